// The one share image (Open Graph / Twitter card) of every legal page: a PNG of SHARE_IMAGE_SIZE in
// public/images/share/, made by tools/share-images.mjs under this name. Pages resolve it like any image of the team.

/** Every legal page's share image (1200×630 PNG), as a path below the team's asset base. */
export const LEGAL_SHARE_IMAGE = 'images/share/legal.png';
