// Serves the five deployables (and the newsletter collector) on localhost, each on its own port and origin and
// in its own process, exactly as the containers do: the host and the remotes run tools/serve-one.mjs (what their
// images run), the collector and the mail catcher their own entry files, all supervised by tools/child-service.mjs
// (one that crashes is started again, and the others never notice). Used by `npm start` and by the browser tests,
// which also stop and restart single services to prove that the site survives a missing remote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildService } from './child-service.mjs';
import {
  INTERNAL_MANIFEST_VARIABLES,
  RUNTIME_CONFIG_VARIABLES,
} from '../platform/src/topology/runtime-config-from-env.ts';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, localRuntimeConfig } from '../platform/src/topology/topology.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function portOf(team) {
  if (team === MAIL_CATCHER.service) return MAIL_CATCHER.port;
  return DEPLOYABLES.find((d) => d.team === team)?.port ?? COLLECTOR.port;
}

/**
 * @param {object} [options]
 * @param {number} [options.portOffset]  shifts every port (tests run beside `npm start`)
 * @param {Record<string,string>} [options.roots]  team -> folder to serve instead of <package>/dist
 * @param {Record<string,string>} [options.checkouts]  team -> another checkout of this repository (an earlier release)
 *   whose own server and build run that deployable
 * @param {object} [options.runtimeConfig]  overrides the computed runtime config (tests of a broken config)
 * @param {string} [options.dataDir]  where the collector keeps its data
 * @param {boolean} [options.collector]  start the newsletter collector and the mail catcher it sends to (default true)
 * @param {number} [options.fragmentTimeoutMs] how long the host waits for a remote's fragment (default 400 ms)
 * @param {(line: object) => void} [options.log]
 */
export async function startTopology({
  portOffset = 0,
  roots = {},
  checkouts = {},
  runtimeConfig,
  dataDir,
  collector = true,
  fragmentTimeoutMs,
  log = () => undefined,
} = {}) {
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

  /**
   * A deployable's static server, run as its container runs it (tools/serve-one.mjs), with what it reads from the
   * environment set here alone: nothing of this process's own environment (a RUNTIME_CONFIG_JSON, a
   * CATALOG_INTERNAL_MANIFEST_URL …) reaches it unless this topology says so.
   */
  function staticServiceSettings(entry, root) {
    const isHost = entry.team === 'host';
    const unset = (names) => Object.fromEntries(names.map((name) => [name, '']));
    return {
      name: entry.team,
      cwd: checkouts[entry.team] ?? ROOT,
      args: ['tools/serve-one.mjs', entry.dir],
      env: {
        ...unset(Object.keys(RUNTIME_CONFIG_VARIABLES)),
        ...unset(Object.values(INTERNAL_MANIFEST_VARIABLES)),
        PACKAGE: entry.dir,
        PORT: String(entry.port + portOffset),
        HOST: hostname,
        DIST_DIR: root,
        // The whole config, as JSON: a test's deliberately broken one included.
        RUNTIME_CONFIG_JSON: isHost ? JSON.stringify(config) : '',
        FRAGMENT_TIMEOUT_MS: fragmentTimeoutMs === undefined ? '' : String(fragmentTimeoutMs),
      },
      readyWhen: (line) => line.event === 'listening',
      log: (line) => log({ service: entry.team, ...line }),
    };
  }

  async function start(team, overrides = {}) {
    if (running.has(team)) throw new Error(`${team} is already running: stop it first`);
    let settings;
    if (team === COLLECTOR.service || team === MAIL_CATCHER.service) {
      settings = childServiceSettings(team);
    } else {
      const entry = DEPLOYABLES.find((d) => d.team === team);
      if (!entry) throw new Error(`Unknown service ${team}`);
      const checkout = checkouts[team] ?? ROOT;
      const root = path.resolve(overrides.root ?? roots[team] ?? path.join(checkout, entry.dir, 'dist'));
      if (!existsSync(root)) throw new Error(`${root} does not exist: build first (npm run build)`);
      settings = staticServiceSettings(entry, root);
    }
    const service = await startChildService(settings);
    running.set(team, service);
  }

  async function stop(team) {
    const service = running.get(team);
    running.delete(team);
    if (service) await service.stop();
  }

  const services = [...DEPLOYABLES.map((d) => d.team), ...(collector ? [MAIL_CATCHER.service, COLLECTOR.service] : [])];
  try {
    // Side by side: each is a process of its own (about 0.2 s each to start here), the two cores share the work.
    const started = await Promise.allSettled(
      services.filter((team) => team !== COLLECTOR.service).map((team) => start(team)),
    );
    const failure = started.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    // The collector checks its SMTP settings at start: the mail catcher comes first.
    if (collector) await start(COLLECTOR.service);
  } catch (error) {
    // Nothing is left running behind a topology that could not start (its processes would hold their ports).
    await Promise.all([...running.keys()].map((team) => stop(team)));
    throw error;
  }
  // One page composed before the first visitor: the host's first fetch of fragments also loads Node's HTTP client
  // and wakes every server, which on a busy machine took longer than the composer waits for a fragment.
  await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

  return {
    config,
    siteUrl,
    urlOf: (team) => `http://localhost:${portOf(team) + portOffset}`,
    /**
     * Ends a service's process abruptly (SIGKILL by default), as a crash would; resolves once it has ended. Like
     * after a crash, its supervisor starts it again a moment later (and logs it); stop() ends it for good.
     */
    async kill(team, signal) {
      await running.get(team)?.kill(signal);
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
