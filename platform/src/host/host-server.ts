// The host's server: its pages, its own files, the runtime config, the sitemaps and developers' overrides.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addressOf,
  answerPlain,
  createFileServerApp,
  pathOf,
  READ_ONLY,
  servablePaths,
  type ServerOptions,
} from '../http/file-server-app.ts';
import { PLAIN_TEXT } from '../http/plain-answers.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';
import { CONTENT_TYPES } from '../static/file-rules.ts';
import { percentDecoded } from '../percent-decoded.ts';
import { registerStaticFiles } from '../static/static-files.ts';
import { createPageBodies } from './page-bodies.ts';
import { CLEAR_OVERRIDE_COOKIE } from './developer-overrides.ts';
import type { createPageFor } from './host-pages.ts';

export interface PageRequest {
  url: URL;
  cookie: string;
  acceptLanguage: string;
}

export interface HostPage {
  status: number;
  html: string;
  /** Its Content-Security-Policy among them. */
  headers: Record<string, string>;
}

/** From createPageFor: its runtime config is served as /runtime-config.json, its policy on every answer but a page. */
export interface HostServerOptions extends ServerOptions, ReturnType<typeof createPageFor> {
  /** The host's dist, precompressed by its build. */
  root: string;
}

const HTML = CONTENT_TYPES['.html'] ?? 'text/html; charset=utf-8';
/** Lower case, as @fastify/compress looks for it (it would add a second `accept-encoding` to `Accept-Encoding`). */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** %-escapes stay as they were; a path with a broken escape is left as it is. */
function lowerCasePath(pathname: string): string {
  if (percentDecoded(pathname) === null) return pathname;
  return pathname.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (letters, escape) => escape ?? letters.toLowerCase());
}

/**
 * A page path may hold a dot (/configure/..%2Fetc, a slug "v1.2"): only a known file type is a missing file, and a
 * browser navigating to the address always gets a page.
 */
function looksLikePage(request: FastifyRequest): boolean {
  const extension = path.posix.extname(pathOf(request.url)).toLowerCase();
  return !Object.hasOwn(CONTENT_TYPES, extension) || request.headers['sec-fetch-dest'] === 'document';
}

export function buildHostApp({
  root,
  pageFor,
  discoveryFileFor,
  runtimeConfig,
  contentSecurityPolicy,
  acceptOverride,
  log,
  timeouts,
}: HostServerOptions): FastifyInstance {
  const headers = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy };
  const servable = servablePaths(root);
  const pageBodies = createPageBodies();

  async function pageOrNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (!looksLikePage(request)) return answerPlain(reply, 404);
    const pathname = pathOf(request.url);
    // A slug typed or linked in capitals is the same page.
    const lowerCased = lowerCasePath(pathname);
    if (lowerCased !== pathname)
      return reply.header('Cache-Control', 'no-cache').redirect(lowerCased + request.url.slice(pathname.length), 301);
    const page = await pageFor({
      url: addressOf(request.url),
      cookie: String(request.headers.cookie ?? ''),
      acceptLanguage: String(request.headers['accept-language'] ?? ''),
    });
    const body = pageBodies(page, String(request.headers['accept-encoding'] ?? ''));
    request.headers['x-no-compression'] = 'a page is compressed once, by page-bodies.ts';
    return reply
      .code(page.status)
      .headers({
        'Content-Type': HTML,
        'Cache-Control': 'no-cache',
        Vary: PAGE_VARY,
        ETag: body.etag,
        ...(body.encoding ? { 'Content-Encoding': body.encoding } : {}),
        ...page.headers,
      })
      .send(body.bytes);
  }

  const app = createFileServerApp({ headers, log, timeouts, notFound: pageOrNotFound });

  // A page brings its own tag (page-bodies.ts); the plugin tags other answers before compression, and answers 304.
  app.register(etag, { weak: true });
  app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerStaticFiles(app, { root, serve: false }); // the route below decides between a file and a page

  app.register(async (routes) => {
    // docs/shipping-a-remote.md: ?token= keeps an override in this browser, ?clear forgets them all.
    routes.get<{ Querystring: Record<string, string | undefined> }>('/__override', async (request, reply) => {
      reply.headers({ 'Content-Type': PLAIN_TEXT, 'Cache-Control': 'no-store' });
      const backHome = (setCookie: string, text: string) =>
        reply.code(303).headers({ 'Set-Cookie': setCookie, Location: '/' }).send(text);
      if ('clear' in request.query) return backHome(CLEAR_OVERRIDE_COOKIE, 'Overrides cleared.\n');
      const accepted = acceptOverride(
        String(request.query.token ?? ''),
        String(request.headers.cookie ?? ''),
        request.protocol === 'https',
      );
      if (!accepted.ok) {
        log?.({ level: 'warn', event: 'override-refused', reason: accepted.reason });
        return reply.code(400).send(`This override is refused: ${accepted.reason}.\n`);
      }
      log?.({ event: 'override-set', team: accepted.override.team, url: accepted.override.url });
      return backHome(
        accepted.setCookie,
        `${accepted.override.team} now comes from ${accepted.override.url} in this browser.\n`,
      );
    });
    routes.get('/runtime-config.json', async (request, reply) =>
      reply
        // A canary's visitor gets its version (canary-bucket.ts), as their pages do.
        .headers({
          'Content-Type': CONTENT_TYPES['.json'],
          'Cache-Control': 'no-cache',
          Vary: 'accept-encoding, cookie',
        })
        .send(JSON.stringify(await runtimeConfig(request.headers.cookie ?? ''))),
    );
    for (const route of ['/robots.txt', '/sitemap.xml', '/sitemaps/*'])
      routes.get(route, async (request, reply) => {
        const file = await discoveryFileFor(pathOf(request.url));
        if (!file) return answerPlain(reply, 404);
        // A sitemap names what the remotes publish now: asked again, it may differ.
        return reply
          .code(file.status)
          .headers({ 'Content-Type': file.contentType, 'Cache-Control': 'no-cache', Vary: 'accept-encoding' })
          .send(file.body);
      });
    routes.get('/*', async (request, reply) => {
      const pathname = pathOf(request.url);
      // index.html is the template of every page, never sent as it is.
      const file = pathname === '/' || pathname === '/index.html' ? null : await servable(pathname);
      if (file?.real && (await fs.stat(file.real).catch(() => null))?.isFile()) {
        // Precompressed by the build, never again here; the header is how @fastify/compress is told so.
        request.headers['x-no-compression'] = 'files are precompressed';
        return reply.sendFile(file.relative);
      }
      return pageOrNotFound(request, reply);
    });
    routes.options('/*', (_request, reply) =>
      reply
        .code(204)
        .headers({ ...READ_ONLY, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' })
        .send(),
    );
  });

  // Start loading the plugins now; a failure is logged at the first request.
  app.ready().then(undefined, () => undefined);
  return app;
}
