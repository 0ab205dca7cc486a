import { fileURLToPath } from 'node:url';
import { BRAND_TITLE } from '../tools/brand-title.mjs';
import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'host',
  title: BRAND_TITLE,
});
