import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import {
  FALLBACK_LANGUAGE,
  LOCAL_RUNTIME_CONFIG,
  requestCookiePreferences,
  toSupportedLanguage,
} from '@storefront/shared';
import '@storefront/shared/src/styles/base.css';
import CookieConsent from '../exposes/cookie-consent';
import NewsletterBand from '../exposes/newsletter-band';
import NewsletterForm from '../exposes/newsletter-form';
import ConsentRoutes from '../exposes/routes';

/** The local collector (`node mf-consent/server/main.ts` with ALLOWED_ORIGINS=http://localhost:3004). */
const devConfig = LOCAL_RUNTIME_CONFIG;

const language = toSupportedLanguage(new URLSearchParams(window.location.search).get('lng')) ?? FALLBACK_LANGUAGE;
void i18next.use(initReactI18next).init({
  initAsync: false,
  lng: language,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: {},
  interpolation: { escapeValue: false },
});
document.documentElement.lang = language;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from src/dev/index.html');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <BrowserRouter>
        <main style={{ fontFamily: 'var(--font-body)', padding: '2rem 0' }}>
          <p style={{ textAlign: 'center' }}>
            Consent remote, development shell · <a href="?lng=en">EN</a> · <a href="?lng=es">ES</a> ·{' '}
            <button type="button" onClick={() => requestCookiePreferences()}>
              Cookie settings (footer event)
            </button>
          </p>
          {/* The mails' links: /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… */}
          {window.location.pathname.startsWith('/newsletter') ? (
            <ConsentRoutes config={devConfig} />
          ) : (
            <>
              <NewsletterBand config={devConfig} />
              <div style={{ maxWidth: '40rem', margin: '3rem auto' }}>
                <NewsletterForm config={devConfig} />
              </div>
            </>
          )}
        </main>
        <CookieConsent config={devConfig} />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
