import type { TFunction } from 'i18next';
import { BRAND_NAME, legalPath, resolveAssetUrl, type LegalSlug, type RuntimeConfig } from '@storefront/shared';
import { LEGAL_SHARE_IMAGE } from '../content/share-image';
import { BUSINESS_TERMS } from '../documents/business-terms';

/** Indexed under the document's own path (/shipping), not the hub's; /legal is Terms & Conditions' page too. */
export function legalPageHead(t: TFunction, slug: LegalSlug, config: RuntimeConfig) {
  return {
    title: t(`documents.${slug}.title`),
    description: t(`documents.${slug}.description`, { ...BUSINESS_TERMS, brand: BRAND_NAME }),
    image: resolveAssetUrl(LEGAL_SHARE_IMAGE, config.assetBaseUrl, __webpack_public_path__),
    canonicalPath: legalPath(slug),
  };
}
