// The stories' share images (Open Graph / Twitter cards): PNGs of SHARE_IMAGE_SIZE in public/images/share/, which
// tools/share-images.mjs writes under this name. Pages take the path (below the team's asset base) from here.
export function storyShareImage(id: string): string {
  return `images/share/${id}.png`;
}
