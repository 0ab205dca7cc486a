import {
  cookieValueIn,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  toSupportedLanguage,
  type LanguageSource,
  type SupportedLanguage,
} from '@storefront/shared';

/** Gathered in one place so that detection is a pure function. */
export type LanguageSignals = ReturnType<typeof readBrowserSignals>;

export interface LanguageDecision {
  language: SupportedLanguage;
  source: LanguageSource | 'fallback';
  /** False for an unsupported ?lng=: the page falls back to English and the visitor's kept choice stays. */
  remember: boolean;
}

/**
 * First supported language in the spec's order. An unsupported `?lng=` is an explicit request, so it falls back to
 * English (product decision 6), not to an earlier visit's choice.
 */
export function decideLanguage(signals: LanguageSignals): LanguageDecision {
  const offered: Record<LanguageSource, readonly (string | null)[]> = {
    querystring: [new URLSearchParams(signals.search).get(LANGUAGE_QUERY_PARAMETER)],
    cookie: [cookieValueIn(signals.cookie, LANGUAGE_COOKIE_NAME)],
    localStorage: [signals.localStorage],
    sessionStorage: [signals.sessionStorage],
    navigator: signals.navigatorLanguages,
    htmlTag: [signals.htmlLang],
  };
  for (const source of LANGUAGE_DETECTION_ORDER) {
    const candidates = offered[source].filter((c): c is string => typeof c === 'string' && c.trim() !== '');
    if (source === 'querystring' && candidates.length > 0) {
      const asked = toSupportedLanguage(candidates[0]);
      return { language: asked ?? FALLBACK_LANGUAGE, source, remember: asked !== null };
    }
    for (const candidate of candidates) {
      const language = toSupportedLanguage(candidate);
      if (language) return { language, source, remember: true };
    }
  }
  return { language: FALLBACK_LANGUAGE, source: 'fallback', remember: true };
}

/** Null for no ?lng= or an unsupported one. */
export function supportedQueryLanguage(search: string): SupportedLanguage | null {
  return toSupportedLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER));
}

export type LanguageStorage = 'localStorage' | 'sessionStorage';

function storedValue(win: Window, storage: LanguageStorage): string | null {
  try {
    return win[storage].getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function readBrowserSignals(win: Window = window) {
  return {
    search: win.location.search,
    cookie: win.document.cookie,
    localStorage: storedValue(win, 'localStorage'),
    sessionStorage: storedValue(win, 'sessionStorage'),
    navigatorLanguages: win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language],
    htmlLang: win.document.documentElement.getAttribute('lang'),
  };
}

/** In detection order. */
export const LANGUAGE_STORAGES = LANGUAGE_DETECTION_ORDER.filter(
  (source): source is LanguageStorage => source === 'localStorage' || source === 'sessionStorage',
);

/**
 * The one signal a server cannot see. A first read of each storage is a synchronous call to the browser process,
 * so the hydration loader reads them one task at a time, and only when they could overrule the server.
 */
export function storedLanguageIn(storage: LanguageStorage, win: Window = window): SupportedLanguage | null {
  return toSupportedLanguage(storedValue(win, storage));
}

/** The spec caches the choice in local storage; a language cookie set earlier follows it. */
export function cacheLanguage(language: SupportedLanguage, win: Window = window): void {
  try {
    win.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the language still applies for this page view
  }
  if (cookieValueIn(win.document.cookie, LANGUAGE_COOKIE_NAME) !== null) rememberLanguageForServer(language, win);
}

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * So the next page arrives in the language asked for (switch or `?lng=`), not re-rendered from the browser's. Set
 * only when asked for, so it needs no consent; the privacy policy names it.
 */
export function rememberLanguageForServer(language: SupportedLanguage, win: Window = window): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Cached like any choice, and kept for the server. */
export function rememberRequestedLanguage(language: SupportedLanguage, win: Window = window): void {
  cacheLanguage(language, win);
  rememberLanguageForServer(language, win);
}
