import type { TFunction } from 'i18next';
import { BRAND_NAME, legalPath, type LegalSlug, type PageHead, type RuntimeConfig } from '@storefront/shared';
import { legalAssetUrl } from '../assets/asset-url';
import { LEGAL_SHARE_IMAGE } from '../content/share-image';
import { BUSINESS_TERMS } from '../documents/business-terms';

/**
 * What the page of a legal document says about itself for the head. Each document answers at two paths, its own
 * (/shipping) and the hub's (/legal/shipping): it is indexed under its own, the shorter one. The hub's address
 * /legal (or /legal/<anything else>) is no page of its own either: it shows Terms & Conditions (tabForPath), so it
 * is that document's page under another path, with that document's canonical path, and not in the sitemap.
 */
export function legalPageHead(t: TFunction, slug: LegalSlug, config: RuntimeConfig): PageHead {
  return {
    title: t(`documents.${slug}.title`),
    description: t(`documents.${slug}.description`, { ...BUSINESS_TERMS, brand: BRAND_NAME }),
    image: legalAssetUrl(LEGAL_SHARE_IMAGE, config),
    canonicalPath: legalPath(slug),
  };
}
