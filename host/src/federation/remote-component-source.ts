import { createContext, type ComponentType } from 'react';
import type { RemoteModuleProps, RemoteTeam } from '@storefront/shared';
import { lazyExposedComponent } from './remote-registry';

/**
 * Where a RemoteSlot gets the component it mounts. In the browser: the remote's exposed module, loaded through
 * the federation runtime. On the host's server: a stand-in that writes the remote's pre-rendered fragment
 * (host/src/server/render-page.tsx), so the same tree renders on both sides.
 */
export type RemoteComponentSource = (team: RemoteTeam, module: string) => ComponentType<RemoteModuleProps>;

export const RemoteComponentSourceContext = createContext<RemoteComponentSource>(
  lazyExposedComponent as unknown as RemoteComponentSource,
);
