import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { resolveAssetUrl, type RuntimeConfig } from '@storefront/shared';

const CatalogConfigContext = createContext<RuntimeConfig | null>(null);

export function CatalogConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <CatalogConfigContext.Provider value={config}>{children}</CatalogConfigContext.Provider>;
}

/** Resolves catalog image paths against the deployment's asset base URL (or this remote's own origin). */
export function useAssetUrl(): (relativePath: string) => string {
  const assetBaseUrl = useContext(CatalogConfigContext)?.assetBaseUrl ?? null;
  return useCallback(
    (relativePath: string) => resolveAssetUrl(relativePath, assetBaseUrl, __webpack_public_path__),
    [assetBaseUrl],
  );
}
