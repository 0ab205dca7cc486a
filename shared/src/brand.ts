/** The label's working name: the one place to edit when the real name arrives. */
export const BRAND_NAME = 'Casa Carriel';

/** Used where the full wordmark does not fit (favicon, compact header). */
export const BRAND_MONOGRAM = 'CC';

/** Spec: 2025. */
export const COPYRIGHT_YEAR = 2025;
