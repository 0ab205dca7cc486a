/**
 * Resolves an image path against the deployment's asset base URL. With no base URL configured, the path is
 * resolved against the origin that serves the calling bundle, so each team's images come from its own server;
 * a deployment that moves images to a CDN sets the base URL and keeps the same relative paths.
 */
export function resolveAssetUrl(relativePath: string, assetBaseUrl: string | null, ownPublicPath: string): string {
  const path = relativePath.replace(/^\/+/, '');
  const base = assetBaseUrl ?? ownPublicPath;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  // A public path relative to the page ("/" for the host) gives a root-relative URL, the same on the server that
  // pre-renders the page (which does not know the page's origin) and in the browser.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return `${withSlash.startsWith('/') ? '' : '/'}${withSlash}${path}`;
  return new URL(path, withSlash).toString();
}
