import { useTranslation } from 'react-i18next';
import { ensureNamespace, I18N_NAMESPACES } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

export const LEGAL_NAMESPACE = I18N_NAMESPACES.legal;

/** The legal team's texts, added to the host's i18next instance the first time they are needed. */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, LEGAL_NAMESPACE, { en, es });
  return useTranslation(LEGAL_NAMESPACE);
}
