import Cookies from 'js-cookie';
import { consentInCookieHeader } from './consent';
import { cookieValueIn } from './cookie-header';

describe('cookieValueIn', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieValueIn('a=1; lang=es; cookiePreferences=%7B%22x%22%3A1%7D', 'cookiePreferences')).toBe('{"x":1}');
    expect(cookieValueIn('lang=es', 'lng')).toBeNull();
  });

  it('keeps an "=" inside the value and needs the whole name', () => {
    expect(cookieValueIn('token=a=b', 'token')).toBe('a=b');
    expect(cookieValueIn('xlang=fr; lang=es', 'lang')).toBe('es');
  });

  it('answers null for a broken encoding instead of throwing', () => {
    expect(cookieValueIn('lang=%E0%A4%A', 'lang')).toBeNull();
  });

  it('reads a value as js-cookie writes and reads it: raw characters kept, quotes dropped', () => {
    const value = '{"a":"b, c","d":[1,2]} 100% €';
    expect(cookieValueIn(`x=${Cookies.converter.write(value, 'x')}`, 'x')).toBe(value);
    expect(cookieValueIn('x="quoted"', 'x')).toBe('quoted');
  });
});

describe('consentInCookieHeader', () => {
  const choice = {
    essential: true,
    functional: true,
    analytics: false,
    marketing: false,
    version: 1,
    decidedAt: '2026-11-01T10:00:00.000Z',
  };

  it('reads a choice the consent remote wrote', () => {
    // What js-cookie (the consent remote's writer) puts in the header.
    expect(
      consentInCookieHeader(
        `lang=en; cookiePreferences=${Cookies.converter.write(JSON.stringify(choice), 'cookiePreferences')}`,
      ),
    ).toEqual(choice);
  });

  it('counts a missing, empty, malformed or foreign-version choice as none (product decision 10)', () => {
    for (const header of [
      '',
      'lang=en',
      'cookiePreferences=',
      'cookiePreferences=%7B%7D',
      'cookiePreferences=nope',
      `cookiePreferences=${encodeURIComponent(JSON.stringify({ ...choice, version: 2 }))}`,
    ]) {
      expect(consentInCookieHeader(header)).toBeNull();
    }
  });
});
