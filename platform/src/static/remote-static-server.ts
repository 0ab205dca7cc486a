// A remote's dist folder, served by Fastify 5 and @fastify/static: ETag, Last-Modified, 304, Range and the
// precompressed .br/.gz files that the build writes (tools/precompress.mjs) are the library's. What is ours: the
// remote's fixed headers and the cache rule of each file; the rest is the base every server shares
// (platform/src/http/file-server-app.ts).
import type http from 'node:http';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerPlain, createFileServerApp, pathOf, servablePaths } from '../http/file-server-app.ts';
import { REMOTE_HEADERS } from '../http/security-headers.ts';
import type { ServerLog } from '../http/server-log.ts';
import type { ServerTimeouts } from '../http/server-timeouts.ts';
import { cacheControlFor, contentTypeOf } from './file-rules.ts';

export interface RemoteStaticOptions {
  /** The folder served: a remote's dist, precompressed by its build. */
  root: string;
  log?: ServerLog;
  /** Tests shorten them. */
  timeouts?: ServerTimeouts;
}

/** The Fastify application: for tests, and for createRemoteStaticServer. */
export function buildRemoteStaticApp({ root, log, timeouts }: RemoteStaticOptions): FastifyInstance {
  const app = createFileServerApp({ root, headers: REMOTE_HEADERS, log, timeouts });
  const servable = servablePaths(root);

  app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD'],
    allowedHeaders: '', // no Vary: Access-Control-Request-Headers
    maxAge: 600,
    strictPreflight: false, // a bare OPTIONS gets the 204 too
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' && !(await servable(pathOf(request.url)))) return answerPlain(reply, 404);
    return undefined;
  });

  app.addHook('onSend', async (request, reply) => {
    // The library names the type of a precompressed file after its own table, not ours.
    if (reply.getHeader('content-encoding')) reply.header('Content-Type', contentTypeOf(pathOf(request.url)));
  });

  app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The library would add the same Vary in lower case.
    setHeaders: (reply: FastifyReply) => {
      const urlPath = decodeURIComponent(pathOf(reply.request.url));
      reply.header('Content-Type', contentTypeOf(urlPath));
      reply.header('Cache-Control', cacheControlFor(urlPath.slice(1)));
      reply.header('Vary', 'Accept-Encoding');
    },
  });

  // Start loading the plugins now; a failure is logged at the first request.
  app.ready().then(undefined, () => undefined);
  return app;
}

/** A remote's static server: an http.Server to listen on, like the host's createStaticServer. */
export function createRemoteStaticServer(options: RemoteStaticOptions): http.Server {
  return buildRemoteStaticApp(options).server;
}
