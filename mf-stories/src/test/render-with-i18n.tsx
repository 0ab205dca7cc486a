import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@storefront/shared';

/** A runtime config as a deployment would pass it; the stories team only reads assetBaseUrl. */
export const TEST_CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    stories: 'http://localhost:3002/mf-manifest.json',
    legal: 'http://localhost:3003/mf-manifest.json',
    consent: 'http://localhost:3004/mf-manifest.json',
  },
  newsletter: { endpoint: 'http://localhost:3005/api/newsletter', mode: 'cors' },
  assetBaseUrl: null,
};

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

export async function renderWithI18n(ui: ReactElement, { path = '/', language = 'en' }: { path?: string; language?: 'en' | 'es' } = {}) {
  const instance = await createTestI18n(language);
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
