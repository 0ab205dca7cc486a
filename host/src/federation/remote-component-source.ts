import { createContext, type ComponentType } from 'react';
import type { RemoteModuleProps, RemoteTeam } from '@storefront/shared';
import { lazyExposedComponent } from './remote-registry';

/**
 * In the browser, the federated module; on the server, a stand-in writing the pre-rendered fragment
 * (host/src/server/render-page.tsx), so the same tree renders on both sides.
 */
export type RemoteComponentSource = (team: RemoteTeam, module: string) => ComponentType<RemoteModuleProps>;

export const RemoteComponentSourceContext = createContext<RemoteComponentSource>(
  lazyExposedComponent as unknown as RemoteComponentSource,
);
