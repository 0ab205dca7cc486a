import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { collectionPath, COLLECTION_SLUGS, LOCAL_RUNTIME_CONFIG as config } from '@storefront/shared';
import { DevLanguageLinks, startDevShell } from '@storefront/shared/src/dev-shell';
import CollectionCards from '../exposes/collection-cards';
import CatalogRoutes from '../exposes/routes';
import './dev-shell.css';

// A stand-in for the host: its own i18next and router, and the local runtime config (images come from this server).
startDevShell(
  i18next.use(initReactI18next),
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
      <DevLanguageLinks />
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
  </BrowserRouter>,
);
