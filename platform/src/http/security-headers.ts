/** Every answer of every server. No Cross-Origin-Opener-Policy: it put every first visit in a new browsing context group (docs/decisions/0010). */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** A remote serves no page. A script's own CSP does not apply to it: the host page's CSP governs the bundles. */
export const REMOTE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const REMOTE_HEADERS = {
  ...BASE_SECURITY_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
  'Content-Security-Policy': REMOTE_CONTENT_SECURITY_POLICY,
};
