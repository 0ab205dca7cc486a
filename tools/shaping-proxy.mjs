// A forward HTTP proxy on loopback between a browser and the local site: it shapes the network as a phone's (a
// latency per request, one shared download rate) and records every request with its Sec-Purpose. The benchmark and
// the browser tests use it for a browser they must not attach to yet: Chrome does not prerender for a page that a
// DevTools client controls, so the network cannot be shaped through the DevTools protocol there (decision 0019).
import http from 'node:http';

/** A piece of a response sent in one go: small enough that responses in flight share the rate fairly. */
const PIECE_BYTES = 8 * 1024;

/**
 * @param {import('./shaping-proxy.d.mts').ProxyOptions} [options]  no shape: as fast as loopback
 * @returns {Promise<import('./shaping-proxy.d.mts').ShapingProxy>}
 */
export async function startShapingProxy({ latencyMs = 0, downloadBytesPerSecond = Infinity, hold } = {}) {
  /** Requests held (`hold`) until `releaseHeld`. */
  let released = false;
  /** @type {Array<() => void>} */
  const held = [];
  /** @type {import('./shaping-proxy.d.mts').ProxiedRequest[]} */
  const requests = [];
  /** @type {Array<() => void>} */
  const watchers = [];
  const changed = () => watchers.splice(0).forEach((wake) => wake());
  let downlinkFreeAt = 0;
  const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

  /** Writes `chunk` when the shared downlink has carried everything before it. */
  async function sendShaped(/** @type {http.ServerResponse} */ response, /** @type {Buffer} */ chunk) {
    for (let start = 0; start < chunk.length; start += PIECE_BYTES) {
      const piece = chunk.subarray(start, start + PIECE_BYTES);
      if (Number.isFinite(downloadBytesPerSecond)) {
        downlinkFreeAt = Math.max(Date.now(), downlinkFreeAt) + (piece.length / downloadBytesPerSecond) * 1000;
        await sleep(downlinkFreeAt - Date.now());
      }
      if (!response.write(piece)) await new Promise((resolve) => response.once('drain', resolve));
    }
  }

  const server = http.createServer((request, response) => {
    let target;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('A proxy request names an absolute http URL.\n');
      return;
    }
    if (target.protocol !== 'http:' || !['localhost', '127.0.0.1'].includes(target.hostname)) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('This proxy reaches the local site only.\n');
      return;
    }
    const record = {
      method: request.method ?? 'GET',
      url: target.href,
      purpose: String(request.headers['sec-purpose'] ?? ''),
      startedAt: Date.now(),
      status: /** @type {number|null} */ (null),
      endedAt: /** @type {number|null} */ (null),
    };
    requests.push(record);
    changed();
    if (!released && hold?.(target.href)) {
      held.push(() => forward(request, response, target, record));
      return;
    }
    forward(request, response, target, record);
  });

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {URL} target
   * @param {import('./shaping-proxy.d.mts').ProxiedRequest} record
   */
  function forward(request, response, target, record) {
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
      },
      async (answer) => {
        try {
          await sleep(record.startedAt + latencyMs - Date.now());
          record.status = answer.statusCode ?? 502;
          response.writeHead(record.status, answer.headers);
          for await (const chunk of answer) await sendShaped(response, chunk);
          response.end();
        } catch {
          response.destroy();
        } finally {
          record.endedAt = Date.now();
          changed();
        }
      },
    );
    upstream.on('error', () => {
      record.status = 502;
      record.endedAt = Date.now();
      changed();
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The local site did not answer.\n');
    });
    request.pipe(upstream);
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The shaping proxy has no port');

  return {
    port: address.port,
    requests,
    async waitFor(predicate, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('The proxy did not see the request waited for');
        await new Promise((resolve) => {
          watchers.push(() => resolve(undefined));
          setTimeout(resolve, Math.min(left, 500));
        });
      }
    },
    releaseHeld() {
      released = true;
      held.splice(0).forEach((send) => send());
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * Whether a request is a prerender of a document (what Chrome sends for a Speculation Rules prerender).
 * @param {{ purpose: string }} request
 */
export const isPrerenderRequest = (request) => /\bprerender\b/.test(request.purpose);
