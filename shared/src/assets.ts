/**
 * Resolves an image path against the deployment's asset base URL. With no base URL configured, the path is
 * resolved against the origin that serves the calling bundle, so each team's images come from its own server;
 * a deployment that moves images to a CDN sets the base URL and keeps the same relative paths.
 */
export function resolveAssetUrl(relativePath: string, assetBaseUrl: string | null, ownPublicPath: string): string {
  const path = relativePath.replace(/^\/+/, '');
  const base = assetBaseUrl ?? ownPublicPath;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}
