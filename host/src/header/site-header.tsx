import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@storefront/shared';
import { Wordmark } from '../brand/wordmark';
import { MENU_PANEL_ID, MenuPanel } from '../menu/menu-panel';
import { MENU_CLOSED, menuReducer } from '../menu/menu-state';
import { useScrollY } from '../scroll/use-scroll-y';
import { headerAppearance } from './header-appearance';
import styles from './site-header.module.css';

export function SiteHeader({ overHero }: { overHero: boolean }) {
  const { t } = useTranslation('host');
  const scrollY = useScrollY();
  const { solid, centreLogoVisible } = headerAppearance(scrollY, overHero);
  // A focused link never fades away nor leaves the accessibility tree under the visitor (back at the top of the home page).
  const [logoFocused, setLogoFocused] = useState(false);
  const logoShown = centreLogoVisible || logoFocused;
  const [menu, dispatch] = useReducer(menuReducer, MENU_CLOSED);
  const menuButton = useRef<HTMLButtonElement>(null);

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
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menu.open}
            aria-controls={MENU_PANEL_ID}
            aria-haspopup="dialog"
            onClick={() => dispatch({ type: 'open' })}
          >
            <span className={styles.menuLabel}>{t('header.openMenu')}</span>
            <span className={styles.burger} aria-hidden="true">
              <span />
              <span />
            </span>
          </button>
        </div>
      </header>
      {menu.open && <MenuPanel state={menu} dispatch={dispatch} menuButton={menuButton} />}
    </>
  );
}
