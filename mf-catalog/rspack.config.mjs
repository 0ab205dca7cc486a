import { fileURLToPath } from 'node:url';
import { ContentFileCheckPlugin } from '../tools/content-file-check-plugin.mjs';
import { createFederatedConfig } from '../tools/rspack-config.mjs';
import { externalLinksBuildReport } from './src/data/check-external-links.mjs';

const EXTERNAL_LINKS_FILE = fileURLToPath(new URL('./src/data/external-links.json', import.meta.url));

const federatedConfig = createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'catalog',
  title: 'Catalog (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './collection-cards': './src/exposes/collection-cards.tsx',
  },
  earlyScripts: { routes: './src/early/product-gallery.ts' },
});

/** The external links' check goes with the application's build, not with the early script's (a production build has both). */
const withLinkCheck = (config) =>
  config.name !== 'application'
    ? config
    : { ...config, plugins: [...config.plugins, new ContentFileCheckPlugin({ file: EXTERNAL_LINKS_FILE, label: 'external links', report: externalLinksBuildReport, production: config.mode === 'production' })] };

export default (env, argv) => {
  const config = federatedConfig(env, argv);
  return Array.isArray(config) ? config.map(withLinkCheck) : withLinkCheck(config);
};
