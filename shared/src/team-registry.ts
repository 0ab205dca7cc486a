import { LEGAL_SLUGS } from './paths.ts';

/**
 * The one list of the teams that ship a deployable: the host and the remotes it composes. Everything that names
 * the teams is derived from it (shared/src/teams.ts, route owners, platform/src/topology/topology.ts and so the ports of
 * `npm start` and the browser tests, ESLint's import boundaries, jest's projects, the runtime config's variables)
 * or checked against it by a test (docker-compose.yml, each remote's pre-rendered pages).
 * docs/shipping-a-remote.md walks through adding a team.
 *
 * Node loads this file as it is, by its path (platform/src/topology/topology.ts): keep to type annotations Node can strip, and
 * import only files that import nothing (paths.ts).
 */
export const TEAM_REGISTRY = [
  {
    team: 'host',
    /** The workspace folder, the `PACKAGE` of its image. */
    folder: 'host',
    /** Its port under `npm start`, and its container's port. */
    port: 3000,
    /** Modules a remote exposes to the host, as `./<name>` from src/exposes/<name>.tsx. */
    exposes: [],
    /** The paths it owns, as react-router patterns; the host owns "/" and every path no remote owns. */
    routes: [],
    /** Its i18next namespace: a package only ever adds and reads its own. */
    i18nNamespace: 'host',
  },
  {
    team: 'catalog',
    folder: 'mf-catalog',
    port: 3001,
    exposes: ['routes', 'collection-cards'],
    routes: ['collections/*', 'configure/*'],
    i18nNamespace: 'catalog',
  },
  {
    team: 'stories',
    folder: 'mf-stories',
    port: 3002,
    exposes: ['routes'],
    routes: ['about', 'news/*', 'muse-projects/*'],
    i18nNamespace: 'stories',
  },
  {
    team: 'legal',
    folder: 'mf-legal',
    port: 3003,
    exposes: ['routes'],
    // Each document has a short path (/privacy-policy) besides /legal/privacy-policy.
    routes: ['legal/*', ...LEGAL_SLUGS],
    i18nNamespace: 'legal',
  },
  {
    team: 'consent',
    folder: 'mf-consent',
    port: 3004,
    exposes: ['routes', 'cookie-consent', 'newsletter-band', 'newsletter-form'],
    // The newsletter's confirm and unsubscribe pages, opened from the collector's mails.
    routes: ['newsletter/*'],
    i18nNamespace: 'consent',
  },
] as const;

export type RegisteredTeam = (typeof TEAM_REGISTRY)[number];
