// A deployable's files as the build left them (with .br/.gz, tools/precompress.mjs), with our types and caching.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from '../http/file-server-app.ts';
import { cacheControlFor, contentTypeOf } from './file-rules.ts';

export function registerStaticFiles(
  app: FastifyInstance,
  { root, serve }: { root: string; /** false: the server's own route calls reply.sendFile */ serve: boolean },
): void {
  app.addHook('onSend', async (request, reply) => {
    // The library types a precompressed file by its own table. A page compressed by @fastify/compress has no
    // Last-Modified, and keeps its type.
    if (reply.getHeader('content-encoding') && reply.hasHeader('last-modified'))
      reply.header('Content-Type', contentTypeOf(pathOf(request.url)));
  });
  app.register(fastifyStatic, {
    root,
    serve,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      const urlPath = decodeURIComponent(pathOf(reply.request.url));
      reply.header('Content-Type', contentTypeOf(urlPath));
      reply.header('Cache-Control', cacheControlFor(urlPath.slice(1)));
      // The library would add the same, in lower case.
      reply.header('Vary', 'Accept-Encoding');
    },
  });
}
