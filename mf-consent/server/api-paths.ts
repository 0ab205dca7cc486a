// The collector's public paths (the site's runtime config points at SIGNUP_PATH).
export const SIGNUP_PATH = '/api/newsletter';
export const CONFIRM_PATH = `${SIGNUP_PATH}/confirm`;
/** JSON from the site's page, the one-click POST of RFC 8058 from a mail client, and a GET that redirects. */
export const UNSUBSCRIBE_PATH = `${SIGNUP_PATH}/unsubscribe`;
export const EXPORT_PATH = `${SIGNUP_PATH}/export.csv`;
export const HEALTH_PATH = '/healthz';
