import { useTeamTranslation } from '../i18n/use-team-translation';
import { PREFERENCES_DIALOG_ID, SETTINGS_BUTTON_ATTRIBUTE } from './cookie-banner-element';
import styles from './settings-button.module.css';

/**
 * The corner button that reopens the preferences (withdrawal as easy as consent, product decision 8). It is in the
 * pre-rendered banner too, for the banner's element to show after an early choice: hence `suppressHydrationWarning`.
 */
export function SettingsButton({ hidden }: { hidden: boolean }) {
  const { t } = useTeamTranslation();
  return (
    <button
      type="button"
      className={styles.button}
      commandfor={PREFERENCES_DIALOG_ID}
      command="show-modal"
      hidden={hidden}
      aria-label={t('settingsButton')}
      title={t('settingsButton')}
      {...{ [SETTINGS_BUTTON_ATTRIBUTE]: '' }}
      suppressHydrationWarning
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.5a9.5 9.5 0 1 0 9.4 10.9 3 3 0 0 1-3.6-3.1 3 3 0 0 1-3.4-3.7A3 3 0 0 1 12 2.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <circle cx="8.5" cy="10" r="1.2" fill="currentColor" />
        <circle cx="10" cy="15.5" r="1.2" fill="currentColor" />
        <circle cx="15.5" cy="15" r="1.2" fill="currentColor" />
      </svg>
    </button>
  );
}
