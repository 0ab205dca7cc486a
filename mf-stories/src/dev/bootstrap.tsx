// Development shell: the stories remote on its own (`npm run dev -w mf-stories`), without the host or other teams.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, toSupportedLanguage, type RuntimeConfig } from '@storefront/shared';
import '@storefront/shared/src/tokens.css';
import StoriesRoutes from '../exposes/routes';
import { DevNavigation } from './dev-navigation';

/** Every remote points at this server; the stories team only uses the asset base (its own origin). */
const ownManifest = `${window.location.origin}/mf-manifest.json`;
const DEV_CONFIG: RuntimeConfig = {
  remotes: { catalog: ownManifest, stories: ownManifest, legal: ownManifest, consent: ownManifest },
  newsletter: { endpoint: `${window.location.origin}/api/newsletter`, mode: 'cors' },
  assetBaseUrl: null,
};

async function start(): Promise<void> {
  const language = toSupportedLanguage(new URLSearchParams(window.location.search).get('lng')) ?? FALLBACK_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: ['dev'],
    defaultNS: 'dev',
    resources: { en: { dev: {} }, es: { dev: {} } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <DevNavigation />
        <main>
          <StoriesRoutes config={DEV_CONFIG} />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
