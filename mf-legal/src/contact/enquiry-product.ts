import { ENQUIRY_PRODUCT_PARAMETER } from '@storefront/shared';

/** Longest product name shown; anything longer in the URL is cut, so a crafted link cannot flood the page. */
export const MAX_ENQUIRY_PRODUCT_LENGTH = 120;

/** The product a visitor enquires about (?product=<name> on /contact), or null when none was named. */
export function enquiryProductFrom(search: string): string | null {
  const raw = new URLSearchParams(search).get(ENQUIRY_PRODUCT_PARAMETER);
  if (raw === null) return null;
  // Control characters never belong in a product name; collapse runs of whitespace to one space.
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return null;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_ENQUIRY_PRODUCT_LENGTH) return cleaned;
  return `${characters.slice(0, MAX_ENQUIRY_PRODUCT_LENGTH).join('').trimEnd()}…`;
}
