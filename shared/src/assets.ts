/**
 * Resolves an image path against the deployment's asset base URL. With no base URL configured, the path is
 * resolved against the origin that serves the calling bundle, so each team's images come from its own server;
 * a deployment that moves images to a CDN sets the base URL and keeps the same relative paths.
 */
export function resolveAssetUrl(relativePath: string, assetBaseUrl: string | null, ownPublicPath: string): string {
  const path = relativePath.replace(/^\/+/, '');
  const base = assetBaseUrl ?? ownPublicPath;
  const pageUrl = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  // A public path may be relative to the page ("/" for the host); make it absolute first.
  const absoluteBase = new URL(base.endsWith('/') ? base : `${base}/`, pageUrl);
  return new URL(path, absoluteBase).toString();
}
