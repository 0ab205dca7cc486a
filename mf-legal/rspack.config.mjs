import { fileURLToPath } from 'node:url';
import { ContentFileCheckPlugin } from '../tools/content-file-check-plugin.mjs';
import { createFederatedConfig } from '../tools/rspack-config.mjs';
import { companyFactsBuildReport } from './src/content/check-company-facts.mjs';

export default createFederatedConfig({
  team: 'legal',
  earlyScripts: { routes: './src/early/legal-tabs.ts' },
  applicationPlugins: (production) => [
    new ContentFileCheckPlugin({
      file: fileURLToPath(new URL('./src/content/company-facts.json', import.meta.url)),
      label: 'company facts',
      report: companyFactsBuildReport,
      production,
    }),
  ],
});
