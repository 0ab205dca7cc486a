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

/** What the browser tells us, gathered in one place so that detection is a pure function. */
export interface LanguageSignals {
  search: string;
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

/** What each signal offers, in the terms of the detection order. */
function candidatesBySource(signals: LanguageSignals): Record<LanguageSource, (string | null)[]> {
  return {
    querystring: [new URLSearchParams(signals.search).get(LANGUAGE_QUERY_PARAMETER)],
    cookie: [cookieValueIn(signals.cookie, LANGUAGE_COOKIE_NAME)],
    localStorage: [signals.localStorage],
    sessionStorage: [signals.sessionStorage],
    navigator: [...signals.navigatorLanguages],
    htmlTag: [signals.htmlLang],
  };
}

/** A detected language and the signal that decided it ('fallback' when none did). */
export interface LanguageDecision {
  language: SupportedLanguage;
  source: LanguageSource | 'fallback';
  /** False for a ?lng= the site does not have: the page falls back to English and the visitor's kept choice stays. */
  remember: boolean;
}

/**
 * Walks the spec's detection order and returns the first supported language. A `?lng=` that names an
 * unsupported language is an explicit request we cannot honour, so it falls back to English (product decision 6)
 * rather than to whatever an earlier visit stored.
 */
export function decideLanguage(signals: LanguageSignals): LanguageDecision {
  const offered = candidatesBySource(signals);
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

/** The language an address's ?lng= asks for, when the site has it; null for none or one it does not have. */
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

export function readBrowserSignals(win: Window = window): LanguageSignals {
  return {
    search: win.location.search,
    cookie: win.document.cookie,
    localStorage: storedValue(win, 'localStorage'),
    sessionStorage: storedValue(win, 'sessionStorage'),
    navigatorLanguages: win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language],
    htmlLang: win.document.documentElement.getAttribute('lang'),
  };
}

/** The storages a visitor's choice may be kept in, in the order detection reads them. */
export const LANGUAGE_STORAGES = LANGUAGE_DETECTION_ORDER.filter(
  (source): source is LanguageStorage => source === 'localStorage' || source === 'sessionStorage',
);

/**
 * The supported language a visitor's earlier choice left in one of this browser's storages, if any: the one
 * signal a server cannot see. The first read of each storage is a synchronous call to the browser process, so
 * the hydration loader reads them one task at a time, and only when the server's decision could be overruled.
 */
export function storedLanguageIn(storage: LanguageStorage, win: Window = window): SupportedLanguage | null {
  return toSupportedLanguage(storedValue(win, storage));
}

/** The spec caches the chosen language in local storage; a language cookie set with the switch follows it. */
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
 * Keeps a language the visitor asked for (with the switch, or by opening an address with a supported `?lng=`) in
 * the cookie the host's server reads, so that the next page arrives in it instead of in the browser's language
 * first and then again in this one. Set only for a language asked for, which is why it needs no consent; the
 * privacy policy names it.
 */
export function rememberLanguageForServer(language: SupportedLanguage, win: Window = window): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** A `?lng=` the site has is the visitor's request: cached like any choice, and kept for the server. */
export function rememberRequestedLanguage(language: SupportedLanguage, win: Window = window): void {
  cacheLanguage(language, win);
  rememberLanguageForServer(language, win);
}
