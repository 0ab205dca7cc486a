import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SupportedLanguage } from '@storefront/shared';

/** A fresh i18next instance per test, set up the way the host sets up its own (namespaces added on render). */
export function createTestI18n(language: SupportedLanguage = 'en') {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function renderWithI18n(ui: ReactElement, language: SupportedLanguage = 'en') {
  const i18n = createTestI18n(language);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-location">{location.pathname + location.search}</output>;
}

/** Renders a screen at a URL, beside a probe showing the URL the app navigated to. */
export function renderAtPath(screen: ReactElement, path: string, language: SupportedLanguage = 'en') {
  return renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={screen} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
    language,
  );
}
