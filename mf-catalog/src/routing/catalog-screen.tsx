import { matchPath, useLocation } from 'react-router-dom';
import { CollectionPage } from '../collections/collection-page';
import { ResortPage } from '../collections/resort-page';
import { COLLECTION_PRODUCTS, type ProductCollectionSlug } from '../data/collections';
import { findProduct } from '../data/products';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { ProductPage } from '../product/product-page';

/** Slugs are short ASCII words; anything longer is not worth decoding. */
const MAX_SLUG_LENGTH = 200;

/** Decodes a path segment taken from the address bar; malformed escapes stay as they are. */
function decodeSegment(segment: string): string {
  if (segment.length > MAX_SLUG_LENGTH) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isProductCollection = (slug: string): slug is ProductCollectionSlug => Object.hasOwn(COLLECTION_PRODUCTS, slug);

/** Picks the catalog screen for the current address (the host mounts us for /collections/* and /configure/*). */
export function CatalogScreen() {
  const { pathname } = useLocation();

  const collection = matchPath('/collections/:slug', pathname)?.params.slug;
  if (collection !== undefined) {
    const slug = decodeSegment(collection);
    if (slug === 'resort') return <ResortPage />;
    if (isProductCollection(slug)) return <CollectionPage collection={slug} />;
    return <NotFoundScreen kind="page" />;
  }

  const model = matchPath('/configure/:model', pathname)?.params.model;
  if (model !== undefined) {
    const product = findProduct(decodeSegment(model));
    return product ? <ProductPage key={product.slug} product={product} /> : <NotFoundScreen kind="product" />;
  }

  return <NotFoundScreen kind={pathname.startsWith('/configure') ? 'product' : 'page'} />;
}
