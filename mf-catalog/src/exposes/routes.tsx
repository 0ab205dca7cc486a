import type { RemoteModuleProps } from '@storefront/shared';
import { CatalogConfigContext } from '../config/catalog-config';
import { CatalogScreen } from '../routing/catalog-screen';

/** The catalog's screens: /collections/* and /configure/:model. */
export default function CatalogRoutes({ config }: RemoteModuleProps) {
  return (
    <CatalogConfigContext value={config}>
      <div data-build={__BUILD_ID__}>
        <CatalogScreen />
      </div>
    </CatalogConfigContext>
  );
}
