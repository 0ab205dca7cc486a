// For the remotes' development shells (src/dev/bootstrap.tsx) alone, which stand in for the host: import it by path,
// so no production bundle carries it. Each shell passes its own i18next, as shared imports none (eslint.config.mjs).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAMETER, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages.ts';

/**
 * Renders `shell` in #root in the `?lng=` language, once `i18n` (the shell's `i18next.use(initReactI18next)`) is
 * initialised without resources: the remote adds its own namespace when it renders.
 */
export function startDevShell(i18n: { init(options: object): Promise<unknown> }, shell: ReactNode): void {
  const requested = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER);
  const language = toSupportedLanguage(requested) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = language;
  void i18n
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      resources: {},
      interpolation: { escapeValue: false },
    })
    .then(() => createRoot(document.getElementById('root')!).render(<StrictMode>{shell}</StrictMode>));
}

/** A link to each language, as the host's language switch would change it. */
export function DevLanguageLinks() {
  return SUPPORTED_LANGUAGES.map((code) => (
    <a key={code} href={`?${LANGUAGE_QUERY_PARAMETER}=${code}`}>
      {code.toUpperCase()}
    </a>
  ));
}
