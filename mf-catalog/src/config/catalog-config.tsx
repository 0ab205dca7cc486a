import { createContext, useContext } from 'react';
import { resolveAssetUrl, type RuntimeConfig } from '@storefront/shared';

/** The deployment's runtime configuration, given by the exposed modules to every catalog screen. */
export const CatalogConfigContext = createContext<RuntimeConfig | null>(null);

/** Resolves catalog image paths against the deployment's asset base URL (or this remote's own origin). */
export function useAssetUrl(): (relativePath: string) => string {
  const assetBaseUrl = useContext(CatalogConfigContext)?.assetBaseUrl ?? null;
  return (relativePath) => resolveAssetUrl(relativePath, assetBaseUrl, __webpack_public_path__);
}
