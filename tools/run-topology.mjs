// Serves the five deployables (and the newsletter collector) on localhost, each on its own port and origin,
// exactly as the containers do. Used by `npm start` and by the browser tests, which also stop and restart
// single services to prove that the site survives a missing remote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createStaticServer } from './static-server.mjs';
import { VIDEO_PLAYER_ORIGINS } from './third-party-origins.mjs';
import { COLLECTOR, DEPLOYABLES, localRuntimeConfig } from './topology.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function listen(server, port, hostname) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/**
 * @param {object} [options]
 * @param {number} [options.portOffset]  shifts every port (tests run beside `npm start`)
 * @param {Record<string,string>} [options.roots]  team -> folder to serve instead of <package>/dist
 * @param {object} [options.runtimeConfig]  overrides the computed runtime config (tests of a broken config)
 * @param {string} [options.dataDir]  where the collector keeps its data
 * @param {boolean} [options.collector]  start the newsletter collector (default true)
 * @param {number} [options.fragmentTimeoutMs] how long the host waits for a remote's fragment (default 400 ms)
 * @param {(line: object) => void} [options.log]
 */
export async function startTopology({ portOffset = 0, roots = {}, runtimeConfig, dataDir, collector = true, fragmentTimeoutMs, log = () => undefined } = {}) {
  const config = runtimeConfig ?? localRuntimeConfig({ portOffset });
  const hostname = '127.0.0.1';
  const running = new Map();
  const hostPort = DEPLOYABLES.find((d) => d.team === 'host').port + portOffset;
  const siteUrl = `http://localhost:${hostPort}`;
  const siteOrigins = [siteUrl, `http://127.0.0.1:${hostPort}`];

  async function start(team, overrides = {}) {
    if (team === COLLECTOR.service) {
      const collectorModule = path.join(ROOT, 'mf-consent/server/collector.mjs');
      if (!existsSync(collectorModule)) return;
      const { startCollector } = await import(pathToFileURL(collectorModule).href);
      const handle = await startCollector({
        port: COLLECTOR.port + portOffset,
        host: hostname,
        dataDir: dataDir ?? path.join(ROOT, '.var', `collector-${portOffset}`),
        allowedOrigins: siteOrigins,
        exportToken: process.env.NEWSLETTER_EXPORT_TOKEN ?? 'local-export-token',
        log: (line) => log({ service: COLLECTOR.service, ...line }),
      });
      running.set(team, { close: () => handle.close() });
      return;
    }
    const entry = DEPLOYABLES.find((d) => d.team === team);
    if (!entry) throw new Error(`Unknown service ${team}`);
    const root = overrides.root ?? roots[team] ?? path.join(ROOT, entry.dir, 'dist');
    if (!existsSync(root)) throw new Error(`${root} does not exist: build first (npm run build)`);
    const server = createStaticServer({
      root,
      kind: team === 'host' ? 'host' : 'remote',
      runtimeConfig: config,
      frameOrigins: VIDEO_PLAYER_ORIGINS,
      fragmentTimeoutMs,
      log: (line) => log({ service: team, ...line }),
    });
    await listen(server, entry.port + portOffset, hostname);
    running.set(team, { close: () => closeServer(server) });
  }

  async function stop(team) {
    const service = running.get(team);
    running.delete(team);
    if (service) await service.close();
  }

  const services = [...DEPLOYABLES.map((d) => d.team), ...(collector ? [COLLECTOR.service] : [])];
  await Promise.all(services.map((team) => start(team)));
  // One page composed before the first visitor: the host's first fetch of fragments also loads Node's HTTP client
  // and wakes every server, which on a busy machine took longer than the composer waits for a fragment.
  await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

  return {
    config,
    siteUrl,
    urlOf: (team) => `http://localhost:${(DEPLOYABLES.find((d) => d.team === team)?.port ?? COLLECTOR.port) + portOffset}`,
    start,
    stop,
    /** Replaces a running service with a fresh one, e.g. serving a new build of a remote. */
    async redeploy(team, overrides) {
      await stop(team);
      await start(team, overrides);
    },
    async close() {
      await Promise.all([...running.keys()].map((team) => stop(team)));
    },
  };
}
