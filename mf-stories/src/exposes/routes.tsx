import type { RemoteModuleProps } from '@storefront/shared';
import { StoriesScreen } from '../routing/stories-screen';

/** The stories team's screens: /about, /news/:slug and /muse-projects/:name, or its own not-found screen. */
export default function StoriesRoutes({ config }: RemoteModuleProps) {
  return (
    <div data-build={__BUILD_ID__}>
      <StoriesScreen config={config} />
    </div>
  );
}
