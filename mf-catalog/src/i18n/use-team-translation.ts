import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, I18N_NAMESPACES, ensureNamespace, toSupportedLanguage } from '@storefront/shared';
import type { ImageView, Localized, Product } from '../data/types';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The catalog's translations, added to the host's i18next instance on first render (never at module load). */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, I18N_NAMESPACES.catalog, { en, es });
  const translation = useTranslation(I18N_NAMESPACES.catalog);
  const language =
    toSupportedLanguage(translation.i18n.resolvedLanguage ?? translation.i18n.language) ?? FALLBACK_LANGUAGE;
  const localize = (text: Localized) => text[language];
  /** The text alternative of a product's image from one `view` (the gallery's images, the card's first). */
  const imageAlt = (product: Product, view: ImageView) =>
    translation.t(`gallery.views.${view}`, {
      name: product.name,
      leather: localize(product.leather),
      buckle: localize(product.buckle),
    });
  return { ...translation, language, localize, imageAlt };
}
