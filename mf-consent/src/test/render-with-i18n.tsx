import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { SupportedLanguage } from '@storefront/shared';

/** `ui` with a fresh i18next of the test's own (as the host would provide one), inside a router. */
export function withI18n(ui: ReactElement, { language = 'en' }: { language?: SupportedLanguage } = {}): ReactElement {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>
  );
}

/** Renders `ui` as withI18n wraps it. */
export function renderWithI18n(ui: ReactElement, options: { language?: SupportedLanguage } = {}) {
  return render(withI18n(ui, options));
}
