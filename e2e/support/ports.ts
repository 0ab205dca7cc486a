import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER } from './topology.mjs';

/**
 * Where the site under test lives.
 *
 * - Without BASE_URL (the default), every run of the browser tests serves its own copy of the composed site, its
 *   ports shifted by PORT_OFFSET (3000 + offset for the host …), so that it never collides with `npm start` or
 *   with another run.
 * - With BASE_URL (e.g. `BASE_URL=http://localhost:3000`), the tests run against a site that is already running
 *   and serve none of their own. The remotes and the collector are then on BASE_URL's host name with the
 *   topology's ports (platform/src/topology/topology.ts), unless CATALOG_URL, STORIES_URL, LEGAL_URL, CONSENT_URL or
 *   COLLECTOR_URL say otherwise.
 * - With BASE_URL and E2E_COMPOSE=1, that site is this repository's docker-compose stack: the tests that stop or
 *   redeploy a service (tagged @private-site) do it to the stack's containers (tools/compose/stack.mjs).
 */
export const BASE_URL: string | undefined = process.env.BASE_URL ? process.env.BASE_URL.replace(/\/+$/, '') : undefined;
/** The suite runs against a site that it did not start. */
export const RUNNING_SITE = BASE_URL !== undefined;
/** That site is this repository's docker-compose stack. */
export const COMPOSE = RUNNING_SITE && process.env.E2E_COMPOSE === '1';

/** The Playwright tag of a test that starts, stops or redeploys servers (`--grep-invert @private-site` skips them). */
export const PRIVATE_SITE_TAG = '@private-site';

/**
 * The Playwright tag of tests that replace a deployable's own build (a remote's or the host's) on its origin under an
 * open page (decision 0014). `npm test` runs them on the local topology, where such a deploy is a folder swapped in
 * seconds, with the same servers the images run; on the compose stack a team releases by a pointer move instead
 * (e2e/compose/release.spec.ts), and rebuilding an image per test would only cost minutes.
 */
export const ORIGIN_BUILD_TAG = '@origin-build';

/**
 * The Playwright tag of the smoke set: every team's pages composed, the language switch, a consent choice and a
 * confirmed newsletter signup. `npm test` runs the whole suite once against the compose stack (what ships) and
 * this set against the suite's own copy of the local topology (what `npm start` runs).
 */
export const SMOKE_TAG = '@smoke';

/** The port offset of the suite's own site (unused for the site under test in BASE_URL mode). */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
/** Private topologies (tests that stop a remote, outside compose mode) use offsets above this one, one per worker. */
export const PRIVATE_OFFSET_BASE = PORT_OFFSET + 20;

/** The environment variable that overrides each service's public origin in BASE_URL mode. */
const ORIGIN_VARIABLES: Record<string, string> = {
  catalog: 'CATALOG_URL',
  stories: 'STORIES_URL',
  legal: 'LEGAL_URL',
  consent: 'CONSENT_URL',
  [COLLECTOR.service]: 'COLLECTOR_URL',
  [MAIL_CATCHER.service]: 'MAIL_CATCHER_URL',
};

function portOf(team: string): number {
  if (team === COLLECTOR.service || team === 'collector') return COLLECTOR.port;
  if (team === MAIL_CATCHER.service) return MAIL_CATCHER.port;
  const found = DEPLOYABLES.find((d) => d.team === team);
  if (!found)
    throw new Error(
      `Unknown service "${team}". Known: ${[...DEPLOYABLES.map((d) => d.team), COLLECTOR.service].join(', ')}`,
    );
  return found.port;
}

function parsedBaseUrl(): URL {
  try {
    return new URL(BASE_URL!);
  } catch {
    throw new Error(
      `BASE_URL must be the site's address, such as http://localhost:3000; got "${process.env.BASE_URL}"`,
    );
  }
}

/**
 * The public origin (what a browser fetches) of a deployable or of the collector: `host`, `catalog`, `stories`,
 * `legal`, `consent` or `newsletter-collector`.
 */
export function originOf(team: string): string {
  const port = portOf(team);
  const service = team === 'collector' ? COLLECTOR.service : team;
  if (!RUNNING_SITE) return `http://localhost:${port + PORT_OFFSET}`;
  if (service === 'host') return SITE_URL;
  const override = process.env[ORIGIN_VARIABLES[service] ?? '']?.replace(/\/+$/, '');
  if (override) return override;
  const base = parsedBaseUrl();
  return `${base.protocol}//${base.hostname}:${port}`;
}

export const SITE_URL: string = RUNNING_SITE ? parsedBaseUrl().origin : `http://localhost:${3000 + PORT_OFFSET}`;
export const COLLECTOR_URL: string = originOf(COLLECTOR.service);
/** The local mail catcher that receives the collector's mails (npm start, the test sites, the compose stack). */
export const MAIL_CATCHER_URL: string = originOf(MAIL_CATCHER.service);

/**
 * How long the test sites' host waits for a remote's fragment (production: 400 ms, platform/src/host/page-composer.ts).
 * The tests run beside a browser per worker on two shared cores, where a local fragment now and then took longer
 * than 400 ms and the page came incomplete, as designed but not as the test meant. The tests check what a
 * complete and an incomplete page do, never the wait itself; the fault tests hold a remote for 4 s, beyond this.
 */
export const TEST_FRAGMENT_TIMEOUT_MS = 2_000;
