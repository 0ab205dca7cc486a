// The server of one deployable, as tools/serve-one.mjs runs it (npm start, the browser tests, the images): a
// remote's folder goes to its Fastify server (static/remote-static-server.ts); the host's server
// (host/host-server.ts) gets its pages from host/host-pages.ts.
import type http from 'node:http';
import path from 'node:path';
import { createPageFor, hostContentSecurityPolicy, type GivenRuntimeConfig } from './host/host-pages.ts';
import { createHostServer } from './host/host-server.ts';
import type { ServerLog } from './http/server-log.ts';
import type { LiveReleases } from './host/live-releases.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts.ts';
import { createRemoteStaticServer } from './static/remote-static-server.ts';

export interface DeployableServerOptions {
  /** The folder to serve (a package's dist). */
  root: string;
  kind: 'host' | 'remote';
  /** Host only: the config inlined into index.html. */
  runtimeConfig?: GivenRuntimeConfig | undefined;
  /** Host only: where this server reaches each remote (team -> manifest URL). */
  internalManifestUrls?: Record<string, string> | undefined;
  /** Host only: third-party frames allowed by the CSP. */
  frameOrigins?: readonly string[];
  /** Host only: how long a page waits for a remote's fragment. */
  fragmentTimeoutMs?: number | undefined;
  /** Host only: how long a composed page is served again before it is composed anew. */
  revalidateMs?: number | undefined;
  /** Host only: the site's public origin, which canonical and shared addresses name. */
  siteUrl?: string | undefined;
  /** Host only: the versions the release registry says are live. */
  liveReleases?: LiveReleases | undefined;
  /** Verifies developers' override tokens (the release registry signs them with the same secret). */
  overrideSecret?: string | undefined;
  log?: ServerLog;
  /** Tests shorten them. */
  timeouts?: ServerTimeouts;
}

/** The server of a deployable's build, an http.Server to listen on. */
export function createDeployableServer({
  root,
  kind,
  runtimeConfig,
  internalManifestUrls,
  frameOrigins = [],
  fragmentTimeoutMs,
  revalidateMs,
  siteUrl,
  liveReleases,
  overrideSecret,
  log = () => undefined,
  timeouts = SERVER_TIMEOUTS,
}: DeployableServerOptions): http.Server {
  if (kind === 'remote') return createRemoteStaticServer({ root, log, timeouts });
  const absoluteRoot = path.resolve(root);
  // A host is always given its config (tools/serve-one.mjs reads it from the environment).
  const config = runtimeConfig as GivenRuntimeConfig;
  const { pageFor, discoveryFileFor, currentRuntimeConfig, acceptOverride } = createPageFor({
    root: absoluteRoot,
    runtimeConfig: config,
    internalManifestUrls,
    frameOrigins,
    fragmentTimeoutMs,
    revalidateMs,
    siteUrl,
    liveReleases,
    overrideSecret,
    log,
  });
  return createHostServer({
    root: absoluteRoot,
    pageFor,
    discoveryFileFor,
    runtimeConfig: currentRuntimeConfig,
    acceptOverride,
    contentSecurityPolicy: hostContentSecurityPolicy(config, { frameOrigins }),
    log,
    timeouts,
  });
}
