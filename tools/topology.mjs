// The deployables, their folders and ports, as the team registry (shared/src/team-registry.ts) lists them.
// `npm start`, the browser tests and the docker-compose check read it; docker-compose.yml must agree
// (tools/tools.test.mjs checks that it does).
import { TEAM_REGISTRY } from '../shared/src/team-registry.ts';

export const DEPLOYABLES = TEAM_REGISTRY.map(({ team, folder, port }) => ({ team, dir: folder, port }));

/** The consent team's newsletter collector (mf-consent/server). */
export const COLLECTOR = { service: 'newsletter-collector', port: 3005 };

/** A local SMTP server that keeps the collector's mails and shows them (development and tests, never production). */
// SMTP on 2525 (+ offset): 3025 + a test site's offset was a private site's collector port (3005 + offset + 20).
export const MAIL_CATCHER = { service: 'mail-catcher', port: 3006, smtpPort: 2525 };

export const REMOTES = DEPLOYABLES.filter((d) => d.team !== 'host');

export function deployable(teamOrDir) {
  const found = DEPLOYABLES.find((d) => d.team === teamOrDir || d.dir === teamOrDir);
  if (!found) throw new Error(`Unknown deployable "${teamOrDir}". Known: ${DEPLOYABLES.map((d) => d.dir).join(', ')}`);
  return found;
}

/**
 * The runtime config of a topology served on localhost, with every port shifted by `portOffset`
 * (the browser tests run their own copies of the site beside `npm start`).
 */
export function localRuntimeConfig({ portOffset = 0, hostname = 'localhost' } = {}) {
  const origin = (port) => `http://${hostname}:${port + portOffset}`;
  return {
    remotes: Object.fromEntries(REMOTES.map((r) => [r.team, `${origin(r.port)}/mf-manifest.json`])),
    newsletter: { endpoint: `${origin(COLLECTOR.port)}/api/newsletter`, mode: 'cors' },
    assetBaseUrl: null,
  };
}
