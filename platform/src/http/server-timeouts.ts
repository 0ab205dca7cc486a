/** So that slow or stalled connections cannot pile up (Node's defaults are minutes). */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000, // the request line and headers, from the first byte: a "slowloris" client gets a 408
  requestTimeout: 15_000, // the whole request: these servers read only a GET or HEAD, sent at once, without a body
  keepAliveTimeout: 5_000, // an idle kept-alive connection is closed (browsers reopen one as needed)
  connectionsCheckingInterval: 1_000, // so the first two hold to about a second
};

export type ServerTimeouts = typeof SERVER_TIMEOUTS;
