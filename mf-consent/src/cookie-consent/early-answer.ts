import {
  ALL_CONSENT,
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  isPartHydrated,
  NO_OPTIONAL_CONSENT,
  type ConsentChoices,
} from '@storefront/shared';
import {
  BANNER_ATTRIBUTE,
  BANNER_ROOM_ATTRIBUTE,
  CATEGORY_ATTRIBUTE,
  CHOICE_ATTRIBUTE,
  PREFERENCES_DIALOG_ID,
  SAVE_ATTRIBUTE,
  SETTINGS_BUTTON_ATTRIBUTE,
  type BannerChoice,
} from './banner-markup';
import { saveConsent } from './consent-storage';

const CHOICES: Record<BannerChoice, ConsentChoices> = { 'accept-all': ALL_CONSENT, 'reject-all': NO_OPTIONAL_CONSENT };

function choiceOf(target: EventTarget | null): BannerChoice | null {
  const button = target instanceof Element ? target.closest(`[${CHOICE_ATTRIBUTE}]`) : null;
  const choice = button?.getAttribute(CHOICE_ATTRIBUTE);
  return choice === 'accept-all' || choice === 'reject-all' ? choice : null;
}

/** The toggles of the pre-rendered dialog as the visitor set them: what its Save saves in the application. */
function dialogChoices(dialog: HTMLElement): ConsentChoices {
  const choices: ConsentChoices = { ...NO_OPTIONAL_CONSENT, essential: true };
  for (const input of dialog.querySelectorAll<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}]`)) {
    const category = input.getAttribute(CATEGORY_ATTRIBUTE);
    if (category === 'functional' || category === 'analytics' || category === 'marketing')
      choices[category] = input.checked;
  }
  return choices;
}

/**
 * What the application shows once a choice is saved: no banner, the corner button. Focus, if it was on the
 * banner (or nowhere, as the banner hid it), goes to the corner button, as the application moves it there.
 */
function showChoiceMade(doc: Document, banner: HTMLElement, dialog: HTMLElement | null): void {
  const focusWasOnTheBanner = banner.contains(doc.activeElement) || !!dialog?.contains(doc.activeElement);
  if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
  banner.hidden = true;
  const room = doc.querySelector<HTMLElement>(`[${BANNER_ROOM_ATTRIBUTE}]`);
  if (room) room.hidden = true;
  const settingsButton = doc.querySelector<HTMLElement>(`[${SETTINGS_BUTTON_ATTRIBUTE}]`);
  if (!settingsButton) return;
  settingsButton.hidden = false;
  if (focusWasOnTheBanner || !doc.activeElement || doc.activeElement === doc.body) settingsButton.focus();
}

/**
 * Answers "Accept All" and "Reject All" on the pre-rendered banner, and Save in its pre-rendered preferences dialog
 * (which the platform opens, closes and whose switches it toggles), until the consent remote's part is hydrated
 * (issue 21): the choice is saved exactly as the application saves it (saveConsent), and the page shows what the
 * application shows after a choice. The application, once hydrated, takes over from the cookie
 * (CookieConsent). Does nothing on a page without the pre-rendered banner or once its part is hydrated.
 * Returns the function that stops it.
 */
export function answerBannerBeforeHydration(doc: Document): () => void {
  const banner = doc.querySelector<HTMLElement>(`[${BANNER_ATTRIBUTE}]`);
  if (!banner || banner.hidden || isPartHydrated(banner)) return () => undefined;
  const view = doc.defaultView!;
  // The preferences dialog beside the banner (PreferencesDialog `native`): the platform opens and closes it and
  // toggles its switches; this answers its Save.
  const found = doc.getElementById(PREFERENCES_DIALOG_ID);
  const dialog = found instanceof view.HTMLDialogElement ? found : null;
  const onClick = (event: MouseEvent) => {
    if (isPartHydrated(banner) || !(event.target instanceof view.Node)) return;
    const choice = choiceOf(event.target);
    const save =
      dialog &&
      event.target instanceof view.Element &&
      dialog.contains(event.target) &&
      event.target.closest(`[${SAVE_ATTRIBUTE}]`);
    if (choice && banner.contains(event.target)) {
      stop();
      saveConsent(CHOICES[choice]);
      showChoiceMade(doc, banner, dialog);
    } else if (save) {
      stop();
      saveConsent(dialogChoices(dialog));
      showChoiceMade(doc, banner, dialog);
    }
  };
  // Closed without a save: the dialog opens next time from no choice again, as the application's does.
  const onClose = () => {
    if (!dialog || isPartHydrated(dialog)) return;
    for (const input of dialog.querySelectorAll<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}]`))
      input.checked = input.defaultChecked;
  };
  dialog?.addEventListener('close', onClose);
  // Before the host's hold, which listens on the document; a press on a marked control never reaches the
  // application while its part is not hydrated.
  view.addEventListener('click', onClick, true);
  const marked = [
    ...banner.querySelectorAll(`[${CHOICE_ATTRIBUTE}]`),
    ...(dialog ? dialog.querySelectorAll(`[${SAVE_ATTRIBUTE}]`) : []),
  ];
  for (const button of marked) button.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  function stop() {
    view.removeEventListener('click', onClick, true);
    dialog?.removeEventListener('close', onClose);
  }
  return stop;
}
