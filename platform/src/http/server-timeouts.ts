/**
 * How long a client may take, so that slow or stalled connections cannot pile up (the defaults are 60 s for the
 * headers, 300 s for a request and a check only every 30 s). Every request these servers read is a GET or a HEAD
 * without a body, sent at once by a browser or by the host's server:
 * - headersTimeout 10 s: the request line and headers must all arrive within 10 s of the connection's first byte
 *   (a "slowloris" client trickling headers gets a 408 and the connection closed);
 * - requestTimeout 15 s: the whole request, body included;
 * - keepAliveTimeout 5 s: an idle kept-alive connection is closed after 5 s (browsers reopen one as needed);
 * - connectionsCheckingInterval 1 s: how often the first two are checked, so they hold to about a second.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

export type ServerTimeouts = typeof SERVER_TIMEOUTS;
