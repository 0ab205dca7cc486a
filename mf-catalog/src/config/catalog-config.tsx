import { createContext, useContext, type ReactNode } from 'react';
import { resolveAssetUrl, type RuntimeConfig } from '@storefront/shared';

const CatalogConfigContext = createContext<RuntimeConfig | null>(null);

export function CatalogConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <CatalogConfigContext value={config}>{children}</CatalogConfigContext>;
}

/** Resolves catalog image paths against the deployment's asset base URL (or this remote's own origin). */
export function useAssetUrl(): (relativePath: string) => string {
  const assetBaseUrl = useContext(CatalogConfigContext)?.assetBaseUrl ?? null;
  return (relativePath) => resolveAssetUrl(relativePath, assetBaseUrl, __webpack_public_path__);
}
