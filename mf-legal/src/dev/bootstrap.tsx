import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Link } from 'react-router-dom';
import { LEGAL_SLUGS, LOCAL_RUNTIME_CONFIG, enquiryPath, legalPath } from '@storefront/shared';
import { DevLanguageLinks, startDevShell } from '@storefront/shared/src/dev-shell';
import '@storefront/shared/src/styles/base.css';
import LegalRoutes from '../exposes/routes';
import styles from './dev-shell.module.css';

// The stand-in for the host: its own i18next, a router, and the local runtime config (images come from this server).
startDevShell(
  i18next.use(initReactI18next),
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
        <DevLanguageLinks />
      </nav>
    </div>
  </BrowserRouter>,
);
