import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LOCAL_RUNTIME_CONFIG, type RuntimeConfig, type SupportedLanguage } from '@storefront/shared';
import { CatalogConfigContext } from '../config/catalog-config';

export const TEST_CONFIG: RuntimeConfig = { ...LOCAL_RUNTIME_CONFIG, assetBaseUrl: 'https://cdn.example.com/assets/' };

/** Shows where the router is, so tests can assert where a link led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  language?: SupportedLanguage;
  path?: string;
}

/** Renders catalog UI with a private i18next instance (never the host's), a router and the runtime config. */
export function renderWithI18n(ui: ReactElement, options: RenderOptions = {}) {
  return render(withCatalogProviders(ui, options));
}

/** Catalog UI inside what the remote gives it: for a render on the server's side and its hydration. */
export function withCatalogProviders(
  ui: ReactElement,
  { language = 'en', path = '/' }: RenderOptions = {},
): ReactElement {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <CatalogConfigContext value={TEST_CONFIG}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </CatalogConfigContext>
      </MemoryRouter>
    </I18nextProvider>
  );
}
