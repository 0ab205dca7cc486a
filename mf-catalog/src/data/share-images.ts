// The catalog's share images (Open Graph / Twitter cards): PNGs of SHARE_IMAGE_SIZE in public/images/share/, made by
// tools/share-images.mjs, which writes each file under the name these functions give. Pages take the path from here
// and resolve it like their other images (against the team's asset base), never spelling the file name themselves.

/** A product page's share image (1200×630 PNG), as a path below the team's asset base: `images/share/<slug>.png`. */
export function productShareImage(slug: string): string {
  return `images/share/${slug}.png`;
}

/** A collection page's share image (1200×630 PNG), as a path below the team's asset base. */
export function collectionShareImage(slug: string): string {
  return `images/share/collection-${slug}.png`;
}
