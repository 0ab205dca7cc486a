// One static server for every deployable, used by `npm start`, the browser tests and the container images, so
// the same headers apply everywhere: CORS for remote assets, no-cache for HTML/manifest/entry/config, immutable
// for hashed files, an SPA fallback and the runtime config inlined for the host, and security headers.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { resolveAssetUrl } from '../shared/src/assets.ts';
import { escapeHtml, rewriteHtml } from './html-rewriter.mjs';
import { createPageComposer } from './page-composer.mjs';
import { answerUnreadableRequest, plainBody } from '../platform/src/http/plain-answers.ts';
import { BASE_SECURITY_HEADERS } from '../platform/src/http/security-headers.ts';
import { SERVER_TIMEOUTS } from '../platform/src/http/server-timeouts.ts';
import { cacheControlFor, COMPRESSIBLE, CONTENT_TYPES } from '../platform/src/static/file-rules.ts';
import { createRemoteStaticServer } from '../platform/src/static/remote-static-server.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/**
 * A composed page is compressed anew for every request: brotli's default (quality 11) took 68 ms for a 37 KB
 * page here, quality 5 takes 1.3 ms for a result 13 % larger. Files are compressed once at 11 and kept.
 */
const DYNAMIC_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Errors of a file that is no longer there (or no longer a file): what a request for it gets is a 404. */
const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
/** Errors of an answer whose client has left before it was whole. */
const CLIENT_GONE = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ERR_STREAM_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * The content coding to send, from Accept-Encoding with its q-values (RFC 9110 12.5.3): brotli or gzip, whichever
 * the client prefers (brotli on a tie), or null (identity). A coding with q=0 is not acceptable, nor is one that
 * is not listed, unless "*" accepts it.
 */
export function preferredEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value = ''] = parameter.split('=').map((piece) => piece.trim());
      if (key.toLowerCase() !== 'q') continue;
      weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue; // a malformed q-value: that entry says nothing
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
  }
  const weightOf = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = ['br', 'gzip'].filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/** Whether a path names a dotfile or passes through a dot-folder (.git, .env, .secret): never served. */
function hasDotSegment(decodedPath) {
  return decodedPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

/** A validator for a body: the same bytes give the same tag, whatever the encoding they travel in. */
function entityTagOf(body) {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still the current one. */
function clientHasCurrent(req, entityTag, lastModified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch)
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === entityTag.replace(/^W\//, ''));
  const ifModifiedSince = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  if (!lastModified || Number.isNaN(ifModifiedSince) || ifModifiedSince > Date.now()) return false; // a date to come says nothing
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}

/** The request's address on this server: "//example.com/x" is a path here, not another host. */
function requestUrl(target = '/') {
  return new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
}

/** The path in lower case, its %-escapes as they were; a path with a broken escape is left as it is (a 404). */
function lowerCasePath(pathname) {
  try {
    decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
  return pathname.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (letters, escape) => escape ?? letters.toLowerCase());
}

/** The address with runs of slashes made one ("//collections//carriel" is "/collections/carriel"); else null. */
function withSingleSlashes(url) {
  return url.pathname.includes('//') ? `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}` : null;
}

/**
 * Content-Security-Policy of the host page: exactly the origins the runtime config uses, no inline script but the
 * Speculation Rules the hydration loader adds (the page in the other language, decision 0019: rules, never code), and
 * no inline style but the stylesheets the page composer inlined, each by its hash (`styleHashes`). A style set from
 * script (React's `style` prop, the CSS object model) is not inline markup, and needs no source.
 */
export function hostContentSecurityPolicy(config, { frameOrigins = [], styleHashes = [] } = {}) {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(safeOrigin)
        .filter(Boolean),
    ),
  ];
  const newsletterOrigin = safeOrigin(config.newsletter?.endpoint);
  const assetOrigin = safeOrigin(config.assetBaseUrl);
  const list = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", "'inline-speculation-rules'", remoteOrigins)}`,
    `style-src ${list("'self'", remoteOrigins, styleHashes)}`,
    `img-src ${list("'self'", 'data:', remoteOrigins, assetOrigin)}`,
    `font-src ${list("'self'", remoteOrigins)}`,
    `connect-src ${list("'self'", remoteOrigins, newsletterOrigin)}`,
    `frame-src ${list(frameOrigins) || "'none'"}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

function safeOrigin(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** First slide of the home hero (host/src/home/hero/hero-slides.ts), relative to the asset base. */
export const HOME_HERO_IMAGE = 'images/host/hero-1.svg';

/** Every remote's entry sits beside its manifest (tools/rspack-config.mjs names it remoteEntry.js). */
function remoteEntryOf(manifestUrl) {
  return new URL('remoteEntry.js', manifestUrl).href;
}

/** The comment in the host's index.html where the runtime config goes: `<!--runtime-config-->`. */
const RUNTIME_CONFIG_PLACEHOLDER = 'runtime-config';

/** JSON that can sit inside a <script> element without ending it. */
function jsonForHtml(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The host's index.html with the runtime config inlined (no request before the remotes can be fetched) and
 * connection hints for the remote origins. When the application starts as the page loads, the consent remote's
 * manifest and entry, which every page needs first, are preloaded too; a page that starts it on the visitor's
 * first interaction (decision 0008) leaves them to then.
 */
export function renderHostHtml(template, config, { pathname = '/', applicationStartsAtOnce = true } = {}) {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(safeOrigin)
        .filter(Boolean),
    ),
  ];
  // Where the host's own images are (its public path is the site's root) unless an asset base URL moves them.
  const heroImage = pathname === '/' ? resolveAssetUrl(HOME_HERO_IMAGE, config.assetBaseUrl ?? null, '/') : null;
  const hints = [
    // The home page's largest image, discoverable before any script runs.
    heroImage ? `<link rel="preload" as="image" href="${escapeHtml(heroImage)}" fetchpriority="high">` : '',
    ...remoteOrigins.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`),
    ...(applicationStartsAtOnce && config.remotes?.consent
      ? [
          `<link rel="preload" as="fetch" href="${escapeHtml(config.remotes.consent)}" crossorigin>`,
          `<link rel="preload" as="script" href="${escapeHtml(remoteEntryOf(config.remotes.consent))}">`,
        ]
      : []),
    `<script id="runtime-config" type="application/json">${jsonForHtml(config)}</script>`,
  ];
  const inserted = hints.filter(Boolean).join('');
  return rewriteHtml(template, {
    comment(comment, replace) {
      const { startOffset, endOffset } = comment.sourceCodeLocation;
      if (comment.text === RUNTIME_CONFIG_PLACEHOLDER) replace(startOffset, endOffset, inserted);
    },
  });
}

