import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE_NAME,
  announceConsentChange,
  consentCookieAttributes,
  parseConsentCookie,
  serializeConsent,
  toStoredConsent,
  type ConsentChoices,
  type StoredConsent,
} from '@storefront/shared';

/** The saved choice, or null: none yet, unreadable, tampered with or from an older consent version. */
export function loadStoredConsent(): StoredConsent | null {
  return parseConsentCookie(Cookies.get(CONSENT_COOKIE_NAME));
}

/** Writes the choice with the time it was made (proof of consent) and tells the rest of the page. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const stored = toStoredConsent(choices, now);
  Cookies.set(CONSENT_COOKIE_NAME, serializeConsent(stored), consentCookieAttributes(window.location.protocol));
  announceConsentChange(stored);
  return stored;
}
