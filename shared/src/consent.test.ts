import Cookies from 'js-cookie';
import {
  answerCookiePreferencesRequests,
  CONSENT_COOKIE_NAME,
  consentCookieAttributes,
  isConsentGiven,
  OPEN_COOKIE_PREFERENCES_EVENT,
  parseConsentCookie,
  requestCookiePreferences,
  serializeConsent,
  toStoredConsent,
} from './consent';

const decidedAt = new Date('2026-05-01T10:00:00.000Z');

describe('consent cookie contract', () => {
  it('round-trips a choice with its version and time (proof of consent)', () => {
    const stored = toStoredConsent(
      { essential: true, functional: true, analytics: false, marketing: false },
      decidedAt,
    );
    expect(parseConsentCookie(serializeConsent(stored))).toEqual({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
      version: 1,
      decidedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{essential:true'],
    ['an array', '[true,true,true,true]'],
    [
      'essential switched off',
      JSON.stringify({ essential: false, functional: true, analytics: true, marketing: true, version: 1, decidedAt }),
    ],
    [
      'a string instead of a boolean',
      JSON.stringify({ essential: true, functional: 'yes', analytics: false, marketing: false, version: 1, decidedAt }),
    ],
    [
      'an older consent version',
      JSON.stringify({ essential: true, functional: true, analytics: true, marketing: true, version: 0, decidedAt }),
    ],
    [
      'no time of the choice',
      JSON.stringify({ essential: true, functional: true, analytics: true, marketing: true, version: 1 }),
    ],
    [
      'a huge value',
      JSON.stringify({
        essential: true,
        functional: true,
        analytics: true,
        marketing: true,
        version: 1,
        decidedAt,
        pad: 'x'.repeat(10_000),
      }),
    ],
  ])('counts a cookie that is %s as "no choice saved"', (_label, raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });

  it('denies every optional category by default and allows essential always', () => {
    Cookies.remove(CONSENT_COOKIE_NAME);
    expect(isConsentGiven('essential')).toBe(true);
    expect(isConsentGiven('functional')).toBe(false);
    Cookies.set(CONSENT_COOKIE_NAME, '{"tampered":');
    expect(isConsentGiven('functional')).toBe(false);
    Cookies.set(
      CONSENT_COOKIE_NAME,
      serializeConsent(
        toStoredConsent({ essential: true, functional: true, analytics: false, marketing: false }, decidedAt),
      ),
    );
    expect(isConsentGiven('functional')).toBe(true);
    expect(isConsentGiven('marketing')).toBe(false);
  });
});

describe('consent cookie attributes', () => {
  // Spec point 7: "a browser cookie named cookiePreferences, as JSON, path /, 365-day expiry"; point 9: "Cookie
  // preference lifetime 365 days". Literals on purpose: the spec's values, not the code's constants.
  it('names the cookie cookiePreferences', () => {
    expect(CONSENT_COOKIE_NAME).toBe('cookiePreferences');
  });

  it('keeps the choice site-wide (path /) for 365 days, SameSite=Lax', () => {
    expect(consentCookieAttributes('https:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax', secure: true });
  });

  it('marks the cookie Secure on https only, so that a plain-http deployment (local, docker-compose) can still save it', () => {
    expect(consentCookieAttributes('https:').secure).toBe(true);
    expect(consentCookieAttributes('http:').secure).toBe(false);
    expect(consentCookieAttributes('http:')).toEqual({ path: '/', expires: 365, sameSite: 'Lax', secure: false });
  });
});

describe('requests for the cookie preferences', () => {
  it('are answered by the consent remote as they come, and none waits once answered', () => {
    const open = jest.fn();
    const stop = answerCookiePreferencesRequests(open);
    requestCookiePreferences('analytics');
    stop();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ focusCategory: 'analytics' });
    const later = jest.fn();
    answerCookiePreferencesRequests(later)();
    expect(later).not.toHaveBeenCalled();
  });

  it('wait for a consent remote that is still loading, which answers the latest once', () => {
    requestCookiePreferences('marketing');
    requestCookiePreferences();
    const open = jest.fn();
    const stop = answerCookiePreferencesRequests(open);
    stop();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({});
    answerCookiePreferencesRequests(open)();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('drop a category that is not an optional one, from whoever sent it', () => {
    const open = jest.fn();
    const stop = answerCookiePreferencesRequests(open);
    window.dispatchEvent(
      new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT, { detail: { focusCategory: 'essential' }, cancelable: true }),
    );
    window.dispatchEvent(new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT, { detail: null, cancelable: true }));
    stop();
    expect(open.mock.calls).toEqual([[{}], [{}]]);
  });
});
