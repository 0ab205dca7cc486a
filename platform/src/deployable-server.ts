// The server of one deployable, as tools/serve-one.mjs runs it: a remote's static server, or the host's.
import type http from 'node:http';
import path from 'node:path';
import { createPageFor, type GivenRuntimeConfig, type HostPagesOptions } from './host/host-pages.ts';
import { buildHostApp } from './host/host-server.ts';
import type { ServerOptions } from './http/file-server-app.ts';
import { buildRemoteStaticApp } from './static/remote-static-server.ts';

/** The host-pages options are ignored by a remote. */
export interface DeployableServerOptions extends Partial<Omit<HostPagesOptions, 'root' | 'log'>>, ServerOptions {
  /** A package's dist. */
  root: string;
  kind: 'host' | 'remote';
}

export function createDeployableServer({ root, kind, log, timeouts, ...host }: DeployableServerOptions): http.Server {
  if (kind === 'remote') return buildRemoteStaticApp({ root, log, timeouts }).server;
  const absoluteRoot = path.resolve(root);
  // A host is always given its config (tools/serve-one.mjs reads it from the environment).
  const runtimeConfig = host.runtimeConfig as GivenRuntimeConfig;
  const pages = createPageFor({ ...host, root: absoluteRoot, runtimeConfig, log });
  return buildHostApp({ ...pages, root: absoluteRoot, log, timeouts }).server;
}
