import {
  ALL_CONSENT,
  releaseFromHold,
  defineElementOnce,
  keepTabInsideDialog,
  NO_OPTIONAL_CONSENT,
  OPTIONAL_CONSENT_CATEGORIES,
  ServerSafeHTMLElement,
  type ConsentChoices,
  type OptionalConsentCategory,
} from '@storefront/shared';
import { saveConsent } from './consent-storage';

/**
 * The cookie banner's choices from the first paint on: defined by the early script, it answers Accept All, Reject All
 * and Save on the server's markup before the application arrives (`CookieConsent` renders it, with no saving handler).
 */
export const COOKIE_BANNER_ELEMENT = 'cookie-banner-choices';
export const BANNER_ATTRIBUTE = 'data-cookie-banner';
export const BANNER_ROOM_ATTRIBUTE = 'data-cookie-banner-room';
export const SETTINGS_BUTTON_ATTRIBUTE = 'data-cookie-settings';
/** On Accept All and Reject All: which of the two it is. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
export type BannerChoice = 'accept-all' | 'reject-all';
/** The native `<dialog>` that Cookie Preferences and the corner button open. */
export const PREFERENCES_DIALOG_ID = 'cookie-preferences-dialog';
/** On each category switch: its category. */
export const CATEGORY_ATTRIBUTE = 'data-consent-category';
export const SAVE_ATTRIBUTE = 'data-consent-save';

const CHOICES: Record<BannerChoice, ConsentChoices> = { 'accept-all': ALL_CONSENT, 'reject-all': NO_OPTIONAL_CONSENT };
const CONTROLS = `[${CHOICE_ATTRIBUTE}], [${SAVE_ATTRIBUTE}]`;

/** Each optional category's switch in the dialog (essential's is locked on). */
function switchesIn(dialog: Element): [OptionalConsentCategory, HTMLInputElement][] {
  return OPTIONAL_CONSENT_CATEGORIES.flatMap((category) => {
    const input = dialog.querySelector<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}="${category}"]`);
    return input ? [[category, input] as [OptionalConsentCategory, HTMLInputElement]] : [];
  });
}

function choicesIn(dialog: Element): ConsentChoices {
  const choices: ConsentChoices = { ...NO_OPTIONAL_CONSENT, essential: true };
  for (const [category, input] of switchesIn(dialog)) choices[category] = input.checked;
  return choices;
}

export class CookieBannerChoicesElement extends ServerSafeHTMLElement {
  connectedCallback(): void {
    // Presses are heard on the window, in the capture phase: before the document's hold of early presses, and
    // before React's root, which stops an event that reaches a part it is still hydrating.
    window.addEventListener('click', this.onClick, true);
    window.addEventListener('keydown', this.onKeyDown, true);
    // A dialog's beforetoggle does not bubble; its capture phase passes here.
    this.addEventListener('beforetoggle', this.onBeforeToggle, true);
    // Controls parsed already leave the host's hold now, with any press it kept for them; one rendered later
    // leaves when pressed, before the hold sees it.
    this.querySelectorAll(CONTROLS).forEach(releaseFromHold);
  }

  disconnectedCallback(): void {
    window.removeEventListener('click', this.onClick, true);
    window.removeEventListener('keydown', this.onKeyDown, true);
    this.removeEventListener('beforetoggle', this.onBeforeToggle, true);
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element && this.contains(event.target) ? event.target : null;
    const control = target?.closest(CONTROLS);
    if (!control) return;
    releaseFromHold(control);
    const dialog = control.closest('dialog');
    const choice = control.getAttribute(CHOICE_ATTRIBUTE) as BannerChoice | null;
    if (choice && Object.hasOwn(CHOICES, choice)) this.save(CHOICES[choice], dialog);
    else if (control.hasAttribute(SAVE_ATTRIBUTE) && dialog) this.save(choicesIn(dialog), dialog);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const dialog = this.querySelector('dialog');
    if (dialog) keepTabInsideDialog(dialog, event);
  };

  /** The dialog opens on the saved choice, the switches' default: a close without a save forgets what was tried. */
  private readonly onBeforeToggle = (event: Event): void => {
    if (!(event.target instanceof HTMLDialogElement) || (event as ToggleEvent).newState !== 'open') return;
    for (const [, input] of switchesIn(event.target)) input.checked = input.defaultChecked;
  };

  private save(choices: ConsentChoices, dialog: HTMLDialogElement | null): void {
    saveConsent(choices);
    const preferences = this.querySelector('dialog');
    if (preferences) for (const [category, input] of switchesIn(preferences)) input.defaultChecked = choices[category];
    const banner = this.querySelector<HTMLElement>(`[${BANNER_ATTRIBUTE}]`);
    // The platform gives focus back to the control that opened the dialog.
    if (dialog?.open) dialog.close();
    const focused = document.activeElement;
    const focusIsLost =
      !focused || focused === document.body || !!banner?.contains(focused) || !!dialog?.contains(focused);
    for (const part of this.querySelectorAll<HTMLElement>(`[${BANNER_ATTRIBUTE}], [${BANNER_ROOM_ATTRIBUTE}]`))
      part.hidden = true;
    const settingsButton = this.querySelector<HTMLElement>(`[${SETTINGS_BUTTON_ATTRIBUTE}]`);
    if (!settingsButton) return;
    settingsButton.hidden = false;
    if (focusIsLost) settingsButton.focus();
  }
}

/** Defines the element once, whichever script (the consent team's early script or the application) comes first. */
export const defineCookieBannerElement = () => defineElementOnce(COOKIE_BANNER_ELEMENT, CookieBannerChoicesElement);
