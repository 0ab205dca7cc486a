import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
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

interface ShellOptions {
  path?: string;
  language?: SupportedLanguage;
  routes?: RouteObject[];
}

/** A piece of the shell inside a memory router at `path`, with the host's texts and a runtime config. */
function shellTree(element: ReactElement, { path = '/', language = 'en', routes }: ShellOptions) {
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
  return {
    i18n,
    ui: (
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigProvider value={TEST_CONFIG}>{tree}</RuntimeConfigProvider>
      </I18nextProvider>
    ),
  };
}

/** The HTML the host's server sends for a piece of the shell (what `renderShell` with `hydrate` takes over). */
export function serverMarkup(element: ReactElement, options: ShellOptions = {}): string {
  return renderToString(shellTree(element, options).ui);
}

/**
 * Renders a piece of the shell inside a memory router at `path`, with the host's texts and a runtime config.
 * With `routes`, a data router is used instead (for error elements); jsdom cannot navigate one (no Request).
 * With `hydrate`, hydrates the markup already in that container (a pre-rendered page) instead.
 */
export function renderShell(
  element: ReactElement,
  { hydrate, ...options }: ShellOptions & { hydrate?: HTMLElement } = {},
) {
  const { i18n, ui } = shellTree(element, options);
  const view = render(ui, hydrate ? { container: hydrate, hydrate: true } : undefined);
  return { ...view, i18n };
}
