import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, I18N_NAMESPACES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** Shared by browser and server, so both render the same texts. */
export function hostI18nOptions(language: SupportedLanguage): InitOptions {
  return {
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [I18N_NAMESPACES.host],
    defaultNS: I18N_NAMESPACES.host,
    resources: { en: { host: en }, es: { host: es } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  };
}
