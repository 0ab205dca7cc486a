import { useCallback, useEffect, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ABOUT_PATH, legalPath, type RemoteTeam } from '@storefront/shared';
import { focusableWithin, useFocusTrap } from '../a11y/use-focus-trap';
import { loadExposedModule } from '../federation/remote-registry';
import { LanguageSwitch } from '../language/language-switch';
import { BAG_ENTRIES, bagHref, LIVE_MUSE_PROJECT, museHref, MUSE_COMING_SOON, NEWS_ENTRIES, newsHref } from './menu-entries';
import type { MenuAction, MenuState, MenuView } from './menu-state';
import styles from './menu-panel.module.css';

export const MENU_PANEL_ID = 'site-menu';

/** Hovering or focusing a link starts fetching the remote behind it. */
function warm(team: RemoteTeam) {
  return () => void loadExposedModule(team, 'routes').catch(() => undefined);
}

interface MenuPanelProps {
  state: Extract<MenuState, { open: true }>;
  dispatch: Dispatch<MenuAction>;
  menuButton: RefObject<HTMLButtonElement | null>;
}

export function MenuPanel({ state, dispatch, menuButton }: MenuPanelProps) {
  const { t } = useTranslation('host');
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  useFocusTrap(panel, true, close);

  // Focus the first control of each view as it appears, or, back on the main view, the entry that opened the view
  // the visitor comes from; give focus back to the menu button on close.
  const previousView = useRef<MenuView>(state.view);
  useEffect(() => {
    const root = panel.current;
    const cameFrom = previousView.current;
    previousView.current = state.view;
    if (!root) return;
    const controls = focusableWithin(root);
    const opener = state.view === 'main' ? controls.find((el) => el.dataset.opensView === cameFrom) : undefined;
    (opener ?? controls.find((el) => el.dataset.autofocus !== undefined) ?? controls[0])?.focus();
  }, [state.view]);
  useEffect(() => {
    const button = menuButton.current;
    return () => button?.focus();
  }, [menuButton]);

  const views: Record<MenuView, ReactNode> = {
    main: <MainView dispatch={dispatch} onNavigate={close} />,
    bags: (
      <SubView title={t('menu.bags')}>
        {BAG_ENTRIES.map((slug) => (
          <li key={slug}>
            <Link to={bagHref(slug)} onClick={close} onPointerEnter={warm('catalog')} onFocus={warm('catalog')} className={styles.entry}>
              <span className={styles.entryTitle}>{t(`menu.bagEntries.${slug}.title`)}</span>
              <span className={styles.entrySubtitle}>{t(`menu.bagEntries.${slug}.subtitle`)}</span>
            </Link>
          </li>
        ))}
      </SubView>
    ),
    news: (
      <SubView title={t('menu.news')}>
        {NEWS_ENTRIES.map((slug) => (
          <li key={slug}>
            <Link to={newsHref(slug)} onClick={close} onPointerEnter={warm('stories')} onFocus={warm('stories')} className={styles.entry}>
              <span className={styles.entryTitle}>{t(`menu.newsEntries.${slug}.title`)}</span>
              <span className={styles.entrySubtitle}>{t(`menu.newsEntries.${slug}.subtitle`)}</span>
            </Link>
          </li>
        ))}
      </SubView>
    ),
    muse: (
      <SubView title={t('menu.museProjects')}>
        <li>
          <Link to={museHref()} onClick={close} onPointerEnter={warm('stories')} onFocus={warm('stories')} className={styles.entry}>
            <span className={styles.entryTitle}>{t('menu.museEntry', { name: LIVE_MUSE_PROJECT.name, year: LIVE_MUSE_PROJECT.year })}</span>
          </Link>
        </li>
        {MUSE_COMING_SOON.map((key) => (
          <li key={key} className={styles.entryDisabled} data-coming-soon="">
            <span className={styles.entryTitle}>{t(`menu.museComingSoon.${key}`)}</span>
            <span className={styles.entrySubtitle}>{t('menu.comingSoon')}</span>
          </li>
        ))}
      </SubView>
    ),
  };

  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="menu-backdrop" />
      <div ref={panel} id={MENU_PANEL_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('menu.label')} data-view={state.view}>
        <div className={styles.topBar}>
          {state.view !== 'main' && (
            <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })} data-autofocus="">
              <span aria-hidden="true">←</span> {t('menu.back')}
            </button>
          )}
          <button type="button" className={styles.close} onClick={close} aria-label={t('menu.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {views[state.view]}
        <div className={styles.footer}>
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}

function MainView({ dispatch, onNavigate }: { dispatch: Dispatch<MenuAction>; onNavigate: () => void }) {
  const { t } = useTranslation('host');
  const opener = (view: Exclude<MenuView, 'main'>, label: string) => (
    <button type="button" className={styles.mainEntry} onClick={() => dispatch({ type: 'show', view })} data-opens-view={view}>
      {label} <span aria-hidden="true">→</span>
    </button>
  );
  return (
    <nav aria-label={t('menu.label')} className={styles.view}>
      <ul className={styles.list}>
        <li>{opener('bags', t('menu.bags'))}</li>
        <li>
          <Link to={ABOUT_PATH} className={styles.mainEntry} onClick={onNavigate} onPointerEnter={warm('stories')} onFocus={warm('stories')}>
            {t('menu.ourStory')}
          </Link>
        </li>
        <li>{opener('news', t('menu.news'))}</li>
        <li>{opener('muse', t('menu.museProjects'))}</li>
      </ul>
      <Link to={legalPath('contact')} className={styles.getInTouch} onClick={onNavigate} onPointerEnter={warm('legal')} onFocus={warm('legal')}>
        {t('menu.getInTouch')}
      </Link>
    </nav>
  );
}

function SubView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className={styles.view}>
      <h2 className={styles.viewTitle}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
