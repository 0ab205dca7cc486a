import { LEGAL_SLUGS } from './paths.ts';

/**
 * The one list of teams that ship a deployable. Everything naming the teams derives from it or is checked against it
 * by a test; docs/shipping-a-remote.md walks through adding one.
 * Node loads this file by path (platform/src/topology/topology.ts): keep to strippable types, and import only files
 * that import nothing (paths.ts).
 */
export const TEAM_REGISTRY = [
  {
    team: 'host',
    /** Also the `PACKAGE` of its image. */
    folder: 'host',
    /** Under `npm start` and in its container. */
    port: 3000,
    /** As `./<name>` from src/exposes/<name>.tsx. */
    exposes: [],
    /** React-router patterns; the host owns "/" and every path no remote owns. */
    routes: [],
    /** A package only ever adds and reads its own. */
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
