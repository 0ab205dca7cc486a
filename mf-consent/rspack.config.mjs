import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({
  team: 'consent',
  // Answers the pre-rendered banner's choices before the application arrives (docs/decisions/0016).
  earlyScripts: { 'cookie-consent': './src/early/cookie-banner.ts' },
});
