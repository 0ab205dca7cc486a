/**
 * Resolves an image path against the asset base URL (a CDN), or without one against the calling bundle's origin,
 * so each team's images come from its own server.
 */
export function resolveAssetUrl(relativePath: string, assetBaseUrl: string | null, ownPublicPath: string): string {
  const path = relativePath.replace(/^\/+/, '');
  const base = assetBaseUrl ?? ownPublicPath;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  // A page-relative public path ("/" for the host) gives a root-relative URL: the pre-rendering server does not
  // know the page's origin.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return `${withSlash.startsWith('/') ? '' : '/'}${withSlash}${path}`;
  return new URL(path, withSlash).toString();
}
