import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import {
  collectionPath,
  COLLECTION_SLUGS,
  FALLBACK_LANGUAGE,
  LOCAL_RUNTIME_CONFIG as config,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
} from '@storefront/shared';
import CollectionCards from '../exposes/collection-cards';
import CatalogRoutes from '../exposes/routes';
import './dev-shell.css';

// A stand-in for the host: its own i18next and router, and the local runtime config (images come from this server).
const language = toSupportedLanguage(new URLSearchParams(window.location.search).get('lng')) ?? FALLBACK_LANGUAGE;

void i18next
  .use(initReactI18next)
  .init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
  })
  .then(() => {
    document.documentElement.lang = language;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <header className="dev-header">
            <Link to="/">Catalog dev shell</Link>
            {COLLECTION_SLUGS.map((slug) => (
              <Link key={slug} to={collectionPath(slug)}>
                {slug}
              </Link>
            ))}
            <Link to="/configure/donjuan">donjuan</Link>
            <Link to="/configure/vino">vino (#)</Link>
            {SUPPORTED_LANGUAGES.map((lng) => (
              <a key={lng} href={`?lng=${lng}`}>
                {lng.toUpperCase()}
              </a>
            ))}
          </header>
          <main>
            <Routes>
              <Route
                index
                element={
                  <div style={{ paddingTop: 'calc(var(--header-height) + 2rem)' }}>
                    <CollectionCards config={config} />
                  </div>
                }
              />
              <Route path="*" element={<CatalogRoutes config={config} />} />
            </Routes>
          </main>
        </BrowserRouter>
      </StrictMode>,
    );
  });
