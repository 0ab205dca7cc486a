import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  LEGAL_SLUGS,
  LOCAL_RUNTIME_CONFIG,
  SUPPORTED_LANGUAGES,
  enquiryPath,
  legalPath,
  toSupportedLanguage,
} from '@storefront/shared';
import '@storefront/shared/src/styles/base.css';
import LegalRoutes from '../exposes/routes';
import styles from './dev-shell.module.css';

// The stand-in for the host: its own i18next, a router, and the local runtime config (images come from this server).
const language =
  toSupportedLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER)) ?? FALLBACK_LANGUAGE;
document.documentElement.lang = language;

void i18next
  .use(initReactI18next)
  .init({ lng: language, fallbackLng: FALLBACK_LANGUAGE, resources: {}, interpolation: { escapeValue: false } })
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <div className={styles.shell}>
            <LegalRoutes config={LOCAL_RUNTIME_CONFIG} />
            <nav aria-label="Development links" className={styles.links}>
              {LEGAL_SLUGS.map((slug) => (
                <Link key={slug} to={legalPath(slug)}>
                  {slug}
                </Link>
              ))}
              <Link to={enquiryPath('El Patrón Classic')}>enquiry</Link>
              {SUPPORTED_LANGUAGES.map((code) => (
                <a key={code} href={`?${LANGUAGE_QUERY_PARAMETER}=${code}`}>
                  {code.toUpperCase()}
                </a>
              ))}
            </nav>
          </div>
        </BrowserRouter>
      </StrictMode>,
    );
  });
