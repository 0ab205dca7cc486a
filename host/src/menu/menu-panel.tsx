import { memo, useCallback, useRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import {
  ABOUT_PATH,
  collectionPath,
  legalPath,
  musePath,
  newsPath,
  type CollectionSlug,
  type NewsSlug,
  type RemoteTeam,
} from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { loadExposedModule } from '../federation/remote-registry';
import { LanguageSwitch } from '../language/language-switch';
import {
  defineMenuElement,
  MENU_BACK_ATTRIBUTE,
  MENU_PANEL_ID,
  MENU_VIEW_ATTRIBUTE,
  OPENS_VIEW_ATTRIBUTE,
} from './menu-element';
import styles from './menu-panel.module.css';

// Where the hydration loader did not run (a browser-rendered page, the development shell).
defineMenuElement();

type MenuSubView = 'bags' | 'news' | 'muse';

/** Exactly the spec's (section 2, Menu). */
const BAG_ENTRIES: readonly CollectionSlug[] = ['carriel', 'mini-carriels', 'baguette-carriels'];
const NEWS_ENTRIES: readonly NewsSlug[] = ['colochila', 'ibiza-popup', 'munich-store'];
/**
 * Sample content (the brief names no artist). The stories team keeps the same slug; a browser test follows this
 * link so the two cannot drift apart.
 */
const LIVE_MUSE_PROJECT = { slug: 'la-artista', name: 'La Artista', year: 2025 } as const;
const MUSE_COMING_SOON = ['first', 'second'] as const;

/** Closes the menu when followed; hovered or focused, it starts fetching its remote. */
function MenuLink({ team, onNavigate, ...link }: LinkProps & { team: RemoteTeam; onNavigate: () => void }) {
  const warm = () => void loadExposedModule(team, 'routes').catch(() => undefined);
  return <Link {...link} onClick={onNavigate} onPointerEnter={warm} onFocus={warm} />;
}

function Entry({ title, subtitle, ...link }: Parameters<typeof MenuLink>[0] & { title: string; subtitle?: string }) {
  return (
    <li>
      <MenuLink {...link} className={styles.entry}>
        <span className={styles.entryTitle}>{title}</span>
        {subtitle !== undefined && <span className={styles.entrySubtitle}>{subtitle}</span>}
      </MenuLink>
    </li>
  );
}

/**
 * In the markup from the start as a closed modal `<dialog>`, every view in it; menu-element.ts drives it.
 * `suppressHydrationWarning` marks attributes the element or the platform may change before hydration.
 */
// Memoised: the header around it renders again when the page scrolls past its threshold; the menu need not.
export const MenuPanel = memo(function MenuPanel() {
  const { t } = useTeamTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => dialog.current?.close(), []);
  const entries = <S extends string>(team: RemoteTeam, slugs: readonly S[], href: (slug: S) => string, texts: string) =>
    slugs.map((slug) => (
      <Entry
        key={slug}
        to={href(slug)}
        team={team}
        onNavigate={close}
        title={t(`${texts}.${slug}.title`)}
        subtitle={t(`${texts}.${slug}.subtitle`)}
      />
    ));

  return (
    <site-menu-panel>
      <dialog
        ref={dialog}
        id={MENU_PANEL_ID}
        className={styles.panel}
        aria-label={t('menu.label')}
        data-view="main"
        closedby="any"
        suppressHydrationWarning
      >
        <div className={styles.topBar}>
          <button
            type="button"
            className={styles.back}
            hidden
            suppressHydrationWarning
            {...{ [MENU_BACK_ATTRIBUTE]: '' }}
          >
            <span aria-hidden="true">←</span> {t('menu.back')}
          </button>
          <button
            type="button"
            className={styles.close}
            commandfor={MENU_PANEL_ID}
            command="close"
            aria-label={t('menu.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <MainView onNavigate={close} />
        <SubView view="bags" title={t('menu.bags')}>
          {entries('catalog', BAG_ENTRIES, collectionPath, 'menu.bagEntries')}
        </SubView>
        <SubView view="news" title={t('menu.news')}>
          {entries('stories', NEWS_ENTRIES, newsPath, 'menu.newsEntries')}
        </SubView>
        <SubView view="muse" title={t('menu.museProjects')}>
          <Entry
            to={musePath(LIVE_MUSE_PROJECT.slug)}
            team="stories"
            onNavigate={close}
            title={t('menu.museEntry', { name: LIVE_MUSE_PROJECT.name, year: LIVE_MUSE_PROJECT.year })}
          />
          {MUSE_COMING_SOON.map((key) => (
            <li key={key} className={styles.entryDisabled} data-coming-soon="">
              <span className={styles.entryTitle}>{t(`menu.museComingSoon.${key}`)}</span>
              <span className={styles.entrySubtitle}>{t('menu.comingSoon')}</span>
            </li>
          ))}
        </SubView>
        <div className={styles.footer}>
          <LanguageSwitch />
        </div>
      </dialog>
    </site-menu-panel>
  );
});

function MainView({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTeamTranslation();
  const opener = (view: MenuSubView, label: string) => (
    <button type="button" className={styles.mainEntry} {...{ [OPENS_VIEW_ATTRIBUTE]: view }}>
      {label} <span aria-hidden="true">→</span>
    </button>
  );
  return (
    <nav
      aria-label={t('menu.label')}
      className={styles.view}
      {...{ [MENU_VIEW_ATTRIBUTE]: 'main' }}
      suppressHydrationWarning
    >
      <ul className={styles.list}>
        <li>{opener('bags', t('menu.bags'))}</li>
        <li>
          <MenuLink to={ABOUT_PATH} team="stories" onNavigate={onNavigate} className={styles.mainEntry}>
            {t('menu.ourStory')}
          </MenuLink>
        </li>
        <li>{opener('news', t('menu.news'))}</li>
        <li>{opener('muse', t('menu.museProjects'))}</li>
      </ul>
      <MenuLink to={legalPath('contact')} team="legal" onNavigate={onNavigate} className={styles.getInTouch}>
        {t('menu.getInTouch')}
      </MenuLink>
    </nav>
  );
}

function SubView({ view, title, children }: { view: MenuSubView; title: string; children: ReactNode }) {
  return (
    <nav
      aria-label={title}
      className={styles.view}
      hidden
      {...{ [MENU_VIEW_ATTRIBUTE]: view }}
      suppressHydrationWarning
    >
      <h2 className={styles.viewTitle}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
