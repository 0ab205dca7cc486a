// Paths, below the asset base, of the share images (Open Graph cards) that tools/share-images.mjs writes as PNGs.
export function storyShareImage(id: string): string {
  return `images/share/${id}.png`;
}
