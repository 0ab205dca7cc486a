import Cookies from 'js-cookie';
import { cookieValueIn } from './cookie-header.ts';

/**
 * The consent contract: the consent team writes the cookie, anyone may read it. A cookie not exactly this shape is
 * untrusted and counts as "no choice".
 */
export const CONSENT_COOKIE_NAME = 'cookiePreferences';
/** Raise when the categories or their meaning change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_LIFETIME_DAYS = 365;

export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalConsentCategory = Exclude<ConsentCategory, 'essential'>;
export const OPTIONAL_CONSENT_CATEGORIES: readonly OptionalConsentCategory[] = ['functional', 'analytics', 'marketing'];

export type ConsentChoices = { essential: true } & Record<OptionalConsentCategory, boolean>;

/** The spec's four booleans plus proof of consent (version and time of the choice). */
export interface StoredConsent extends ConsentChoices {
  version: number;
  decidedAt: string;
}

/** Fired on window after the cookie was written; detail is the StoredConsent. */
export const CONSENT_CHANGE_EVENT = 'storefront:consent-change';
/** Fired on window by anyone (footer, video gate) to ask the consent remote to open its preferences. */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'storefront:open-cookie-preferences';

export const NO_OPTIONAL_CONSENT: ConsentChoices = {
  essential: true,
  functional: false,
  analytics: false,
  marketing: false,
};
export const ALL_CONSENT: ConsentChoices = { essential: true, functional: true, analytics: true, marketing: true };

const MAX_COOKIE_LENGTH = 512;

export function parseConsentCookie(raw: string | undefined | null): StoredConsent | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_COOKIE_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.essential !== true || record.version !== CONSENT_VERSION) return null;
  if (OPTIONAL_CONSENT_CATEGORIES.some((category) => typeof record[category] !== 'boolean')) return null;
  if (typeof record.decidedAt !== 'string' || Number.isNaN(Date.parse(record.decidedAt))) return null;
  return toStoredConsent(record as unknown as ConsentChoices, new Date(record.decidedAt));
}

/** A missing or tampered cookie is no choice (product decision 10). */
export function consentInCookieHeader(cookieHeader: string): StoredConsent | null {
  return parseConsentCookie(cookieValueIn(cookieHeader, CONSENT_COOKIE_NAME));
}

export function toStoredConsent(choices: ConsentChoices, decidedAt: Date): StoredConsent {
  return {
    essential: true,
    functional: choices.functional,
    analytics: choices.analytics,
    marketing: choices.marketing,
    version: CONSENT_VERSION,
    decidedAt: decidedAt.toISOString(),
  };
}

export function serializeConsent(consent: StoredConsent): string {
  return JSON.stringify(consent);
}

export function consentCookieAttributes(protocol: string): Cookies.CookieAttributes {
  return { path: '/', expires: CONSENT_LIFETIME_DAYS, sameSite: 'Lax', secure: protocol === 'https:' };
}

/** Deny by default: without a valid saved choice (none, unreadable or of an older version) only essential is allowed. */
export function isConsentGiven(category: ConsentCategory): boolean {
  return category === 'essential' || parseConsentCookie(Cookies.get(CONSENT_COOKIE_NAME))?.[category] === true;
}

export function onConsentChange(listener: (consent: StoredConsent) => void): () => void {
  const handler = (event: Event) => {
    const consent = parseConsentCookie(JSON.stringify((event as CustomEvent<unknown>).detail));
    if (consent) listener(consent);
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

export function announceConsentChange(consent: StoredConsent): void {
  window.dispatchEvent(new CustomEvent<StoredConsent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}

/** A request the still-loading consent remote has not answered: on window, so every deployable's copy finds it. */
const PENDING_PREFERENCES_REQUEST = '__storefrontPendingCookiePreferences';

type PreferencesRequest = { focusCategory?: OptionalConsentCategory };

type WindowWithPendingRequest = Window & { [PENDING_PREFERENCES_REQUEST]?: PreferencesRequest };

function preferencesRequestOf(detail: unknown): PreferencesRequest {
  const requested = (detail as { focusCategory?: unknown } | null)?.focusCategory;
  const category = OPTIONAL_CONSENT_CATEGORIES.find((optional) => optional === requested);
  return category ? { focusCategory: category } : {};
}

/** Unanswered while the consent remote loads, the request waits for it; if it is down, AppLayout says so. */
export function requestCookiePreferences(focusCategory?: OptionalConsentCategory): void {
  const answered = !window.dispatchEvent(
    new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT, { detail: { focusCategory }, cancelable: true }),
  );
  if (!answered) (window as WindowWithPendingRequest)[PENDING_PREFERENCES_REQUEST] = { focusCategory };
}

/** For the consent remote: also answers at once a request made before it listened. */
export function answerCookiePreferencesRequests(open: (request: PreferencesRequest) => void): () => void {
  const onRequest = (event: Event) => {
    event.preventDefault(); // answered: the request need not wait
    open(preferencesRequestOf((event as CustomEvent<unknown>).detail));
  };
  window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, onRequest);
  const pending = (window as WindowWithPendingRequest)[PENDING_PREFERENCES_REQUEST];
  if (pending) {
    delete (window as WindowWithPendingRequest)[PENDING_PREFERENCES_REQUEST];
    open(preferencesRequestOf(pending));
  }
  return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, onRequest);
}
