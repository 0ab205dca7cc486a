import { fileURLToPath } from 'node:url';
import { BRAND_NAME } from '../shared/src/brand.ts';
import { createFederatedConfig, createHydrationLoaderConfig } from '../tools/rspack-config.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const application = createFederatedConfig({ packageDir, team: 'host', title: BRAND_NAME });

// Production pages are composed by the host's server, which starts the application through the hydration
// loader; the development server serves the application alone.
export default (env, argv) => {
  const applicationConfig = application(env, argv);
  return applicationConfig.mode === 'production'
    ? [applicationConfig, createHydrationLoaderConfig({ packageDir })]
    : applicationConfig;
};
