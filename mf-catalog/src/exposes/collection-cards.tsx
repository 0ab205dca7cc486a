import type { RemoteModuleProps } from '@storefront/shared';
import { CatalogConfigContext } from '../config/catalog-config';
import { CollectionCardsGrid } from '../home/collection-cards-grid';

export default function CollectionCards({ config }: RemoteModuleProps) {
  return (
    <CatalogConfigContext value={config}>
      <div data-build={__BUILD_ID__}>
        <CollectionCardsGrid />
      </div>
    </CatalogConfigContext>
  );
}
