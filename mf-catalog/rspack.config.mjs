import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'catalog',
  title: 'Catalog (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './collection-cards': './src/exposes/collection-cards.tsx',
  },
});
