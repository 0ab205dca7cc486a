import { NavLink, useLocation } from 'react-router-dom';
import {
  BRAND_NAME,
  COPYRIGHT_YEAR,
  HELD_UNTIL_HYDRATED_ATTRIBUTE,
  LEGAL_SLUGS,
  legalPath,
  requestCookiePreferences,
} from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { Wordmark } from '../brand/wordmark';
import { RemoteSlot } from '../federation/remote-slot';
import { LanguageSwitch } from '../language/language-switch';
import { showsFooterNewsletter } from './footer-newsletter';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTeamTranslation();
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer}>
      {showsFooterNewsletter(pathname) && (
        <section className={styles.newsletter} aria-label={t('footer.newsletterLabel')}>
          <RemoteSlot team="consent" module="newsletter-form" fallback="section" />
        </section>
      )}
      <div className={styles.bottom}>
        <Wordmark />
        <nav aria-label={t('footer.legalLabel')}>
          <ul className={styles.links}>
            {LEGAL_SLUGS.map((slug) => (
              <li key={slug}>
                <NavLink to={legalPath(slug)}>{t(`footer.links.${slug}`)}</NavLink>
              </li>
            ))}
            <li>
              {/* Withdrawing consent must be as easy as giving it. */}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => requestCookiePreferences()}
                {...{ [HELD_UNTIL_HYDRATED_ATTRIBUTE]: '' }}
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: BRAND_NAME })}</p>
      </div>
    </footer>
  );
}
