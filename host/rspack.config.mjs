import { fileURLToPath } from 'node:url';
import { BRAND_NAME } from '../shared/src/brand.ts';
import { createFederatedConfig, createHydrationLoaderConfig } from '../tools/rspack-config.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const application = createFederatedConfig({ packageDir, team: 'host', title: BRAND_NAME });

// In production the host's server starts the application through the hydration loader; in development it runs alone.
export default (env, argv) => {
  const applicationConfig = application(env, argv);
  return applicationConfig.mode === 'production'
    ? [applicationConfig, createHydrationLoaderConfig({ packageDir })]
    : applicationConfig;
};
