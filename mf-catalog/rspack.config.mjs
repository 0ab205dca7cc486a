import { fileURLToPath } from 'node:url';
import { ContentFileCheckPlugin } from '../tools/content-file-check-plugin.mjs';
import { createFederatedConfig } from '../tools/rspack-config.mjs';
import { externalLinksBuildReport } from './src/data/check-external-links.mjs';

export default createFederatedConfig({
  team: 'catalog',
  earlyScripts: { routes: './src/early/product-gallery.ts' },
  applicationPlugins: (production) => [
    new ContentFileCheckPlugin({
      file: fileURLToPath(new URL('./src/data/external-links.json', import.meta.url)),
      label: 'external links',
      report: externalLinksBuildReport,
      production,
    }),
  ],
});
