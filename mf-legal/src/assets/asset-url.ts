import { resolveAssetUrl, type RuntimeConfig } from '@storefront/shared';

/** URL of one of this team's images, from the deployment's asset base or from the origin serving this bundle. */
export function legalAssetUrl(file: string, config: RuntimeConfig): string {
  return resolveAssetUrl(file, config.assetBaseUrl, __webpack_public_path__);
}
