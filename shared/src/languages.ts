/** Every visible string exists in each of them. */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** First match wins (spec, point 9). */
export const LANGUAGE_DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;
export type LanguageSource = (typeof LANGUAGE_DETECTION_ORDER)[number];

export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE_NAME = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** None is supported today; the shell sets dir="rtl" for them. */
export const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = [
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ps',
  'sd',
  'ur',
  'yi',
];

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** "es-CO" → "es"; null when unsupported. */
export function toSupportedLanguage(tag: unknown): SupportedLanguage | null {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : null;
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT_LANGUAGES.includes(base) ? 'rtl' : 'ltr';
}
