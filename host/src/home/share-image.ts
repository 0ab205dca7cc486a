// For the home page and any page that names none; made by tools/share-images.mjs. Relative to the host's public path.
export const SITE_SHARE_IMAGE = 'images/share/site.png';
