import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config';

/** The four independently deployed remotes. */
export const REMOTE_TEAMS = ['catalog', 'stories', 'legal', 'consent'] as const;
export type RemoteTeam = (typeof REMOTE_TEAMS)[number];

/** Every team that owns part of a page; each mounted root carries data-boundary="<team>". */
export type BoundaryTeam = 'host' | RemoteTeam;

/** Federation container name of each remote (the "name" of its ModuleFederationPlugin). */
export const FEDERATION_NAMES: Record<RemoteTeam, string> = {
  catalog: 'catalog',
  stories: 'stories',
  legal: 'legal',
  consent: 'consent',
};

/**
 * What each remote exposes. The host asks for `${team}/${module}`; the remote's federation config maps
 * `./${module}` to a file in its src/exposes/ folder. Renaming one of these is a breaking change for the host.
 */
export const EXPOSED_MODULES = {
  catalog: ['routes', 'collection-cards'],
  stories: ['routes'],
  legal: ['routes'],
  consent: ['routes', 'cookie-consent', 'newsletter-band', 'newsletter-form'],
} as const satisfies Record<RemoteTeam, readonly string[]>;

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
export const I18N_NAMESPACES: Record<BoundaryTeam, string> = {
  host: 'host',
  catalog: 'catalog',
  stories: 'stories',
  legal: 'legal',
  consent: 'consent',
};
