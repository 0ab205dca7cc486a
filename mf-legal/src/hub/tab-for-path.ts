import { LEGAL_SLUGS, type LegalSlug } from '@storefront/shared';

export function isLegalSlug(value: unknown): value is LegalSlug {
  return typeof value === 'string' && (LEGAL_SLUGS as readonly string[]).includes(value);
}

/** The document a path's last segment names (/shipping, /legal/shipping), else Terms & Conditions. */
export function tabForPath(pathname: string): LegalSlug {
  const lastSegment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    const decoded = decodeURIComponent(lastSegment).toLowerCase();
    if (isLegalSlug(decoded)) return decoded;
  } catch {
    // A malformed escape names no document.
  }
  return 'terms-and-conditions';
}
