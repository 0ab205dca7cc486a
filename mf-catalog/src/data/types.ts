import type { CollectionSlug, SupportedLanguage } from '@storefront/shared';

export type Localized = Record<SupportedLanguage, string>;

/** Camera angles the artwork is drawn from; the gallery's alt texts name them. */
export type ImageView = 'front' | 'angle' | 'detail' | 'open' | 'worn' | 'certificate';

export interface ProductImage {
  /** Path below the asset base URL, e.g. images/catalog/patron-1.svg. */
  path: string;
  view: ImageView;
}

/** Width x height x depth, in centimetres, as strings (spec section 3). */
export type Dimensions = Record<'width' | 'height' | 'depth', string>;

export interface Product {
  slug: string;
  name: string;
  /** Price in euro; shown everywhere through formatPrice (one source of truth). */
  price: number;
  currency: 'EUR';
  /** 2 to 6 images; the first is the card's primary image, the second its hover image. */
  images: readonly ProductImage[];
  description: Localized;
  /** One or two sentences on the piece, at most 160 characters: the page's description in search results and shares. */
  summary: Localized;
  /** The leather and colour, for texts and alt texts. */
  leather: Localized;
  /** The buckle and its metal, for the alt text of the close-up. */
  buckle: Localized;
  dimensions: Dimensions;
  isLimited: boolean;
  /** External payment page, or "#" when the piece is made to order on enquiry. */
  stripeLink: string;
  /** Route of the detail page. */
  link: string;
  collection: Exclude<CollectionSlug, 'resort'>;
}

export interface ResortItem {
  id: string;
  name: string;
  price: number;
  image: string;
  /** The partner's external shop page; null only while a development build has no link for it. */
  shopLink: string | null;
}
