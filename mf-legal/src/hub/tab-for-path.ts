import { LEGAL_SLUGS, type LegalSlug } from '@storefront/shared';

export const DEFAULT_LEGAL_SLUG: LegalSlug = 'terms-and-conditions';

export function isLegalSlug(value: unknown): value is LegalSlug {
  return typeof value === 'string' && (LEGAL_SLUGS as readonly string[]).includes(value);
}

/**
 * The tab a path opens: its last segment when that names a legal document, Terms & Conditions otherwise
 * (/shipping and /legal/shipping open Shipping Information; /legal/anything-else opens Terms).
 */
export function tabForPath(pathname: string): LegalSlug {
  const lastSegment = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .pop();
  let decoded: string | undefined;
  try {
    decoded = lastSegment === undefined ? undefined : decodeURIComponent(lastSegment).toLowerCase();
  } catch {
    decoded = undefined;
  }
  return isLegalSlug(decoded) ? decoded : DEFAULT_LEGAL_SLUG;
}
