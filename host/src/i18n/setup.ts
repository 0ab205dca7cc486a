import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PAGE_DESCRIPTION_ATTRIBUTE, textDirection, type SupportedLanguage } from '@storefront/shared';
import {
  cacheLanguage,
  decideLanguage,
  readBrowserSignals,
  rememberRequestedLanguage,
  type LanguageDecision,
} from './detect-language';
import { hostI18nOptions } from './host-i18n-options';

/** The description is the page's own where it has one, else the site's. */
function reflectOnDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const own = document.getElementById('root')?.querySelector(`[${PAGE_DESCRIPTION_ATTRIBUTE}]`);
  const description = own?.getAttribute(PAGE_DESCRIPTION_ATTRIBUTE) ?? i18next.t('siteDescription', { lng: language });
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** The host alone initialises i18next; remotes add their namespaces to it when they render. */
export async function setUpI18n(
  { language, source, remember }: LanguageDecision = decideLanguage(readBrowserSignals()),
): Promise<i18n> {
  await i18next.use(initReactI18next).init(hostI18nOptions(language));
  reflectOnDocument(language);
  if (remember && source === 'querystring') rememberRequestedLanguage(language);
  else if (remember) cacheLanguage(language);
  i18next.on('languageChanged', (next) => {
    reflectOnDocument(next);
    cacheLanguage(next as SupportedLanguage);
  });
  return i18next;
}
