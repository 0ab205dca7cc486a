import { TEAM_REGISTRY, type RemoteTeam } from '@storefront/shared';

/** Product decisions, "Ownership of routes and fragments": the host owns "/" and whatever matches nothing here. */
export const REMOTE_ROUTES: readonly { path: string; team: RemoteTeam }[] = TEAM_REGISTRY.flatMap((entry) =>
  entry.team === 'host' ? [] : entry.routes.map((path) => ({ path, team: entry.team })),
);
