import type { RemoteModuleProps } from '@storefront/shared';
import { CatalogConfigProvider } from '../config/catalog-config';
import { CatalogScreen } from '../routing/catalog-screen';

/** The catalog's screens: /collections/* and /configure/:model. */
export default function CatalogRoutes({ config }: RemoteModuleProps) {
  return (
    <CatalogConfigProvider config={config}>
      <div data-build={__BUILD_ID__}>
        <CatalogScreen />
      </div>
    </CatalogConfigProvider>
  );
}
