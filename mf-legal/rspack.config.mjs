import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'legal',
  title: 'Legal (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
});
