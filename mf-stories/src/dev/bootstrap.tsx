// Development shell: the stories remote on its own (`npm run dev -w mf-stories`), without the host or other teams.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import { LOCAL_RUNTIME_CONFIG } from '@storefront/shared';
import { DevLanguageLinks, startDevShell } from '@storefront/shared/src/dev-shell';
import '@storefront/shared/src/styles/base.css';
import StoriesRoutes from '../exposes/routes';
import { STORIES } from '../stories/story-data';
import styles from './dev-navigation.module.css';

startDevShell(
  i18next.use(initReactI18next),
  <BrowserRouter>
    {/* Standing in for the host's header: every story, plus an unknown one. */}
    <nav className={styles.bar} aria-label="Development shell">
      {STORIES.map((story) => (
        <Link key={story.path} to={story.path}>
          {story.path}
        </Link>
      ))}
      <Link to="/news/unknown">/news/unknown</Link>
      <DevLanguageLinks />
    </nav>
    <main>
      <StoriesRoutes config={LOCAL_RUNTIME_CONFIG} />
    </main>
  </BrowserRouter>,
);
