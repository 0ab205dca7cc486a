// The one description of the deployables: their folders and ports. `npm start`, the browser tests and the
// docker-compose check read it; docker-compose.yml must agree (tools/tools.test.mjs checks that it does).

export const DEPLOYABLES = [
  { team: 'host', dir: 'host', port: 3000 },
  { team: 'catalog', dir: 'mf-catalog', port: 3001 },
  { team: 'stories', dir: 'mf-stories', port: 3002 },
  { team: 'legal', dir: 'mf-legal', port: 3003 },
  { team: 'consent', dir: 'mf-consent', port: 3004 },
];

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
