import { useEffect } from 'react';
import { setPageTitle } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { Wordmark } from '../brand/wordmark';
import { RemoteSlot } from '../federation/remote-slot';
import { HeroCarousel } from './hero/hero-carousel';
import { HeroLogo } from './hero/hero-logo';
import styles from './home-page.module.css';

const INTRO_ID = 'home-intro';

export function HomePage() {
  const { t } = useTeamTranslation();
  useEffect(() => setPageTitle(null), []);
  return (
    <>
      <HeroLogo />
      <HeroCarousel nextSectionId={INTRO_ID} />
      <section id={INTRO_ID} className={styles.intro} aria-labelledby={`${INTRO_ID}-title`}>
        <h1 id={`${INTRO_ID}-title`} className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </section>
      <section aria-label={t('home.collectionsLabel')} className={styles.collections}>
        <RemoteSlot team="catalog" module="collection-cards" fallback="section" className={styles.cardsSlot} />
      </section>
      <RemoteSlot team="consent" module="newsletter-band" fallback="section" className={styles.bandSlot} />
      <div className={styles.closing}>
        <Wordmark size="large" tone="gold" />
      </div>
    </>
  );
}
