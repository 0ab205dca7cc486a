import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  team: 'consent',
  title: 'Consent (development shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './cookie-consent': './src/exposes/cookie-consent.tsx',
    './newsletter-band': './src/exposes/newsletter-band.tsx',
    './newsletter-form': './src/exposes/newsletter-form.tsx',
  },
  // Answers the pre-rendered banner's choices before the application arrives (docs/decisions/0016).
  earlyScripts: { 'cookie-consent': './src/early/cookie-banner.ts' },
});
