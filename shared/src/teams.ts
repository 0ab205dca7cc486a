import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config';
import { TEAM_REGISTRY, type RegisteredTeam } from './team-registry.ts';

/** Every team that owns part of a page; each mounted root carries data-boundary="<team>". */
export type BoundaryTeam = RegisteredTeam['team'];
/** The independently deployed remotes, and the name of each one's federation container. */
export type RemoteTeam = Exclude<BoundaryTeam, 'host'>;
type RegisteredRemote = Extract<RegisteredTeam, { team: RemoteTeam }>;

// The computed values below are marked pure (/*#__PURE__*/): a script that imports shared for something else (a
// team's early script, a few hundred bytes) leaves them, and the registry, out of its bundle.
const isRemote = (entry: RegisteredTeam): entry is RegisteredRemote => entry.team !== 'host';
const REGISTERED_REMOTES = /*#__PURE__*/ TEAM_REGISTRY.filter(isRemote);

export const REMOTE_TEAMS: readonly RemoteTeam[] = /*#__PURE__*/ REGISTERED_REMOTES.map((entry) => entry.team);

/**
 * What each remote exposes. The host asks for `${team}/${module}`; the remote's federation config maps
 * `./${module}` to a file in its src/exposes/ folder. Renaming one of these is a breaking change for the host.
 */
export const EXPOSED_MODULES = /*#__PURE__*/ Object.fromEntries(
  /*#__PURE__*/ REGISTERED_REMOTES.map((entry) => [entry.team, entry.exposes]),
) as {
  [Team in RemoteTeam]: Extract<RegisteredRemote, { team: Team }>['exposes'];
};

export type ExposedModuleName<T extends RemoteTeam> = (typeof EXPOSED_MODULES)[T][number];

/** Props the host passes to every exposed component. */
export interface RemoteModuleProps {
  /** The deployment's runtime configuration (endpoints, asset base URL). */
  config: RuntimeConfig;
}

/** Shape of every exposed module: a React component as default export. */
export interface ExposedComponentModule {
  default: ComponentType<RemoteModuleProps>;
}

/** i18next namespace owned by each package; a package only ever adds and reads its own. */
export const I18N_NAMESPACES = /*#__PURE__*/ Object.fromEntries(
  /*#__PURE__*/ TEAM_REGISTRY.map((entry) => [entry.team, entry.i18nNamespace]),
) as {
  [Team in BoundaryTeam]: Extract<RegisteredTeam, { team: Team }>['i18nNamespace'];
};
