import { useTranslation } from 'react-i18next';
import { ensureNamespace, I18N_NAMESPACES } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The stories namespace of whatever i18next instance renders us (the host's), added on first render. */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, I18N_NAMESPACES.stories, { en, es });
  return useTranslation(I18N_NAMESPACES.stories);
}
