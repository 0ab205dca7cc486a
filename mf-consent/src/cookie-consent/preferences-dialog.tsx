import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  CONSENT_CATEGORIES,
  type ConsentChoices,
  type OptionalConsentCategory,
} from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { CATEGORY_ATTRIBUTE, PREFERENCES_DIALOG_ID, SAVE_ATTRIBUTE } from './banner-markup';
import styles from './preferences-dialog.module.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface PreferencesDialogProps {
  /** What the toggles show when the dialog opens: the stored choice, or nothing but essential. */
  initial: ConsentChoices;
  /** A category to put focus on first (e.g. the video asks for "functional"). */
  focusCategory?: OptionalConsentCategory;
  onSave: (choices: ConsentChoices) => void;
  /** The dialog closed without a save: Cancel, Escape or a press outside. */
  onCancel: () => void;
  /**
   * The first visit's dialog: pre-rendered closed (id PREFERENCES_DIALOG_ID) for the banner's button to open, and
   * opened and closed by the platform, before hydration too. Save is answered by the early script until hydrated
   * (early-answer.ts). Without it, the dialog is the application's: it opens when it mounts.
   */
  prerendered?: boolean;
}

/** The toggles as the visitor left them in the dialog's markup (before hydration). */
function choicesIn(root: HTMLElement, fallback: ConsentChoices): ConsentChoices {
  const choices: ConsentChoices = { ...fallback, essential: true };
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}]`)) {
    const category = input.getAttribute(CATEGORY_ATTRIBUTE) as OptionalConsentCategory | 'essential';
    if (category !== 'essential' && category in choices) choices[category] = input.checked;
  }
  return choices;
}

const answersBeforeHydration = { [ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]: '' };

/**
 * The second layer: a modal dialog (WAI-ARIA APG) with one switch per category; essential is on and locked. A native
 * modal `<dialog>`: the platform moves focus in, makes the page behind inert, closes it on Escape, on Cancel
 * (`command="close"`) or on a press outside (`closedby="any"`), and gives focus back to the element that had it.
 */
export function PreferencesDialog({
  initial,
  focusCategory,
  onSave,
  onCancel,
  prerendered = false,
}: PreferencesDialogProps) {
  const { t } = useTeamTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const dialog = useRef<HTMLDialogElement>(null);
  const switches = useRef<Partial<Record<OptionalConsentCategory, HTMLInputElement | null>>>({});
  const generatedId = useId();
  // The pre-rendered dialog's names are stable: the early script and the banner's button find it by them.
  const id = prerendered ? PREFERENCES_DIALOG_ID : generatedId;
  const titleId = `${id}-title`;
  const introId = `${titleId}-intro`;
  const idOf = (category: string) => `${titleId}-${category}`;

  // The pre-rendered dialog takes over the toggles as the visitor left them before hydration; the application's
  // opens now, with focus on the switch asked for if any (the platform has put it on the first one). A close
  // without a save starts again from `initial` (the pre-rendered dialog stays in the page) and is reported.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (prerendered) setChoices(choicesIn(element, initial));
    else {
      element.showModal();
      if (focusCategory) switches.current[focusCategory]?.focus();
    }
    const closed = () => {
      setChoices(initial);
      onCancel();
    };
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
                  checked={locked ? true : choices[category]}
                  disabled={locked}
                  aria-describedby={`${idOf(category)}-description`}
                  {...{ [CATEGORY_ATTRIBUTE]: category }}
                  {...(prerendered && !locked ? answersBeforeHydration : {})}
                  onChange={(event) => {
                    if (locked) return;
                    setChoices((current) => ({ ...current, [category]: event.target.checked }));
                  }}
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
          <button
            type="button"
            className={styles.secondary}
            commandfor={id}
            command="close"
            {...(prerendered ? answersBeforeHydration : {})}
          >
            {t('preferences.cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => onSave({ ...choices, essential: true })}
            {...{ [SAVE_ATTRIBUTE]: '' }}
          >
            {t('preferences.save')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
