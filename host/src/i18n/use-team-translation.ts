import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACES } from '@storefront/shared';

/**
 * The host's texts, under the name every team's components use. The host loads its namespace when it initialises
 * i18next (host-i18n-options.ts), so there is nothing to add here, unlike a remote's hook of the same name.
 */
export function useTeamTranslation() {
  return useTranslation(I18N_NAMESPACES.host);
}
