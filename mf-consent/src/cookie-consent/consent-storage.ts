import Cookies from 'js-cookie';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_NAME,
  announceConsentChange,
  consentCookieAttributes,
  serializeConsent,
  toStoredConsent,
  type ConsentChoices,
} from '@storefront/shared';

/** The cookie's raw value, which stays the same string until a choice is saved (a snapshot for React). */
export function storedConsentCookie(): string | undefined {
  return Cookies.get(CONSENT_COOKIE_NAME);
}

/** Calls `listener` after each choice saved on this page, and when the visitor returns (another tab may choose). */
export function subscribeToSavedConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

/** Writes the choice with the time it was made (proof of consent) and tells the rest of the page. */
export function saveConsent(choices: ConsentChoices): void {
  const stored = toStoredConsent(choices, new Date());
  Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(stored), consentCookieAttributes(window.location.protocol));
  announceConsentChange(stored);
}
