// Serves one deployable's production build: what each container runs, and `npm run serve -w <package>`.
// Usage: node tools/serve-one.mjs <host|mf-catalog|mf-stories|mf-legal|mf-consent>   (or PACKAGE=…, as in the image)
// PORT overrides the port, HOST the address (0.0.0.0), DIST_DIR the folder served (<package>/dist); the host also
// reads its runtime config (RUNTIME_CONFIG_JSON, the whole of it, or one variable per field), internal remote URLs
// FRAGMENT_TIMEOUT_MS, REGISTRY_URL (the release registry whose live versions it composes) and SITE_URL, its public origin (platform/src/topology/runtime-config-from-env.ts). npm start and the browser tests run one of these
// per deployable too (tools/run-topology.mjs). Logs are JSON lines on stdout; `{"event":"listening"}` says it is up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THIRD_PARTY_FRAME_ORIGINS } from '../shared/src/third-parties.ts';
import {
  internalManifestUrlsFromEnv,
  runtimeConfigFromEnv,
  siteUrlFromEnv,
} from '../platform/src/topology/runtime-config-from-env.ts';
import { createDeployableServer } from '../platform/src/deployable-server.ts';
import { createLiveReleases } from '../platform/src/host/live-releases.ts';
import { deployable } from '../platform/src/topology/topology.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const target = deployable(process.argv[2] ?? process.env.PACKAGE ?? '');
const port = Number(process.env.PORT ?? target.port);
const host = process.env.HOST ?? '0.0.0.0';
const log = (line) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: target.team, ...line })}\n`);

const isHost = target.team === 'host';
const runtimeConfig = isHost ? runtimeConfigFromEnv() : undefined;
const fragmentTimeoutMs = process.env.FRAGMENT_TIMEOUT_MS ? Number(process.env.FRAGMENT_TIMEOUT_MS) : undefined;
if (fragmentTimeoutMs !== undefined && !(Number.isInteger(fragmentTimeoutMs) && fragmentTimeoutMs > 0)) {
  log({
    level: 'fatal',
    message: `FRAGMENT_TIMEOUT_MS must be a positive whole number of milliseconds, got "${process.env.FRAGMENT_TIMEOUT_MS}"`,
  });
  process.exit(2);
}
const revalidateMs = process.env.PAGE_REVALIDATE_MS ? Number(process.env.PAGE_REVALIDATE_MS) : undefined;
if (revalidateMs !== undefined && !(Number.isInteger(revalidateMs) && revalidateMs >= 0)) {
  log({
    level: 'fatal',
    message: `PAGE_REVALIDATE_MS must be a whole number of milliseconds (0: compose every request), got "${process.env.PAGE_REVALIDATE_MS}"`,
  });
  process.exit(2);
}
let siteUrl;
try {
  siteUrl = isHost ? siteUrlFromEnv(process.env, port) : undefined;
} catch (error) {
  log({ level: 'fatal', message: error.message });
  process.exit(2);
}
const server = createDeployableServer({
  root: process.env.DIST_DIR ?? path.join(ROOT, target.dir, 'dist'),
  kind: isHost ? 'host' : 'remote',
  runtimeConfig,
  internalManifestUrls: isHost ? internalManifestUrlsFromEnv(runtimeConfig) : undefined,
  fragmentTimeoutMs,
  revalidateMs,
  siteUrl,
  liveReleases:
    isHost && process.env.REGISTRY_URL ? createLiveReleases({ registryUrl: process.env.REGISTRY_URL, log }) : undefined,
  // Developers' overrides, signed by the release registry with the same secret (docs/shipping-a-remote.md).
  overrideSecret: isHost ? process.env.OVERRIDE_SECRET || undefined : undefined,
  frameOrigins: THIRD_PARTY_FRAME_ORIGINS,
  log,
});
// A port already taken, an address that does not exist: said in one line, and the process ends (its supervisor,
// compose or tools/child-service.mjs, decides what follows).
server.once('error', (error) => {
  log({ level: 'fatal', message: `cannot listen on ${host}:${port}: ${String(error)}` });
  process.exit(1);
});
server.listen(port, host, () => log({ event: 'listening', port }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    log({ event: 'shutting-down', signal });
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Answers still on their way get 2 s to finish, then their connections are closed too.
    setTimeout(() => server.closeAllConnections(), 2000).unref();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
