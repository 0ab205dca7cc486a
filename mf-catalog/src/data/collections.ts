import type { CollectionSlug } from '@storefront/shared';
import { PRODUCTS } from './products';
import type { Product } from './types';

export type ProductCollectionSlug = Exclude<CollectionSlug, 'resort'>;

/** Which products each collection page shows, in order (spec section 2). La Bichota is not in the grid. */
export const COLLECTION_PRODUCTS: Record<ProductCollectionSlug, readonly string[]> = {
  carriel: ['patron', 'patrona', 'donjuan', 'vino', 'arena'],
  'mini-carriels': ['mini-caramelo-croco', 'mini-arena-croco', 'mini-negro', 'mini-flor-de-tierra', 'mini-vino-croco'],
  'baguette-carriels': [
    'baguette-vino-croco',
    'baguette-arena-croco',
    'baguette-caramelo-croco',
    'baguette-medianoche-croco',
    'baguette-esmeralda-croco',
  ],
};

export function productsOf(collection: ProductCollectionSlug): Product[] {
  return COLLECTION_PRODUCTS[collection].map((slug) => {
    const product = PRODUCTS[slug];
    if (!product) throw new Error(`Collection ${collection} lists unknown product ${slug}`);
    return product;
  });
}

/** The three collections shown as cards on the home page, with the product whose artwork represents each. */
export const HOME_COLLECTION_CARDS: readonly { collection: ProductCollectionSlug; coverProduct: string }[] = [
  { collection: 'carriel', coverProduct: 'patron' },
  { collection: 'mini-carriels', coverProduct: 'mini-caramelo-croco' },
  { collection: 'baguette-carriels', coverProduct: 'baguette-esmeralda-croco' },
];
