// Serves the five deployables (and the newsletter collector) on localhost, each on its own port and origin,
// exactly as the containers do. Used by `npm start` and by the browser tests, which also stop and restart
// single services to prove that the site survives a missing remote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildService } from './child-service.mjs';
import { createStaticServer } from './static-server.mjs';
import { VIDEO_PLAYER_ORIGINS } from './third-party-origins.mjs';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, localRuntimeConfig } from './topology.mjs';

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

function portOf(team) {
  if (team === MAIL_CATCHER.service) return MAIL_CATCHER.port;
  return DEPLOYABLES.find((d) => d.team === team)?.port ?? COLLECTOR.port;
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
 * @param {boolean} [options.collector]  start the newsletter collector and the mail catcher it sends to (default true)
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
  const collectorPort = COLLECTOR.port + portOffset;

  // The collector and the mail catcher run as processes of their own: a crash of one leaves the site up.
  function childServiceSettings(team) {
    const log_ = (line) => log({ service: team, ...line });
    if (team === MAIL_CATCHER.service) {
      const webPort = MAIL_CATCHER.port + portOffset;
      return {
        name: team,
        cwd: ROOT,
        args: ['mf-consent/server/mail/dev-mail-catcher-main.ts'],
        env: { HOST: hostname, WEB_PORT: String(webPort), SMTP_PORT: String(MAIL_CATCHER.smtpPort + portOffset) },
        readyUrl: `http://${hostname}:${webPort}/api/messages`,
        log: log_,
      };
    }
    return {
      name: team,
      cwd: ROOT,
      args: ['mf-consent/server/main.ts'],
      env: {
        NODE_ENV: 'development',
        PORT: String(collectorPort),
        HOST: hostname,
        DATA_DIR: dataDir ?? path.join(ROOT, '.var', `collector-${portOffset}`),
        ALLOWED_ORIGINS: siteOrigins.join(','),
        SITE_URL: siteUrl,
        COLLECTOR_PUBLIC_URL: `http://localhost:${collectorPort}`,
        SMTP_URL: `smtp://${hostname}:${MAIL_CATCHER.smtpPort + portOffset}`,
        NEWSLETTER_EXPORT_TOKEN: process.env.NEWSLETTER_EXPORT_TOKEN ?? 'local-export-token',
        DATABASE_URL: process.env.NEWSLETTER_DATABASE_URL ?? '',
      },
      readyUrl: `http://${hostname}:${collectorPort}/healthz`,
      log: log_,
    };
  }

  async function start(team, overrides = {}) {
    if (team === COLLECTOR.service || team === MAIL_CATCHER.service) {
      const service = await startChildService(childServiceSettings(team));
      running.set(team, { close: () => service.stop(), kill: (signal) => service.kill(signal) });
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

  const services = [...DEPLOYABLES.map((d) => d.team), ...(collector ? [MAIL_CATCHER.service, COLLECTOR.service] : [])];
  await Promise.all(services.filter((team) => team !== COLLECTOR.service).map((team) => start(team)));
  // The collector checks its SMTP settings at start: the mail catcher comes first.
  if (collector) await start(COLLECTOR.service);
  // One page composed before the first visitor: the host's first fetch of fragments also loads Node's HTTP client
  // and wakes every server, which on a busy machine took longer than the composer waits for a fragment.
  await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

  return {
    config,
    siteUrl,
    urlOf: (team) => `http://localhost:${portOf(team) + portOffset}`,
    /** Ends a child service abruptly (SIGKILL by default), as a crash would. */
    async kill(team, signal) {
      const service = running.get(team);
      running.delete(team);
      await service?.kill?.(signal);
    },
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
