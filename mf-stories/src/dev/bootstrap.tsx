// Development shell: the stories remote on its own (`npm run dev -w mf-stories`), without the host or other teams.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import { FALLBACK_LANGUAGE, LOCAL_RUNTIME_CONFIG, toSupportedLanguage } from '@storefront/shared';
import '@storefront/shared/src/styles/base.css';
import StoriesRoutes from '../exposes/routes';
import { STORIES } from '../stories/story-data';
import styles from './dev-navigation.module.css';

const language = toSupportedLanguage(new URLSearchParams(window.location.search).get('lng')) ?? FALLBACK_LANGUAGE;

void i18next
  .use(initReactI18next)
  .init({ lng: language, fallbackLng: FALLBACK_LANGUAGE, resources: {}, interpolation: { escapeValue: false } })
  .then(() => {
    document.documentElement.lang = language;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          {/* Standing in for the host's header: every story, plus an unknown one. */}
          <nav className={styles.bar} aria-label="Development shell">
            {STORIES.map((story) => (
              <Link key={story.path} to={story.path}>
                {story.path}
              </Link>
            ))}
            <Link to="/news/unknown">/news/unknown</Link>
            <a href="?lng=en">EN</a>
            <a href="?lng=es">ES</a>
          </nav>
          <main>
            <StoriesRoutes config={LOCAL_RUNTIME_CONFIG} />
          </main>
        </BrowserRouter>
      </StrictMode>,
    );
  });
