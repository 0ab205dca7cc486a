import { LOCAL_RUNTIME_CONFIG } from '@storefront/shared';

export const TEST_RUNTIME_CONFIG = LOCAL_RUNTIME_CONFIG;
