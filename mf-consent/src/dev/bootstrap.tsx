import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { LOCAL_RUNTIME_CONFIG as devConfig, requestCookiePreferences } from '@storefront/shared';
import { startDevShell } from '@storefront/shared/src/dev-shell';
import '@storefront/shared/src/styles/base.css';
import CookieConsent from '../exposes/cookie-consent';
import NewsletterBand from '../exposes/newsletter-band';
import NewsletterForm from '../exposes/newsletter-form';
import ConsentRoutes from '../exposes/routes';

// devConfig: the local collector (`node mf-consent/server/main.ts` with ALLOWED_ORIGINS=http://localhost:3004).
startDevShell(
  i18next.use(initReactI18next),
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
  </BrowserRouter>,
);
