import type { RemoteModuleProps } from '@storefront/shared';
import { CatalogConfigProvider } from '../config/catalog-config';
import { CollectionCardsGrid } from '../home/collection-cards-grid';

export default function CollectionCards({ config }: RemoteModuleProps) {
  return (
    <CatalogConfigProvider config={config}>
      <div data-build={__BUILD_ID__}>
        <CollectionCardsGrid />
      </div>
    </CatalogConfigProvider>
  );
}
