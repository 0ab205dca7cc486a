// Paths, below the asset base, of the share images (Open Graph cards) that tools/share-images.mjs writes as PNGs.

export function productShareImage(slug: string): string {
  return `images/share/${slug}.png`;
}

export function collectionShareImage(slug: string): string {
  return `images/share/collection-${slug}.png`;
}
