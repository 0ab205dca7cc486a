import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config';
import { TEAM_REGISTRY, type RegisteredTeam } from './team-registry.ts';

/** Each mounted root carries data-boundary="<team>". */
export type BoundaryTeam = RegisteredTeam['team'];
/** Also the name of each one's federation container. */
export type RemoteTeam = Exclude<BoundaryTeam, 'host'>;
type RegisteredRemote = Extract<RegisteredTeam, { team: RemoteTeam }>;

// Marked pure so a script importing shared for something else (a team's tiny early script) drops them and the registry.
const isRemote = (entry: RegisteredTeam): entry is RegisteredRemote => entry.team !== 'host';
const REGISTERED_REMOTES = /*#__PURE__*/ TEAM_REGISTRY.filter(isRemote);

export const REMOTE_TEAMS: readonly RemoteTeam[] = /*#__PURE__*/ REGISTERED_REMOTES.map((entry) => entry.team);

/** The host asks for `${team}/${module}`: renaming one breaks the host. */
export const EXPOSED_MODULES = /*#__PURE__*/ Object.fromEntries(
  /*#__PURE__*/ REGISTERED_REMOTES.map((entry) => [entry.team, entry.exposes]),
) as {
  [Team in RemoteTeam]: Extract<RegisteredRemote, { team: Team }>['exposes'];
};

export type ExposedModuleName<T extends RemoteTeam> = (typeof EXPOSED_MODULES)[T][number];

export interface RemoteModuleProps {
  config: RuntimeConfig;
}

export interface ExposedComponentModule {
  default: ComponentType<RemoteModuleProps>;
}

/** A package only ever adds and reads its own. */
export const I18N_NAMESPACES = /*#__PURE__*/ Object.fromEntries(
  /*#__PURE__*/ TEAM_REGISTRY.map((entry) => [entry.team, entry.i18nNamespace]),
) as {
  [Team in BoundaryTeam]: Extract<RegisteredTeam, { team: Team }>['i18nNamespace'];
};
