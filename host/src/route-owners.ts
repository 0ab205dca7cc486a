import { LEGAL_SLUGS, type RemoteTeam } from '@storefront/shared';

/**
 * Which team owns which path (product decisions, "Ownership of routes and fragments"). The host owns "/" and
 * everything that matches nothing here (the 404 screen). Patterns use react-router syntax.
 */
export const REMOTE_ROUTES: readonly { path: string; team: RemoteTeam }[] = [
  { path: 'collections/*', team: 'catalog' },
  { path: 'configure/*', team: 'catalog' },
  { path: 'about', team: 'stories' },
  { path: 'news/*', team: 'stories' },
  { path: 'muse-projects/*', team: 'stories' },
  { path: 'legal/*', team: 'legal' },
  ...LEGAL_SLUGS.map((slug) => ({ path: slug, team: 'legal' as const })),
  // The newsletter's confirm and unsubscribe pages, opened from the collector's mails (issue 23).
  { path: 'newsletter/*', team: 'consent' },
];
