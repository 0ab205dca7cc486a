import {
  cacheLanguage,
  decideLanguage,
  LANGUAGE_STORAGES,
  rememberLanguageForServer,
  rememberRequestedLanguage,
  storedLanguageIn,
  supportedQueryLanguage,
  type LanguageSignals,
} from './detect-language';

const nothing: LanguageSignals = {
  search: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
};
const signals = (overrides: Partial<LanguageSignals>): LanguageSignals => ({ ...nothing, ...overrides });

/** The language alone, as the tests below ask for it. */
const detectLanguage = (given: LanguageSignals) => decideLanguage(given).language;

describe('detectLanguage', () => {
  it('follows the spec order: query, cookie, local storage, session storage, browser, html lang', () => {
    const all = signals({
      search: '?lng=es',
      cookie: 'i18next=en',
      localStorage: 'en',
      sessionStorage: 'en',
      navigatorLanguages: ['en'],
      htmlLang: 'en',
    });
    expect(detectLanguage(all)).toBe('es');
    expect(detectLanguage({ ...all, search: '', cookie: 'other=1; i18next=es' })).toBe('es');
    expect(detectLanguage(signals({ localStorage: 'es', sessionStorage: 'en', navigatorLanguages: ['en'] }))).toBe(
      'es',
    );
    expect(detectLanguage(signals({ sessionStorage: 'es', navigatorLanguages: ['en'] }))).toBe('es');
    expect(detectLanguage(signals({ navigatorLanguages: ['fr-FR', 'es-CO'], htmlLang: 'en' }))).toBe('es');
    expect(detectLanguage(signals({ htmlLang: 'es' }))).toBe('es');
  });

  it('maps regional tags to the supported language', () => {
    expect(detectLanguage(signals({ navigatorLanguages: ['es-419'] }))).toBe('es');
    expect(detectLanguage(signals({ search: '?lng=EN-gb' }))).toBe('en');
  });

  it('falls back to English for an unsupported or hostile ?lng=, even when another language was stored', () => {
    expect(detectLanguage(signals({ search: '?lng=de', localStorage: 'es' }))).toBe('en');
    expect(detectLanguage(signals({ search: '?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E' }))).toBe('en');
  });

  it('skips unreadable or unsupported values and ends at English', () => {
    expect(
      detectLanguage(signals({ cookie: 'i18next=%E0%A4%A', localStorage: 'zz', navigatorLanguages: ['fr'] })),
    ).toBe('en');
    expect(detectLanguage(nothing)).toBe('en');
  });
});

describe('decideLanguage', () => {
  it('tells which signal decided, so that the browser knows whether its storage could overrule the server', () => {
    expect(decideLanguage(signals({ search: '?lng=de', localStorage: 'es' }))).toEqual({
      language: 'en',
      source: 'querystring',
      remember: false,
    });
    expect(decideLanguage(signals({ cookie: 'i18next=es', navigatorLanguages: ['en'] }))).toEqual({
      language: 'es',
      source: 'cookie',
      remember: true,
    });
    expect(decideLanguage(signals({ navigatorLanguages: ['fr', 'es-CO'] }))).toEqual({
      language: 'es',
      source: 'navigator',
      remember: true,
    });
    expect(decideLanguage(nothing)).toEqual({ language: 'en', source: 'fallback', remember: true });
  });
});

describe('storedLanguageIn', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads local storage before session storage, as detection does', () => {
    expect(LANGUAGE_STORAGES).toEqual(['localStorage', 'sessionStorage']);
  });

  it('is the supported language kept in that storage, else none', () => {
    expect(storedLanguageIn('localStorage')).toBeNull();
    sessionStorage.setItem('i18nextLng', 'es-CO');
    expect(storedLanguageIn('sessionStorage')).toBe('es');
    expect(storedLanguageIn('localStorage')).toBeNull();
    localStorage.setItem('i18nextLng', 'en');
    expect(storedLanguageIn('localStorage')).toBe('en');
    localStorage.setItem('i18nextLng', 'zz');
    expect(storedLanguageIn('localStorage')).toBeNull();
  });
});

describe('supportedQueryLanguage', () => {
  it('names the language a ?lng= asks for only when the site has it', () => {
    expect(supportedQueryLanguage('?lng=es')).toBe('es');
    expect(supportedQueryLanguage('?utm_source=x&lng=ES')).toBe('es');
    expect(supportedQueryLanguage('?lng=fr')).toBeNull();
    expect(supportedQueryLanguage('?lng=%3Cscript%3E')).toBeNull();
    expect(supportedQueryLanguage('')).toBeNull();
  });
});

describe('the language cookie the server reads', () => {
  const clearLanguageCookie = () => {
    document.cookie = 'i18next=; Path=/; Max-Age=0';
  };
  beforeEach(clearLanguageCookie);
  afterEach(clearLanguageCookie);

  it('is written when the visitor chooses, and read first by the next page (after the query)', () => {
    rememberLanguageForServer('es');
    expect(document.cookie).toContain('i18next=es');
    expect(
      decideLanguage(signals({ cookie: document.cookie, localStorage: 'en', navigatorLanguages: ['en'] })),
    ).toMatchObject({ language: 'es', source: 'cookie' });
  });

  it('is written for a language asked for in the address, together with the cached choice', () => {
    rememberRequestedLanguage('es');
    expect(document.cookie).toContain('i18next=es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('follows a later cached choice once it exists, and is never created by caching alone', () => {
    cacheLanguage('es');
    expect(document.cookie).not.toContain('i18next=');
    rememberLanguageForServer('es');
    cacheLanguage('en');
    expect(document.cookie).toContain('i18next=en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
