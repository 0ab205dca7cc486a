import { COLLECTION_SLUGS, collectionPath, productPath, type FragmentSource } from '@storefront/shared';
import { PRODUCTS } from '../data/products';
import CatalogRoutes from '../exposes/routes';
import CollectionCards from '../exposes/collection-cards';

/** Pre-rendered at build time (docs/decisions/0007): every collection and product page, the home cards, and the not-found screens. */
export const fragmentSource: FragmentSource<'catalog'> = {
  team: 'catalog',
  components: { routes: CatalogRoutes, 'collection-cards': CollectionCards },
  pages: [
    { module: 'collection-cards' },
    ...COLLECTION_SLUGS.map((slug) => ({ module: 'routes' as const, pagePath: collectionPath(slug) })),
    ...Object.keys(PRODUCTS).map((slug) => ({ module: 'routes' as const, pagePath: productPath(slug) })),
    // Every page of both sections is above, so any other path there is one the catalog does not have.
    { module: 'routes', notFoundIn: '/collections' },
    { module: 'routes', notFoundIn: '/configure' },
  ],
};
