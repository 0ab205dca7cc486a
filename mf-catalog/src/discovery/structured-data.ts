import type { BreadcrumbList, ItemList, Offer, Product as SchemaProduct, PropertyValue, WithContext } from 'schema-dts';
import { BRAND_NAME } from '@storefront/shared';
import { LIMITED_EDITION_PIECES, NO_PAYMENT_LINK } from '../data/products';
import { productShareImage } from '../data/share-images';
import type { Product } from '../data/types';
import type { useTeamTranslation } from '../i18n/use-team-translation';

// The catalog pages' schema.org JSON-LD. Page URLs are root-relative (the host's server makes them absolute), image
// URLs absolute already. The pages' tests judge it by shared/src/structured-data-rules.test-support.ts.

/** The trail from the home page (named `home`) to the page, in the page's language; the page itself needs no path. */
export function breadcrumbJsonLd(
  home: string,
  rest: readonly { name: string; path?: string }[],
): WithContext<BreadcrumbList> {
  const trail = [{ name: home, path: '/' }, ...rest];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      ...(path && index < trail.length - 1 ? { item: path } : {}),
    })),
  };
}

/** A collection's products in the order the page shows them, by their pages. */
export function productListJsonLd(name: string, products: readonly Product[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: product.link,
    })),
  };
}

/** The product and its pre-order offer (made to order), with a BuyAction where it has a payment page. */
export function productJsonLd(
  product: Product,
  { t, localize }: Pick<ReturnType<typeof useTeamTranslation>, 't' | 'localize'>,
  assetUrl: (path: string) => string,
): WithContext<SchemaProduct> {
  const offer: Offer = {
    '@type': 'Offer',
    url: product.link,
    price: product.price,
    priceCurrency: product.currency,
    availability: 'https://schema.org/PreOrder',
    itemCondition: 'https://schema.org/NewCondition',
    ...(product.stripeLink !== NO_PAYMENT_LINK && {
      potentialAction: {
        '@type': 'BuyAction',
        target: { '@type': 'EntryPoint', urlTemplate: product.stripeLink },
      },
    }),
  };
  // The edition's size, not the stock left: how many of the hundred are still to be made is not known here.
  const limitedEdition: PropertyValue = {
    '@type': 'PropertyValue',
    name: t('product.limitedBadge'),
    value: LIMITED_EDITION_PIECES,
    unitText: t('product.limitedUnit'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: localize(product.description),
    // The artwork (SVG), then the share image: a PNG for whoever reads no SVG (merchant listings).
    image: [...product.images.map((image) => assetUrl(image.path)), assetUrl(productShareImage(product.slug))],
    sku: product.slug,
    url: product.link,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    // The collection's name: two lines may hold a bag of the same name (decision 0013).
    category: t(`collections.${product.collection}.title`),
    material: localize(product.leather),
    ...(product.isLimited && { additionalProperty: limitedEdition }),
    offers: offer,
  };
}
