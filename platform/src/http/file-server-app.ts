// The Fastify app every static server (a remote's, the host's) starts from.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { percentDecoded } from '../percent-decoded.ts';
import { answerUnreadableRequest, PLAIN_ANSWERS, PLAIN_TEXT, type PlainStatus } from './plain-answers.ts';
import { fastifyLoggerFor, type ServerLog } from './server-log.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './server-timeouts.ts';

export interface ServerOptions {
  log?: ServerLog | undefined;
  /** Tests shorten them. */
  timeouts?: ServerTimeouts | undefined;
}

export interface FileServerOptions extends ServerOptions {
  /** Headers of every answer; an answer that set one of them itself keeps its own. */
  headers: Record<string, string>;
  /** For a GET or HEAD of nothing here; a plain 404 by default. */
  notFound?: ((request: FastifyRequest, reply: FastifyReply) => unknown) | undefined;
}

/** A file gone (or no longer a file): a 404. */
const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
export const READ_ONLY = { Allow: 'GET, HEAD' };

export const pathOf = (target: string): string => target.split('?', 1)[0] ?? '';

export function answerPlain(reply: FastifyReply, status: PlainStatus, headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers({ 'Content-Type': PLAIN_TEXT, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...headers })
    .send(`${PLAIN_ANSWERS[status]}\n`);
}

/** Read as a browser does: "//example.com/x" is a path here, never a host. */
export function addressOf(target: string): URL {
  return new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`);
}

/** "/a//b?x" is "/a/b?x"; so is "/\a/b?x", which a URL parser reads as "//a/b?x". Null without a run of slashes. */
function withSingleSlashes(target: string) {
  const { pathname, search } = addressOf(target);
  return pathname.includes('//') ? `${pathname.replace(/\/{2,}/g, '/')}${search}` : null;
}

/**
 * A path's place in `root` (real: null when nothing is there; the library answers that), or null when never served:
 * dot-names, a NUL or backslash, a symlink out of the root (@fastify/static follows symlinks wherever they go).
 */
export function servablePaths(root: string) {
  const absoluteRoot = path.resolve(root);
  const realRoot = fs.realpath(absoluteRoot).catch(() => absoluteRoot);
  return async function servable(pathname: string): Promise<{ relative: string; real: string | null } | null> {
    const decoded = percentDecoded(pathname);
    if (decoded === null || /[\0\\]/.test(decoded) || decoded.split('/').some((segment) => segment.startsWith('.')))
      return null;
    const relative = decoded.replace(/^\/+/, '');
    try {
      const [real, rootPath] = await Promise.all([fs.realpath(path.join(absoluteRoot, relative)), realRoot]);
      if (!real.startsWith(rootPath + path.sep)) return null;
      return { relative, real };
    } catch {
      return { relative, real: null };
    }
  };
}

export function createFileServerApp({
  headers,
  log = () => undefined,
  timeouts = SERVER_TIMEOUTS,
  notFound = (_request, reply) => answerPlain(reply, 404),
}: FileServerOptions): FastifyInstance {
  const { keepAliveTimeout, ...serverOptions } = timeouts;
  let booted: PromiseLike<unknown> | undefined;

  const app: FastifyInstance = Fastify({
    loggerInstance: fastifyLoggerFor(log),
    // These servers read no client address, so a proxy changes nothing (the collector sets its own).
    trustProxy: false,
    // Fastify has no headersTimeout option, so the server is ours. An early request waits for the plugins.
    serverFactory: (handler) => {
      const server = http.createServer(serverOptions, (req: IncomingMessage, res: ServerResponse) => {
        booted ??= app.ready().then(undefined, (error: unknown) => {
          log({ level: 'fatal', message: `the server could not start: ${String(error)}` });
          throw error;
        });
        booted.then(
          () => handler(req, res),
          () => res.destroy(),
        );
      });
      server.keepAliveTimeout = keepAliveTimeout;
      return server;
    },
    clientErrorHandler: (error, socket) => answerUnreadableRequest(error, socket, headers),
    // A path with a broken %-escape names no file.
    frameworkErrors: (_error, request, reply) => notFound(request, reply),
  });

  app.addHook('onResponse', async (request, reply) =>
    log({
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    }),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return answerPlain(reply, 405, READ_ONLY);
    const singleSlashed = withSingleSlashes(request.url);
    if (singleSlashed) return reply.header('Cache-Control', 'no-cache').redirect(singleSlashed, 301);
    // A date to come says nothing (the library would answer 304 to it).
    if (Date.parse(String(request.headers['if-modified-since'])) > Date.now())
      delete request.headers['if-modified-since'];
    // The conditions are the server's to evaluate (RFC 9110 13.2.2); a request's Cache-Control speaks to caches,
    // and fetch() adds no-cache to every conditional request, which the libraries would read as "never 304".
    delete request.headers['cache-control'];
    return undefined;
  });

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
  });

  // Any other method was refused above; an OPTIONS has its route on each server.
  app.setNotFoundHandler(notFound);

  app.setErrorHandler((error: NodeJS.ErrnoException & { statusCode?: number }, request, reply) => {
    // A file gone between the library's stat and its open (a redeploy) fails here, before any byte was sent.
    const status = GONE.has(error.code ?? '') ? 404 : (error.statusCode ?? 500);
    if (status < 500) return status === 405 ? answerPlain(reply, 405, READ_ONLY) : answerPlain(reply, 404);
    log({ level: 'error', message: `${request.method} ${pathOf(request.url)} failed: ${String(error)}` });
    // A body already on its way, now incomplete: the client must not take it for whole.
    if (reply.raw.headersSent) return reply.raw.destroy();
    return answerPlain(reply, 500);
  });

  return app;
}
