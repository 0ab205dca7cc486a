import { ALL_CONSENT, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, isPartHydrated, NO_OPTIONAL_CONSENT, type ConsentChoices } from '@storefront/shared';
import { BANNER_ATTRIBUTE, BANNER_ROOM_ATTRIBUTE, CHOICE_ATTRIBUTE, SETTINGS_BUTTON_ATTRIBUTE, type BannerChoice } from './banner-markup';
import { saveConsent } from './consent-storage';


const CHOICES: Record<BannerChoice, ConsentChoices> = { 'accept-all': ALL_CONSENT, 'reject-all': NO_OPTIONAL_CONSENT };


function choiceOf(target: EventTarget | null): BannerChoice | null {
  const button = target instanceof Element ? target.closest(`[${CHOICE_ATTRIBUTE}]`) : null;
  const choice = button?.getAttribute(CHOICE_ATTRIBUTE);
  return choice === 'accept-all' || choice === 'reject-all' ? choice : null;
}

/**
 * What the application shows once a choice is saved: no banner, the corner button. Focus, if it was on the
 * banner (or nowhere, as the banner hid it), goes to the corner button, as the application moves it there.
 */
function showChoiceMade(doc: Document, banner: HTMLElement): void {
  const focusWasOnTheBanner = banner.contains(doc.activeElement);
  banner.hidden = true;
  const room = doc.querySelector<HTMLElement>(`[${BANNER_ROOM_ATTRIBUTE}]`);
  if (room) room.hidden = true;
  const settingsButton = doc.querySelector<HTMLElement>(`[${SETTINGS_BUTTON_ATTRIBUTE}]`);
  if (!settingsButton) return;
  settingsButton.hidden = false;
  if (focusWasOnTheBanner || !doc.activeElement || doc.activeElement === doc.body) settingsButton.focus();
}

/**
 * Answers "Accept All" and "Reject All" on the pre-rendered banner until the consent remote's part is hydrated
 * (issue 21): the choice is saved exactly as the application saves it (saveConsent), and the page shows what the
 * application shows after a choice. The application, once hydrated, takes over from the cookie
 * (CookieConsent). Does nothing on a page without the pre-rendered banner or once its part is hydrated.
 * Returns the function that stops it.
 */
export function answerBannerBeforeHydration(doc: Document): () => void {
  const banner = doc.querySelector<HTMLElement>(`[${BANNER_ATTRIBUTE}]`);
  if (!banner || banner.hidden || isPartHydrated(banner)) return () => undefined;
  const view = doc.defaultView!;
  const onClick = (event: MouseEvent) => {
    const choice = choiceOf(event.target);
    if (!choice || !banner.contains(event.target as Node) || isPartHydrated(banner)) return;
    stop();
    saveConsent(CHOICES[choice]);
    showChoiceMade(doc, banner);
  };
  // Before the host's hold, which listens on the document; a press on a marked control never reaches the
  // application while its part is not hydrated.
  view.addEventListener('click', onClick, true);
  const marked = [...banner.querySelectorAll(`[${CHOICE_ATTRIBUTE}]`)];
  for (const button of marked) button.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  function stop() {
    view.removeEventListener('click', onClick, true);
  }
  return stop;
}