/**
 * @param {object} options
 * @param {string} options.root           folder to serve (a package's dist)
 * @param {'host'|'remote'} options.kind
 * @param {object} [options.runtimeConfig] host only: the config inlined into index.html
 * @param {Record<string, string>} [options.internalManifestUrls] host only: where this server reaches each remote
 * @param {string[]} [options.frameOrigins] host only: third-party frames allowed by the CSP
 * @param {number} [options.fragmentTimeoutMs] host only: how long a page waits for a remote's fragment
 * @param {(line: object) => void} [options.log]
 * @param {typeof SERVER_TIMEOUTS} [options.timeouts]  tests shorten them
 */
export function createStaticServer({
  root,
  kind,
  runtimeConfig,
  internalManifestUrls,
  frameOrigins = [],
  fragmentTimeoutMs,
  log = () => undefined,
  timeouts = SERVER_TIMEOUTS,
}) {
  if (kind === 'remote') return createRemoteStaticServer({ root, log, timeouts });
  const absoluteRoot = path.resolve(root);
  const compressedCache = new Map();
  let hostTemplate = { mtimeMs: -1, html: '' };
  const csp = hostContentSecurityPolicy(runtimeConfig, { frameOrigins });

  // Pre-rendered pages (docs/decisions/0007) when the host's build includes its renderer (host/dist-server/).
  const composePage = createPageComposer({
    rendererPath: path.join(absoluteRoot, '..', 'dist-server', 'render.cjs'),
    hostRoot: absoluteRoot,
    runtimeConfig,
    internalManifestUrls,
    fragmentTimeoutMs,
    log,
  });

  /** The page for a path: pre-rendered when possible, otherwise the application shell the browser renders. */
  async function hostPage(req, url) {
    const file = path.join(absoluteRoot, 'index.html');
    const { mtimeMs } = await fs.stat(file);
    if (mtimeMs !== hostTemplate.mtimeMs) hostTemplate = { mtimeMs, html: await fs.readFile(file, 'utf8') };
    const { html: templateHtml } = hostTemplate;
    const renderTemplate = ({ applicationStartsAtOnce = true } = {}) =>
      renderHostHtml(templateHtml, runtimeConfig, { pathname: url.pathname, applicationStartsAtOnce });
    if (composePage) {
      try {
        const composed = await composePage({
          renderTemplate,
          url,
          cookie: String(req.headers.cookie ?? ''),
          acceptLanguage: String(req.headers['accept-language'] ?? ''),
        });
        if (composed) {
          const { styleHashes, ...page } = composed;
          const pageCsp = hostContentSecurityPolicy(runtimeConfig, { frameOrigins, styleHashes });
          return { ...page, headers: { ...page.headers, 'Content-Security-Policy': pageCsp } };
        }
      } catch (error) {
        log({ level: 'error', message: `pre-rendering ${url.pathname} failed, serving the shell: ${String(error)}` });
      }
    }
    return { status: 200, html: renderTemplate(), headers: {} };
  }

  function commonHeaders() {
    return { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': csp };
  }

  /** Sends a body, compressed when the client accepts it; a file's compressed form is kept under `cacheKey`. */
  async function send(req, res, status, headers, body, extension, cacheKey = null) {
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    const finalHeaders = { ...commonHeaders(), ...headers, Vary: headers.Vary ?? 'Accept-Encoding' };
    let payload = body;
    if (COMPRESSIBLE.has(extension) && body.length > 1024) {
      const encoding = preferredEncoding(acceptEncoding);
      if (encoding) {
        const key = cacheKey && `${encoding}:${cacheKey}`;
        payload =
          (key && compressedCache.get(key)) ||
          (encoding === 'br' ? await brotli(body, key ? {} : DYNAMIC_BROTLI) : await gzip(body));
        if (key) compressedCache.set(key, payload);
        finalHeaders['Content-Encoding'] = encoding;
      }
    }
    finalHeaders['Content-Length'] = payload.length;
    res.writeHead(status, finalHeaders);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /** A 304 when the client's copy of `body` is current, else the body itself. */
  async function sendCurrent(req, res, headers, body, extension) {
    const entityTag = entityTagOf(body);
    if (clientHasCurrent(req, entityTag, null)) {
      res.writeHead(304, { ...commonHeaders(), ...headers, Vary: headers.Vary ?? 'Accept-Encoding', ETag: entityTag });
      res.end();
      return;
    }
    await send(req, res, 200, { ...headers, ETag: entityTag }, body, extension);
  }

  /** To the one address of what was asked for (a path on this server, never another host). */
  function redirect(res, location) {
    res.writeHead(301, { ...commonHeaders(), Location: location, 'Cache-Control': 'no-cache' });
    res.end();
  }

  function sendPlain(req, res, status, headers = {}) {
    return send(
      req,
      res,
      status,
      { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': 'no-cache', ...headers },
      plainBody(status),
      '.txt',
    );
  }

  /** The root as the file system names it (it may itself be reached through a symlink, as /tmp is on some systems). */
  let realRoot = null;
  async function realRootPath() {
    realRoot ??= await fs.realpath(absoluteRoot);
    return realRoot;
  }
  const isInside = (folder, file) => file === folder || file.startsWith(folder + path.sep);

  /**
   * The file a path names inside the root, or null: never a dotfile or anything in a dot-folder, never a file
   * outside the root, neither by "..", nor by a symlink whose target lies outside it.
   */
  async function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return null;
    const normalized = path.posix.normalize(decoded);
    if (hasDotSegment(normalized)) return null;
    const candidate = path.resolve(absoluteRoot, `.${normalized}`);
    if (candidate === absoluteRoot || !isInside(absoluteRoot, candidate)) return null;
    try {
      const [real, rootPath] = await Promise.all([fs.realpath(candidate), realRootPath()]);
      if (real === rootPath || !isInside(rootPath, real)) return null;
      const stat = await fs.stat(real);
      return stat.isFile() ? { file: candidate, real, stat } : null;
    } catch {
      return null;
    }
  }

  /**
   * Streams a file as it is. It is opened before anything is sent: a file gone since it was found (a deployment
   * replacing the folder) is a 404; and a read that fails later ends this response alone, never the process.
   */
  async function sendFileAsIs(req, res, found, headers) {
    let handle;
    try {
      handle = await fs.open(found.real, 'r');
    } catch (error) {
      if (GONE.has(error.code)) return sendPlain(req, res, 404);
      throw error;
    }
    let size;
    try {
      ({ size } = await handle.stat());
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    // The client may have gone while the file was opened: then nothing is sent, and the handle is closed now.
    if (req.method === 'HEAD' || size === 0 || res.destroyed) {
      await handle.close().catch(() => undefined);
      if (!res.destroyed) {
        res.writeHead(200, { ...commonHeaders(), ...headers, 'Content-Length': size });
        res.end();
      }
      return undefined;
    }
    res.writeHead(200, { ...commonHeaders(), ...headers, 'Content-Length': size });
    // Exactly the bytes announced, even if the file grows meanwhile; the stream closes the handle when it ends or
    // is destroyed.
    const stream = handle.createReadStream({ start: 0, end: size - 1 });
    pipeline(stream, res, (error) => {
      if (!error) return;
      stream.destroy();
      res.destroy();
      // A client that leaves mid-way is no fault of the server's.
      if (!CLIENT_GONE.has(error.code))
        log({ level: 'error', message: `reading ${path.relative(absoluteRoot, found.file)} failed: ${String(error)}` });
    });
    return undefined;
  }

  const { keepAliveTimeout, ...serverOptions } = timeouts;
  const server = http.createServer(serverOptions, async (req, res) => {
    const started = Date.now();
    res.on('finish', () =>
      log({
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        status: res.statusCode,
        ms: Date.now() - started,
      }),
    );
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...commonHeaders(),
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        await sendPlain(req, res, 405, { Allow: 'GET, HEAD' });
        return;
      }
      const url = requestUrl(req.url);
      const singleSlashed = withSingleSlashes(url);
      if (singleSlashed) {
        redirect(res, singleSlashed);
        return;
      }
      if (url.pathname === '/runtime-config.json') {
        await sendCurrent(
          req,
          res,
          { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-cache' },
          Buffer.from(JSON.stringify(runtimeConfig)),
          '.json',
        );
        return;
      }
      const found = url.pathname === '/' || url.pathname === '/index.html' ? null : await resolveFile(url.pathname);
      if (found) {
        const extension = path.extname(found.file).toLowerCase();
        const relative = path.relative(absoluteRoot, found.file);
        const entityTag = `W/"${found.stat.size.toString(16)}-${Math.floor(found.stat.mtimeMs).toString(16)}"`;
        const headers = {
          'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
          'Cache-Control': cacheControlFor(relative),
          'Last-Modified': found.stat.mtime.toUTCString(),
          ETag: entityTag,
        };
        const sentAsIs = !COMPRESSIBLE.has(extension) || found.stat.size <= 1024;
        if (clientHasCurrent(req, entityTag, found.stat.mtime)) {
          res.writeHead(304, { ...commonHeaders(), ...headers, ...(sentAsIs ? {} : { Vary: 'Accept-Encoding' }) });
          res.end();
          return;
        }
        if (sentAsIs) {
          await sendFileAsIs(req, res, found, headers);
          return;
        }
        let body;
        try {
          body = await fs.readFile(found.real);
        } catch (error) {
          if (!GONE.has(error.code)) throw error;
          await sendPlain(req, res, 404); // gone since it was found
          return;
        }
        await send(req, res, 200, headers, body, extension, `${relative}:${found.stat.mtimeMs}`);
        return;
      }
      // The host answers every page path with the application; the router shows the 404 screen when needed.
      // A page path may hold a dot (/configure/..%2Fetc, a slug "v1.2"): only a known file type is a missing file,
      // and a browser navigating to the address always gets the application.
      const looksLikePage =
        !Object.hasOwn(CONTENT_TYPES, path.posix.extname(url.pathname).toLowerCase()) ||
        req.headers['sec-fetch-dest'] === 'document';
      if (looksLikePage) {
        // Every address of the site is lower case; a slug typed or linked in capitals is the same page.
        if (lowerCasePath(url.pathname) !== url.pathname) {
          redirect(res, `${lowerCasePath(url.pathname)}${url.search}`);
          return;
        }
        const page = await hostPage(req, url);
        // The page depends on the language (cookie, Accept-Language) and on the consent cookie.
        const headers = {
          'Content-Type': CONTENT_TYPES['.html'],
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding, Accept-Language, Cookie',
          ...page.headers,
        };
        if (page.status === 200) await sendCurrent(req, res, headers, Buffer.from(page.html), '.html');
        else await send(req, res, page.status, headers, Buffer.from(page.html), '.html');
        return;
      }
      await sendPlain(req, res, 404);
    } catch (error) {
      log({ level: 'error', message: String(error) });
      if (res.headersSent)
        res.destroy(); // a body already on its way, now incomplete: the client must not take it for whole
      else await sendPlain(req, res, 500).catch(() => res.destroy());
    }
  });
  server.keepAliveTimeout = keepAliveTimeout;
  // A request Node cannot read (headers over its limit, a broken request line) still gets an answer in words,
  // with the same security headers.
  server.on('clientError', (error, socket) => answerUnreadableRequest(error, socket, commonHeaders()));
  return server;
}
