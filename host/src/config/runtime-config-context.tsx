import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@storefront/shared';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() needs a <RuntimeConfigProvider> above it');
  return config;
}
