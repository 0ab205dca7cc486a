/** Public URLs are the contract between teams: link to another team's screen by path, never by import. */
export const COLLECTION_SLUGS = ['carriel', 'mini-carriels', 'baguette-carriels', 'resort'] as const;
export type CollectionSlug = (typeof COLLECTION_SLUGS)[number];
export const collectionPath = (slug: CollectionSlug) => `/collections/${slug}`;

export const productPath = (model: string) => `/configure/${encodeURIComponent(model)}`;

export const NEWS_SLUGS = ['colochila', 'ibiza-popup', 'munich-store'] as const;
export type NewsSlug = (typeof NEWS_SLUGS)[number];
export const newsPath = (slug: NewsSlug) => `/news/${slug}`;
export const musePath = (name: string) => `/muse-projects/${encodeURIComponent(name)}`;
export const ABOUT_PATH = '/about';

/** In tab order; each has a short path and /legal/<slug>. */
export const LEGAL_SLUGS = [
  'terms-and-conditions',
  'privacy-policy',
  'right-of-withdrawal',
  'shipping',
  'return-policy',
  'legal-notice',
  'contact',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export const legalPath = (slug: LegalSlug) => `/${slug}`;

/** On /contact: the product enquired about (product decision 3). */
export const ENQUIRY_PRODUCT_PARAMETER = 'product';
/** Products of different lines may share a name (decision 0013). */
export const ENQUIRY_COLLECTION_PARAMETER = 'collection';
export function enquiryPath(productName: string, collectionName?: string): string {
  const product = `${ENQUIRY_PRODUCT_PARAMETER}=${encodeURIComponent(productName)}`;
  const collection = collectionName ? `&${ENQUIRY_COLLECTION_PARAMETER}=${encodeURIComponent(collectionName)}` : '';
  return `${legalPath('contact')}?${product}${collection}`;
}

/**
 * Double opt-in (docs/decisions/0015): the collector mails links to these pages with `?token=…&lng=…`. It imports
 * this file from Node by relative path: keep it free of imports.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** A newsletter link's pages act on one subscriber: never indexed. */
export const UNINDEXED_PATHS: readonly string[] = [NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH];
/** The mail's single-use token. */
export const NEWSLETTER_TOKEN_PARAMETER = 'token';

/**
 * A page asked for with one of these is rendered in the browser; any other query (utm_source, `lng`) gets the
 * pre-rendered page.
 */
export const CONTENT_QUERY_PARAMETERS: readonly string[] = [ENQUIRY_PRODUCT_PARAMETER, NEWSLETTER_TOKEN_PARAMETER];
