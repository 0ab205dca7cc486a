// The catalog's share images (Open Graph / Twitter cards): PNGs of SHARE_IMAGE_SIZE in public/images/share/, which
// tools/share-images.mjs writes under these names. Pages take each path (below the team's asset base) from here.

export function productShareImage(slug: string): string {
  return `images/share/${slug}.png`;
}

export function collectionShareImage(slug: string): string {
  return `images/share/collection-${slug}.png`;
}
