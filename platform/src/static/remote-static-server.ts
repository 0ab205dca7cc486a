// A remote's dist folder, served to any origin.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import {
  answerPlain,
  createFileServerApp,
  pathOf,
  servablePaths,
  type ServerOptions,
} from '../http/file-server-app.ts';
import { REMOTE_HEADERS } from '../http/security-headers.ts';
import { registerStaticFiles } from './static-files.ts';

export interface RemoteStaticOptions extends ServerOptions {
  /** A remote's dist, precompressed by its build. */
  root: string;
}

export function buildRemoteStaticApp({ root, log, timeouts }: RemoteStaticOptions): FastifyInstance {
  const app = createFileServerApp({ headers: REMOTE_HEADERS, log, timeouts });
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

  registerStaticFiles(app, { root, serve: true });

  // Start loading the plugins now; a failure is logged at the first request.
  app.ready().then(undefined, () => undefined);
  return app;
}
