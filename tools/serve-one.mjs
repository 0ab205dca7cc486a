// Serves one deployable's production build: what each container runs, and `npm run serve -w <package>`.
// Usage: node tools/serve-one.mjs <host|mf-catalog|mf-stories|mf-legal|mf-consent>   (PORT overrides the port)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_PLAYER_ORIGINS } from './third-party-origins.mjs';
import { runtimeConfigFromEnv } from './runtime-config-from-env.mjs';
import { createStaticServer } from './static-server.mjs';
import { deployable } from './topology.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const target = deployable(process.argv[2] ?? '');
const port = Number(process.env.PORT ?? target.port);
const host = process.env.HOST ?? '0.0.0.0';
const log = (line) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: target.team, ...line })}\n`);

const server = createStaticServer({
  root: process.env.DIST_DIR ?? path.join(ROOT, target.dir, 'dist'),
  kind: target.team === 'host' ? 'host' : 'remote',
  runtimeConfig: target.team === 'host' ? runtimeConfigFromEnv() : undefined,
  frameOrigins: VIDEO_PLAYER_ORIGINS,
  log,
});
server.listen(port, host, () => log({ event: 'listening', port }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    log({ event: 'shutting-down', signal });
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
