import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { Wordmark } from '../brand/wordmark';
import { MENU_PANEL_ID } from '../menu/menu-element';
import { MenuPanel } from '../menu/menu-panel';
import { useScrollDerived } from '../scroll/use-scroll-y';
import { headerIsSolid } from './header-appearance';
import styles from './site-header.module.css';

export function SiteHeader({ overHero }: { overHero: boolean }) {
  const { t } = useTeamTranslation();
  // Renders again only when the appearance changes, not every frame of a scroll.
  const solid = useScrollDerived((scrollY) => headerIsSolid(scrollY, overHero));
  // A focused link never fades away nor leaves the accessibility tree (back at the top of the home page).
  const [logoFocused, setLogoFocused] = useState(false);
  const logoShown = solid || logoFocused;

  return (
    <>
      <header className={styles.header} data-appearance={solid ? 'solid' : 'transparent'}>
        <div className={styles.side} />
        <Link
          to="/"
          className={styles.logo}
          data-visible={logoShown}
          aria-label={t('header.homeLink', { brand: BRAND_NAME })}
          aria-hidden={!logoShown}
          tabIndex={logoShown ? undefined : -1}
          onFocus={() => setLogoFocused(true)}
          onBlur={() => setLogoFocused(false)}
        >
          <Wordmark />
        </Link>
        <div className={`${styles.side} ${styles.end}`}>
          {/* The platform opens the menu, before hydration too; the menu's element owns aria-expanded after the
              first render. */}
          <button
            type="button"
            className={styles.menuButton}
            commandfor={MENU_PANEL_ID}
            command="show-modal"
            aria-expanded={false}
            aria-controls={MENU_PANEL_ID}
            aria-haspopup="dialog"
            suppressHydrationWarning
          >
            <span className={styles.menuLabel}>{t('header.openMenu')}</span>
            <span className={styles.burger} aria-hidden="true">
              <span />
              <span />
            </span>
          </button>
        </div>
      </header>
      <MenuPanel />
    </>
  );
}
