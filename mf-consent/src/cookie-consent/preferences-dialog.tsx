import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  CONSENT_CATEGORIES,
  type ConsentChoices,
  HELD_UNTIL_HYDRATED_ATTRIBUTE,
  type OptionalConsentCategory,
} from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { CATEGORY_ATTRIBUTE, PREFERENCES_DIALOG_ID, SAVE_ATTRIBUTE } from './cookie-banner-element';
import styles from './preferences-dialog.module.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface PreferencesDialogProps {
  /** What the switches show when the dialog opens: the stored choice, or nothing but essential. */
  initial: ConsentChoices;
  /** A category to put focus on first (e.g. the video asks for "functional"). */
  focusCategory?: OptionalConsentCategory;
  /** The application's dialog closed: saved (by the banner's element), Cancel, Escape or a press outside. */
  onClosed?: () => void;
  /**
   * The first visit's dialog: pre-rendered closed (id PREFERENCES_DIALOG_ID) for the banner's button to open, and
   * opened and closed by the platform, before hydration too. Without it, the dialog is the application's: it opens
   * when it mounts.
   */
  prerendered?: boolean;
}

/**
 * The second layer: a modal dialog (WAI-ARIA APG) with one switch per category; essential is on and locked. A native
 * modal `<dialog>`: the platform moves focus in, makes the page behind inert, closes it on Escape, on Cancel
 * (`command="close"`) or on a press outside (`closedby="any"`), and gives focus back to the element that had it.
 * The switches are the platform's checkboxes, rendered from `initial` and never again: the visitor's setting lives
 * in them, before hydration and after. Save is the banner's element's (cookie-banner-element.ts): it reads them,
 * saves, closes the dialog, and puts them back to `initial` on a close without a save.
 */
export function PreferencesDialog({ initial, focusCategory, onClosed, prerendered = false }: PreferencesDialogProps) {
  const { t } = useTeamTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const switches = useRef<Partial<Record<OptionalConsentCategory, HTMLInputElement | null>>>({});
  const generatedId = useId();
  // The pre-rendered dialog's names are stable: the banner's button finds it by them.
  const id = prerendered ? PREFERENCES_DIALOG_ID : generatedId;
  const titleId = `${id}-title`;
  const introId = `${titleId}-intro`;
  const idOf = (category: string) => `${titleId}-${category}`;

  // The application's dialog opens now, with focus on the switch asked for if any (the platform has put it on the
  // first one), and says when it closed.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || prerendered) return;
    element.showModal();
    if (focusCategory) switches.current[focusCategory]?.focus();
    const closed = () => onClosed?.();
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog mounts
  }, []);

  // Tab wraps at both ends (docs/accessibility.md): a modal <dialog> keeps focus out of the page behind it, but
  // lets Tab leave for the browser's own controls.
  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // `open` is the platform's (showModal, close); hydration finds it set when the visitor opened it first.
    // A press on the backdrop lands on the <dialog> itself: closedby="any" closes it.
    <dialog
      ref={dialog}
      id={id}
      className={styles.frame}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      closedby="any"
      onKeyDown={wrapTab}
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
                  ref={(element) => {
                    if (!locked) switches.current[category] = element;
                  }}
                  id={idOf(category)}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  defaultChecked={locked ? true : initial[category]}
                  disabled={locked}
                  aria-describedby={`${idOf(category)}-description`}
                  {...{ [CATEGORY_ATTRIBUTE]: category }}
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
