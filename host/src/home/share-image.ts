// The site's default share image (Open Graph / Twitter card): the home page's, and any page's that names none of its
// own. A PNG of SHARE_IMAGE_SIZE in public/images/share/, made by tools/share-images.mjs under this name.

/** The site's share image (1200×630 PNG), as a path below the host's public path. */
export const SITE_SHARE_IMAGE = 'images/share/site.png';
