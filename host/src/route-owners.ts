import { TEAM_REGISTRY, type RemoteTeam } from '@storefront/shared';

/**
 * Which team owns which path (product decisions, "Ownership of routes and fragments"), from the team registry.
 * The host owns "/" and everything that matches nothing here (the 404 screen). Patterns use react-router syntax.
 */
export const REMOTE_ROUTES: readonly { path: string; team: RemoteTeam }[] = TEAM_REGISTRY.flatMap((entry) =>
  entry.team === 'host' ? [] : entry.routes.map((path) => ({ path, team: entry.team })),
);
