import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { LOCAL_RUNTIME_CONFIG } from '@storefront/shared';

/** A runtime config as a deployment would pass it; the stories team only reads assetBaseUrl. */
export const TEST_CONFIG = LOCAL_RUNTIME_CONFIG;

/** A fresh i18next instance like the host's (host namespace only); the stories namespace is added on render. */
export async function createTestI18n(language: 'en' | 'es' = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['host'],
    defaultNS: 'host',
    resources: { en: { host: {} }, es: { host: {} } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export async function renderWithI18n(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: 'en' | 'es' } = {},
) {
  const instance = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
