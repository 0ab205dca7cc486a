/** Every legal page's share image (1200×630 PNG, tools/share-images.mjs), as a path below the team's asset base. */
export const LEGAL_SHARE_IMAGE = 'images/share/legal.png';
