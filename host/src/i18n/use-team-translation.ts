import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACES } from '@storefront/shared';

/** Named like every team's hook; unlike a remote's, it adds nothing (host-i18n-options.ts loads the namespace). */
export function useTeamTranslation() {
  return useTranslation(I18N_NAMESPACES.host);
}
