import externalLinks from './external-links.json';
import type { ResortItem } from './types';

/** The partner's collection page (the Visit button); null only in a development build without the link. */
export const PARTNER_COLLECTION_URL: string | null = externalLinks.partnerShop.collection;

const shopLinks: Record<string, string | null> = externalLinks.partnerShop.items;

const item = (id: string, name: string, price: number): ResortItem => ({
  id,
  name,
  price,
  image: `images/catalog/resort-${id}.svg`,
  shopLink: (Object.hasOwn(shopLinks, id) ? shopLinks[id] : null) ?? PARTNER_COLLECTION_URL,
});

/** Six handwoven bags of the partner's resort line (prices within the spec's 180-340 EUR). */
export const RESORT_ITEMS: readonly ResortItem[] = [
  item('mini-wayuu-natural', 'Mini Wayuu Natural', 180),
  item('wayuu-tote-cream', 'Wayuu Tote Cream', 290),
  item('mini-wayuu-coral', 'Mini Wayuu Coral', 190),
  item('wayuu-bucket-natural', 'Wayuu Bucket Natural', 240),
  item('wayuu-crossbody-blue', 'Wayuu Crossbody Blue', 220),
  item('wayuu-tote-multicolor', 'Wayuu Tote Multicolor', 340),
];
