import { createFederatedConfig, createHydrationLoaderConfig } from '../tools/rspack-config.mjs';

const application = createFederatedConfig({ team: 'host' });

// In production the host's server starts the application through the hydration loader; in development it runs alone.
export default (env, argv) => {
  const applicationConfig = application(env, argv);
  return applicationConfig.mode === 'production'
    ? [applicationConfig, createHydrationLoaderConfig()]
    : applicationConfig;
};
