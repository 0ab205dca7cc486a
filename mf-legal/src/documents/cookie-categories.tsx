import { CONSENT_CATEGORIES, HELD_UNTIL_HYDRATED_ATTRIBUTE, requestCookiePreferences } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-document.module.css';

/** The consent remote's cookie categories, and the way back into its preferences dialog. */
export function CookieCategories() {
  const { t } = useTeamTranslation();
  return (
    <>
      <dl className={styles.definitions} aria-label={t('privacy.cookieCategoriesLabel')}>
        {CONSENT_CATEGORIES.map((category) => (
          <div key={category}>
            <dt>{t(`privacy.cookieCategories.${category}.title`)}</dt>
            <dd>{t(`privacy.cookieCategories.${category}.description`)}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className={styles.button}
        onClick={() => requestCookiePreferences()}
        {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
      >
        {t('privacy.openPreferences')}
      </button>
    </>
  );
}
