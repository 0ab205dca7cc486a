import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, I18N_NAMESPACES, SUPPORTED_LANGUAGES, textDirection, type SupportedLanguage } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { cacheLanguage, detectLanguage, readBrowserSignals } from './detect-language';

function reflectOnDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/** The host alone initialises i18next; remotes add their own namespaces to this instance when they render. */
export async function setUpI18n(language: SupportedLanguage = detectLanguage(readBrowserSignals())): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [I18N_NAMESPACES.host],
    defaultNS: I18N_NAMESPACES.host,
    resources: { en: { host: en }, es: { host: es } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  reflectOnDocument(language);
  cacheLanguage(language);
  i18next.on('languageChanged', (next) => {
    reflectOnDocument(next);
    cacheLanguage(next as SupportedLanguage);
  });
  return i18next;
}
