// The newsletter collector: a small first-party HTTP service that stores each signup durably (see README.md).
// Plain Node ESM without dependencies, so that Node runs it as it is, in the topology runner and in its image.
import crypto from 'node:crypto';
import http from 'node:http';
import { signupsToCsv } from './csv.mjs';
import { openJournal } from './journal.mjs';
import { createRateLimiter } from './rate-limiter.mjs';
import { validateSignup } from './validate-signup.mjs';

export const SIGNUP_PATH = '/api/newsletter';
export const EXPORT_PATH = '/api/newsletter/export.csv';
export const HEALTH_PATH = '/healthz';
export const MAX_BODY_BYTES = 4 * 1024;
export const DEFAULT_RATE_LIMIT = { max: 20, windowMs: 60_000 };
const SHUTDOWN_GRACE_MS = 5_000;
/** An API, never a page: it loads nothing, may not be framed and leaks no referrer. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

class HttpError extends Error {
  constructor(status, reason, headers = {}) {
    super(reason);
    this.status = status;
    this.reason = reason;
    this.headers = headers;
  }
}

function sendJson(res, status, body, headers = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function isJsonContentType(header) {
  if (typeof header !== 'string') return false;
  const mediaType = header.split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json';
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      reject(new HttpError(413, 'body_too_large'));
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError(413, 'body_too_large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function tokensMatch(given, expected) {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * @param {object} options
 * @param {number} options.port               0 picks a free port (see the returned `port`)
 * @param {string} [options.host]             interface to listen on
 * @param {string} options.dataDir            where the journal lives (a volume in the container)
 * @param {string[]} [options.allowedOrigins] site origins that may call the API from a browser
 * @param {string} [options.exportToken]      bearer token of the CSV export; without one the export is closed
 * @param {(line: object) => void} [options.log]  one structured line per request (never an address)
 * @param {{ max: number, windowMs: number }} [options.rateLimit]  signups per client IP
 * @returns {Promise<{ close(): Promise<void>, port: number }>}
 */
export async function startCollector({
  port,
  host = '0.0.0.0',
  dataDir,
  allowedOrigins = [],
  exportToken,
  log = () => undefined,
  rateLimit = DEFAULT_RATE_LIMIT,
}) {
  if (!dataDir) throw new Error('startCollector needs a dataDir');
  const journal = openJournal(dataDir);
  const limiter = createRateLimiter(rateLimit);
  const origins = new Set(allowedOrigins);

  function corsHeaders(req) {
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !origins.has(origin)) return {};
    return { 'Access-Control-Allow-Origin': origin };
  }

  async function handleSignup(req, res) {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && !origins.has(origin)) throw new HttpError(403, 'origin_not_allowed');
    const wait = limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (wait > 0) throw new HttpError(429, 'too_many_requests', { 'Retry-After': String(Math.ceil(wait / 1000)) });
    if (!isJsonContentType(req.headers['content-type'])) throw new HttpError(415, 'content_type_must_be_json');
    const text = await readBody(req);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'invalid_json');
    }
    const result = validateSignup(body);
    if (!result.ok) throw new HttpError(400, result.error);
    const stored = journal.append({ ...result.signup, receivedAt: new Date().toISOString() });
    if (stored) sendJson(res, 201, { status: 'subscribed' }, corsHeaders(req));
    else sendJson(res, 200, { status: 'already_subscribed' }, corsHeaders(req));
  }

  function handlePreflight(req, res) {
    const cors = corsHeaders(req);
    if (!cors['Access-Control-Allow-Origin']) throw new HttpError(403, 'origin_not_allowed');
    res.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
  }

  function handleExport(req, res) {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!exportToken || !given || !tokensMatch(given, exportToken)) {
      throw new HttpError(401, 'unauthorized', { 'WWW-Authenticate': 'Bearer realm="newsletter-export"' });
    }
    const csv = signupsToCsv(journal.records());
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-signups.csv"',
      'Content-Length': Buffer.byteLength(csv),
    });
    res.end(csv);
  }

  async function route(req, res, pathname) {
    if (pathname === SIGNUP_PATH) {
      if (req.method === 'POST') return handleSignup(req, res);
      if (req.method === 'OPTIONS') return handlePreflight(req, res);
      throw new HttpError(405, 'method_not_allowed', { Allow: 'POST, OPTIONS' });
    }
    if (pathname === EXPORT_PATH) {
      if (req.method === 'GET') return handleExport(req, res);
      throw new HttpError(405, 'method_not_allowed', { Allow: 'GET' });
    }
    if (pathname === HEALTH_PATH) {
      if (req.method === 'GET' || req.method === 'HEAD') return sendJson(res, 200, { status: 'ok' });
      throw new HttpError(405, 'method_not_allowed', { Allow: 'GET, HEAD' });
    }
    throw new HttpError(404, 'not_found');
  }

  const server = http.createServer(async (req, res) => {
    const started = process.hrtime.bigint();
    const pathname = new URL(req.url ?? '/', 'http://collector.invalid').pathname;
    res.setHeader('Vary', 'Origin');
    res.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.on('finish', () => {
      log({
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      });
    });
    try {
      await route(req, res, pathname);
    } catch (error) {
      if (error instanceof HttpError) {
        // A body over the limit is still arriving: answer and close instead of reading it all.
        const closing = error.status === 413 ? { Connection: 'close' } : {};
        sendJson(res, error.status, { error: error.reason }, { ...corsHeaders(req), ...error.headers, ...closing });
      } else {
        log({ level: 'error', method: req.method, path: pathname, error: error instanceof Error ? error.message : String(error) });
        if (!res.headersSent) sendJson(res, 500, { error: 'internal_error' }, corsHeaders(req));
        else res.destroy();
      }
    }
  });
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let closing;
  return {
    port: server.address().port,
    loadReport: journal.loadReport,
    /** Stops accepting, lets requests in flight finish (bounded), then closes the journal. */
    close() {
      closing ??= new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          journal.close();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
