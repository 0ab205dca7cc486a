import type { Ref } from 'react';
import { CONSENT_CATEGORIES, type ConsentChoices, HELD_UNTIL_HYDRATED_ATTRIBUTE } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { CATEGORY_ATTRIBUTE, PREFERENCES_DIALOG_ID, SAVE_ATTRIBUTE } from './cookie-banner-element';
import styles from './preferences-dialog.module.css';

/**
 * The second layer: a native modal `<dialog>` (WAI-ARIA APG), pre-rendered closed, which the platform opens (before
 * hydration too) and closes. The switches' default (`checked`) is the saved choice, kept by the banner's element.
 */
export function PreferencesDialog({ saved, ref }: { saved: ConsentChoices; ref?: Ref<HTMLDialogElement> }) {
  const { t } = useTeamTranslation();
  const id = PREFERENCES_DIALOG_ID;
  const titleId = `${id}-title`;
  const introId = `${titleId}-intro`;
  const idOf = (category: string) => `${titleId}-${category}`;

  return (
    // `open` is the platform's (showModal, close); hydration finds it set when the visitor opened it first.
    // A press on the backdrop lands on the <dialog> itself: closedby="any" closes it.
    <dialog
      ref={ref}
      id={id}
      className={styles.frame}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      closedby="any"
      data-testid="cookie-preferences-backdrop"
      suppressHydrationWarning
    >
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {t('preferences.title')}
        </h2>
        <p id={introId} className={styles.intro}>
          {t('preferences.intro')}
        </p>
        <ul className={styles.categories}>
          {CONSENT_CATEGORIES.map((category) => {
            const locked = category === 'essential';
            return (
              <li key={category} className={styles.category}>
                <input
                  id={idOf(category)}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  defaultChecked={locked || saved[category]}
                  disabled={locked}
                  aria-describedby={`${idOf(category)}-description`}
                  {...{ [CATEGORY_ATTRIBUTE]: category }}
                  suppressHydrationWarning
                />
                <div>
                  <label htmlFor={idOf(category)} className={styles.categoryTitle}>
                    {t(`preferences.categories.${category}.title`)}
                    {locked && <span className={styles.alwaysActive}> · {t('preferences.alwaysActive')}</span>}
                  </label>
                  <p id={`${idOf(category)}-description`} className={styles.description}>
                    {t(`preferences.categories.${category}.description`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} commandfor={id} command="close">
            {t('preferences.cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            {...{ [SAVE_ATTRIBUTE]: '', [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
            suppressHydrationWarning
          >
            {t('preferences.save')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
