import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
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
  onCancel: () => void;
  /**
   * The first visit's dialog: pre-rendered closed as a native modal `<dialog>` (id PREFERENCES_DIALOG_ID) that the
   * banner's button opens and Cancel, Escape or a press outside close, by the platform, before hydration too. Its
   * switches are native checkboxes; Save is answered by the early script until hydrated (early-answer.ts).
   */
  native?: boolean;
}

/** The toggles as the visitor left them in the dialog's markup (a native dialog, before hydration). */
function choicesIn(root: HTMLElement, fallback: ConsentChoices): ConsentChoices {
  const choices: ConsentChoices = { ...fallback, essential: true };
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}]`)) {
    const category = input.getAttribute(CATEGORY_ATTRIBUTE) as OptionalConsentCategory | 'essential';
    if (category !== 'essential' && category in choices) choices[category] = input.checked;
  }
  return choices;
}

const answersBeforeHydration = { [ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]: '' };

/** The second layer: a modal dialog (WAI-ARIA APG) with one switch per category; essential is on and locked. */
export function PreferencesDialog({
  initial,
  focusCategory,
  onSave,
  onCancel,
  native = false,
}: PreferencesDialogProps) {
  const { t } = useTeamTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const dialog = useRef<HTMLDivElement>(null);
  const nativeDialog = useRef<HTMLDialogElement>(null);
  const switches = useRef<Partial<Record<OptionalConsentCategory, HTMLInputElement | null>>>({});
  const generatedId = useId();
  // The native dialog's names are stable: the early script and the banner's button find it by them.
  const titleId = native ? `${PREFERENCES_DIALOG_ID}-title` : generatedId;
  const introId = `${titleId}-intro`;
  const idOf = (category: string) => `${titleId}-${category}`;

  // The native dialog: take over the toggles as the visitor left them before hydration, and start again from
  // `initial` each time it closes without a save (as the application's dialog, which is gone once closed).
  useLayoutEffect(() => {
    const element = nativeDialog.current;
    if (!element) return;
    setChoices(choicesIn(element, initial));
    const reset = () => setChoices(initial);
    element.addEventListener('close', reset);
    return () => element.removeEventListener('close', reset);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first visit's initial choice does not change
  }, []);

  useEffect(() => {
    if (native) return; // the platform moves focus in and keeps it in a modal <dialog>
    const root = dialog.current;
    if (!root) return;
    const preferred = focusCategory ? switches.current[focusCategory] : null;
    (preferred ?? root.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Focus that escapes (a click on the page behind) is brought back: the dialog is modal.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target))
        root.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !native) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  const cancelOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault(); // keep the browser from moving focus to the page while focus is handed back
    onCancel();
  };

  const frame = (content: ReactNode) =>
    native ? (
      // `open` is the platform's (showModal, close); hydration finds it set when the visitor opened it first.
      // A press on the backdrop lands on the <dialog> itself: closedby="any" closes it.
      <dialog
        ref={nativeDialog}
        id={PREFERENCES_DIALOG_ID}
        className={styles.native}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        closedby="any"
        onKeyDown={trapFocus}
        data-testid="cookie-preferences-backdrop"
        suppressHydrationWarning
      >
        <div ref={dialog} className={styles.dialog}>
          {content}
        </div>
      </dialog>
    ) : (
      <div className={styles.backdrop} onMouseDown={cancelOnBackdrop} data-testid="cookie-preferences-backdrop">
        <div
          ref={dialog}
          className={styles.dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={introId}
          onKeyDown={trapFocus}
        >
          {content}
        </div>
      </div>
    );

  return frame(
    <>
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
                {...(native && !locked ? answersBeforeHydration : {})}
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
        {native ? (
          <button
            type="button"
            className={styles.secondary}
            commandfor={PREFERENCES_DIALOG_ID}
            command="close"
            {...answersBeforeHydration}
          >
            {t('preferences.cancel')}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('preferences.cancel')}
          </button>
        )}
        <button
          type="button"
          className={styles.primary}
          onClick={() => onSave({ ...choices, essential: true })}
          {...{ [SAVE_ATTRIBUTE]: '' }}
        >
          {t('preferences.save')}
        </button>
      </div>
    </>,
  );
}
