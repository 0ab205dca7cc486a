import { useTranslation } from 'react-i18next';
import { ensureNamespace, I18N_NAMESPACES } from '@storefront/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';

export const STORIES_NAMESPACE = I18N_NAMESPACES.stories;

/** The stories namespace of whatever i18next instance renders us (the host's), added on first render. */
export function useTeamTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, STORIES_NAMESPACE, { en, es });
  return useTranslation(STORIES_NAMESPACE);
}
