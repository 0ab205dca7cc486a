/**
 * Public URLs are the contract between teams: a team links to another team's screen by path, never by import.
 */
export const COLLECTION_SLUGS = ['carriel', 'mini-carriels', 'baguette-carriels', 'resort'] as const;
export type CollectionSlug = (typeof COLLECTION_SLUGS)[number];
export const collectionPath = (slug: CollectionSlug) => `/collections/${slug}`;

export const productPath = (model: string) => `/configure/${encodeURIComponent(model)}`;

export const NEWS_SLUGS = ['colochila', 'ibiza-popup', 'munich-store'] as const;
export type NewsSlug = (typeof NEWS_SLUGS)[number];
export const newsPath = (slug: NewsSlug) => `/news/${slug}`;
export const musePath = (name: string) => `/muse-projects/${encodeURIComponent(name)}`;
export const ABOUT_PATH = '/about';

/** The seven legal documents, in tab order; each has a short path and /legal/<slug>. */
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

/** Query parameter on /contact naming the product a visitor enquires about (product decision 3). */
export const ENQUIRY_PRODUCT_PARAMETER = 'product';
/** Query parameter naming the product's collection: two products of different lines may share a name (decision 0013). */
export const ENQUIRY_COLLECTION_PARAMETER = 'collection';
export function enquiryPath(productName: string, collectionName?: string): string {
  const product = `${ENQUIRY_PRODUCT_PARAMETER}=${encodeURIComponent(productName)}`;
  const collection = collectionName ? `&${ENQUIRY_COLLECTION_PARAMETER}=${encodeURIComponent(collectionName)}` : '';
  return `${legalPath('contact')}?${product}${collection}`;
}

/**
 * The newsletter's double opt-in (docs/decisions/0015): the collector mails links to these pages of the consent
 * team, `/newsletter/confirm?token=<token>&lng=<en|es>` and `/newsletter/unsubscribe?token=…`. The collector imports
 * this file from Node by relative path: keep it free of imports.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Pages no search engine should index, whatever their query: a newsletter link's pages act on one subscriber. */
export const UNINDEXED_PATHS: readonly string[] = [NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH];
/** Query parameter of both pages carrying the mail's single-use token. */
export const NEWSLETTER_TOKEN_PARAMETER = 'token';

/**
 * The query parameters that change what a page shows. A page asked for with one of them is rendered in the
 * browser; any other query (a campaign's utm_source, `lng`) gets the page as it was pre-rendered. A newsletter page
 * without its token is pre-rendered (it says the link is not valid); with one, the browser renders it.
 */
export const CONTENT_QUERY_PARAMETERS: readonly string[] = [ENQUIRY_PRODUCT_PARAMETER, NEWSLETTER_TOKEN_PARAMETER];
