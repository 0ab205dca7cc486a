// The stories' share images (Open Graph / Twitter cards): PNGs of SHARE_IMAGE_SIZE in public/images/share/, made by
// tools/share-images.mjs under the name this function gives. Pages take the path from here and resolve it like their
// other images (against the team's asset base), never spelling the file name themselves.

/** A story's share image (1200×630 PNG), as a path below the team's asset base: `images/share/<story id>.png`. */
export function storyShareImage(id: string): string {
  return `images/share/${id}.png`;
}
