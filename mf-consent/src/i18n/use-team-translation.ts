import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACES, ensureNamespace } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The consent team's texts, added to the host's i18next when a component first renders (never at load). */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, I18N_NAMESPACES.consent, { en, es });
  return useTranslation(I18N_NAMESPACES.consent);
}
