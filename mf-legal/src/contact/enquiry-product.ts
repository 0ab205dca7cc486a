import { ENQUIRY_COLLECTION_PARAMETER, ENQUIRY_PRODUCT_PARAMETER } from '@storefront/shared';

/** Longest product name shown: the catalogue's longest is 25 characters. */
export const MAX_ENQUIRY_PRODUCT_LENGTH = 60;

/**
 * Words of letters (any script, at most two accents each) joined by spaces, apostrophes or hyphens. No digits,
 * "@", ".", ":" or "/": a crafted link cannot show an account number, an address or a link as the product.
 */
const PRODUCT_NAME = /^\p{L}\p{M}{0,2}(?:[ '’-]?\p{L}\p{M}{0,2})*$/u;

/** A query value as a name to show, or null when it is none (see PRODUCT_NAME). */
function nameFrom(search: string, parameter: string): string | null {
  const raw = new URLSearchParams(search).get(parameter);
  if (raw === null) return null;
  // Invisible formatting characters (bidi overrides, zero-width joiners) go; whitespace and controls are a space.
  const cleaned = raw
    .normalize('NFC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  return Array.from(cleaned).length > MAX_ENQUIRY_PRODUCT_LENGTH || !PRODUCT_NAME.test(cleaned) ? null : cleaned;
}

/** The product enquired about (?product=<name>, product decision 3), or null for the general contact page. */
export function enquiryProductFrom(search: string): string | null {
  return nameFrom(search, ENQUIRY_PRODUCT_PARAMETER);
}

/** The collection of that product (?collection=<name>, decision 0013), shown only beside a product. */
export function enquiryCollectionFrom(search: string): string | null {
  return enquiryProductFrom(search) === null ? null : nameFrom(search, ENQUIRY_COLLECTION_PARAMETER);
}
