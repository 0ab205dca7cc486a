import { useTranslation } from 'react-i18next';
import { ensureNamespace, I18N_NAMESPACES } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The legal team's texts, added to the host's i18next instance the first time they are needed. */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, I18N_NAMESPACES.legal, { en, es });
  return useTranslation(I18N_NAMESPACES.legal);
}
