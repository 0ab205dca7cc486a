/** The label's working name and wordmark. This is the one place to edit when the real name and logo arrive. */
export const BRAND_NAME = 'Casa Carriel';

/** Short mark used where the full wordmark does not fit (favicon, compact header). */
export const BRAND_MONOGRAM = 'CC';

/** Year of the copyright line in the footer (spec: 2025). */
export const COPYRIGHT_YEAR = 2025;
