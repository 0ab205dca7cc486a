import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig, SupportedLanguage } from '@storefront/shared';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import en from '../locales/en.json';
import es from '../locales/es.json';

export const TEST_CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://catalog.test/mf-manifest.json',
    stories: 'http://stories.test/mf-manifest.json',
    legal: 'http://legal.test/mf-manifest.json',
    consent: 'http://consent.test/mf-manifest.json',
  },
  newsletter: { endpoint: 'http://collector.test/api/newsletter', mode: 'cors' },
  assetBaseUrl: null,
};

/** A fresh i18next with the host's own texts, so tests never share language state. */
export function createTestI18n(language: SupportedLanguage = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['host'],
    defaultNS: 'host',
    resources: { en: { host: en }, es: { host: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/**
 * Renders a piece of the shell inside a memory router at `path`, with the host's texts and a runtime config.
 * With `routes`, a data router is used instead (for error elements); jsdom cannot navigate one (no Request).
 */
export function renderShell(element: ReactElement, { path = '/', language = 'en', routes }: { path?: string; language?: SupportedLanguage; routes?: RouteObject[] } = {}) {
  const i18n = createTestI18n(language);
  const tree = routes ? (
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
  ) : (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigProvider value={TEST_CONFIG}>{tree}</RuntimeConfigProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
