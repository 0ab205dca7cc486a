import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CONSENT_CATEGORIES, type ConsentChoices, type OptionalConsentCategory } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './preferences-dialog.module.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface PreferencesDialogProps {
  /** What the toggles show when the dialog opens: the stored choice, or nothing but essential. */
  initial: ConsentChoices;
  /** A category to put focus on first (e.g. the video asks for "functional"). */
  focusCategory?: OptionalConsentCategory;
  onSave: (choices: ConsentChoices) => void;
  onCancel: () => void;
}

/** The second layer: a modal dialog (WAI-ARIA APG) with one switch per category; essential is on and locked. */
export function PreferencesDialog({ initial, focusCategory, onSave, onCancel }: PreferencesDialogProps) {
  const { t } = useTeamTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const dialog = useRef<HTMLDivElement>(null);
  const switches = useRef<Partial<Record<OptionalConsentCategory, HTMLInputElement | null>>>({});
  const titleId = useId();
  const introId = useId();
  const idOf = (category: string) => `${titleId}-${category}`;

  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const preferred = focusCategory ? switches.current[focusCategory] : null;
    (preferred ?? root.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Focus that escapes (a click on the page behind) is brought back: the dialog is modal.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) root.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
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

  return (
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
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('preferences.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={() => onSave({ ...choices, essential: true })}>
            {t('preferences.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
