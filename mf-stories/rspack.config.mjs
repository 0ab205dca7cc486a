import { createFederatedConfig } from '../tools/rspack-config.mjs';

export default createFederatedConfig({ team: 'stories' });
