// The deployables and the servers beside them; docker-compose.yml must agree (tools/tools.test.mjs checks).
import type { RuntimeConfig } from '../../../shared/src/runtime-config.ts';
import { TEAM_REGISTRY } from '../../../shared/src/team-registry.ts';

export interface Deployable {
  team: string;
  /** Also its workspace. */
  dir: string;
  port: number;
}

export const DEPLOYABLES: readonly Deployable[] = TEAM_REGISTRY.map(({ team, folder, port }) => ({
  team,
  dir: folder,
  port,
}));

/** The consent team's newsletter collector (mf-consent/server). */
export const COLLECTOR = { service: 'newsletter-collector', port: 3005 };

/** Keeps and shows the collector's mails; never in production. */
// SMTP on 2525 (+ offset): 3025 + a test site's offset was a private site's collector port (3005 + offset + 20).
export const MAIL_CATCHER = { service: 'mail-catcher', port: 3006, smtpPort: 2525 };

/** Which version of each remote is live. */
export const RELEASE_REGISTRY = { service: 'release-registry', port: 3007 };

/** Under a remote's origin: /releases/<version>/mf-manifest.json. */
export const RELEASES_PATH = 'releases/';

/** Local compose stack only (docker-compose.yml sets the same). */
export const localReleaseTokenOf = (team: string) => `local-compose-stack-only-${team}-release-token`;

export const REMOTES: readonly Deployable[] = DEPLOYABLES.filter((d) => d.team !== 'host');

export function deployable(teamOrDir: string): Deployable {
  const found = DEPLOYABLES.find((d) => d.team === teamOrDir || d.dir === teamOrDir);
  if (!found) throw new Error(`Unknown deployable "${teamOrDir}". Known: ${DEPLOYABLES.map((d) => d.dir).join(', ')}`);
  return found;
}

/** `portOffset`: the browser tests run their own copies of the site beside `npm start`. */
export function localRuntimeConfig({ portOffset = 0 } = {}): RuntimeConfig {
  const origin = (port: number) => `http://localhost:${port + portOffset}`;
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.team, `${origin(r.port)}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
    newsletter: { endpoint: `${origin(COLLECTOR.port)}/api/newsletter`, mode: 'cors' },
    assetBaseUrl: null,
  };
}
