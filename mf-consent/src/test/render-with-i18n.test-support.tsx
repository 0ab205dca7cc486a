import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { SupportedLanguage } from '@storefront/shared';

/** A fresh i18next of the test's own, as the host would provide one. */
export function createTestI18n(language: SupportedLanguage = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** `ui` with a fresh i18next (or the one given), inside a router at `path` (the home page unless given). */
export function withI18n(
  ui: ReactElement,
  {
    language = 'en',
    i18n = createTestI18n(language),
    path = '/',
  }: { language?: SupportedLanguage; i18n?: I18n; path?: string } = {},
): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>
  );
}

/** Renders `ui` as withI18n wraps it; `i18n` lets a test switch the language. */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', path }: { language?: SupportedLanguage; path?: string } = {},
) {
  const i18n = createTestI18n(language);
  return { ...render(withI18n(ui, { i18n, path })), i18n };
}
