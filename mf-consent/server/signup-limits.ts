// What a signup may carry, as the collector accepts it. The site's form imports these to stay within them.

/** RFC 5321: a forward-path is at most 256 octets including the angle brackets, so an address at most 254. */
export const MAX_EMAIL_LENGTH = 254;
/** The page a signup came from, as a path. */
export const MAX_PAGE_LENGTH = 512;
/** What a signup is recorded as when it names no source; the site's form sends it. */
export const DEFAULT_SOURCE = 'Newsletter Signup';
