import { COLLECTION_SLUGS, collectionPath, productPath, type FragmentSource } from '@storefront/shared';
import { PRODUCTS } from '../data/products';
import CatalogRoutes from '../exposes/routes';
import CollectionCards from '../exposes/collection-cards';

const PAGE_PATHS = [
  ...COLLECTION_SLUGS.map((slug) => collectionPath(slug)),
  ...Object.keys(PRODUCTS).map((slug) => productPath(slug)),
];

/** What is pre-rendered at build time (docs/decisions/0007). */
export const fragmentSource: FragmentSource<'catalog'> = {
  team: 'catalog',
  components: { routes: CatalogRoutes, 'collection-cards': CollectionCards },
  pages: [
    { module: 'collection-cards' },
    ...PAGE_PATHS.map((pagePath) => ({ module: 'routes' as const, pagePath })),
    // Every page of both sections is above, so any other path there is one the catalog does not have.
    { module: 'routes', notFoundIn: '/collections' },
    { module: 'routes', notFoundIn: '/configure' },
  ],
  // Every page of both sections is one to index, La Bichota's too (no collection lists it; its page is public).
  sitemap: PAGE_PATHS,
};
