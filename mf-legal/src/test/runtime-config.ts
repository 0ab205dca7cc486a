import type { RuntimeConfig } from '@storefront/shared';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    stories: 'http://localhost:3002/mf-manifest.json',
    legal: 'http://localhost:3003/mf-manifest.json',
    consent: 'http://localhost:3004/mf-manifest.json',
  },
  newsletter: { endpoint: 'http://localhost:3005/api/newsletter', mode: 'cors' },
  assetBaseUrl: null,
};
