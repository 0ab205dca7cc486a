import { memo, useCallback, useEffect, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ABOUT_PATH, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, legalPath, type RemoteTeam } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { focusableWithin, useFocusTrap } from './use-focus-trap';
import { loadExposedModule } from '../federation/remote-registry';
import { LanguageSwitch } from '../language/language-switch';
import { MENU_BACK_ATTRIBUTE, MENU_PANEL_ID, MENU_VIEW_ATTRIBUTE, OPENS_VIEW_ATTRIBUTE } from './menu-before-hydration';
import {
  BAG_ENTRIES,
  bagHref,
  LIVE_MUSE_PROJECT,
  museHref,
  MUSE_COMING_SOON,
  NEWS_ENTRIES,
  newsHref,
} from './menu-entries';
import type { MenuAction, MenuState, MenuSubView, MenuView } from './menu-state';
import styles from './menu-panel.module.css';

export { MENU_PANEL_ID };

/** On the controls the platform or the hydration loader answer before hydration (menu-before-hydration.ts). */
const answersBeforeHydration = { [ANSWERS_BEFORE_HYDRATION_ATTRIBUTE]: '' };

/** Hovering or focusing a link starts fetching the remote behind it. */
function warm(team: RemoteTeam) {
  return () => void loadExposedModule(team, 'routes').catch(() => undefined);
}

interface MenuPanelProps {
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  dialog: RefObject<HTMLDialogElement | null>;
}

/**
 * The menu, in the page's markup from the start as a closed modal `<dialog>`, so that it answers before hydration:
 * the Menu button opens it and the close button, Escape or a press outside close it, all by the platform, which
 * also moves focus into it and back to the Menu button. Every view is in the markup; the one not shown is `hidden`.
 */
// Memoised: the header around it renders again when the page scrolls past its threshold; the menu need not.
export const MenuPanel = memo(function MenuPanel({ state, dispatch, dialog }: MenuPanelProps) {
  const { t } = useTeamTranslation();
  const close = useCallback(() => dialog.current?.close(), [dialog]);
  useFocusTrap(dialog, state.open);

  // On a change of view, focus its first control or, back on the main view, the entry that opened the view the
  // visitor comes from.
  const previousView = useRef<MenuView>(state.view);
  useEffect(() => {
    const root = dialog.current;
    const cameFrom = previousView.current;
    previousView.current = state.view;
    if (!root?.open || cameFrom === state.view) return;
    const controls = focusableWithin(root);
    const opener =
      state.view === 'main' ? controls.find((el) => el.getAttribute(OPENS_VIEW_ATTRIBUTE) === cameFrom) : undefined;
    (opener ?? controls.find((el) => el.hasAttribute(MENU_BACK_ATTRIBUTE)) ?? controls[0])?.focus();
  }, [state.view, dialog]);

  return (
    // `open` is the platform's to set (showModal, close); hydration finds it set when the visitor opened the menu first.
    <dialog
      ref={dialog}
      id={MENU_PANEL_ID}
      className={styles.panel}
      aria-label={t('menu.label')}
      data-view={state.view}
      closedby="any"
      suppressHydrationWarning
    >
      <div className={styles.topBar}>
        <button
          type="button"
          className={styles.back}
          onClick={() => dispatch({ type: 'back' })}
          hidden={state.view === 'main'}
          {...{ [MENU_BACK_ATTRIBUTE]: '' }}
          {...answersBeforeHydration}
        >
          <span aria-hidden="true">←</span> {t('menu.back')}
        </button>
        <button
          type="button"
          className={styles.close}
          commandfor={MENU_PANEL_ID}
          command="close"
          aria-label={t('menu.close')}
          {...answersBeforeHydration}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <MainView shown={state.view === 'main'} dispatch={dispatch} onNavigate={close} />
      <SubView view="bags" shown={state.view === 'bags'} title={t('menu.bags')}>
        {BAG_ENTRIES.map((slug) => (
          <li key={slug}>
            <Link
              to={bagHref(slug)}
              onClick={close}
              onPointerEnter={warm('catalog')}
              onFocus={warm('catalog')}
              className={styles.entry}
            >
              <span className={styles.entryTitle}>{t(`menu.bagEntries.${slug}.title`)}</span>
              <span className={styles.entrySubtitle}>{t(`menu.bagEntries.${slug}.subtitle`)}</span>
            </Link>
          </li>
        ))}
      </SubView>
      <SubView view="news" shown={state.view === 'news'} title={t('menu.news')}>
        {NEWS_ENTRIES.map((slug) => (
          <li key={slug}>
            <Link
              to={newsHref(slug)}
              onClick={close}
              onPointerEnter={warm('stories')}
              onFocus={warm('stories')}
              className={styles.entry}
            >
              <span className={styles.entryTitle}>{t(`menu.newsEntries.${slug}.title`)}</span>
              <span className={styles.entrySubtitle}>{t(`menu.newsEntries.${slug}.subtitle`)}</span>
            </Link>
          </li>
        ))}
      </SubView>
      <SubView view="muse" shown={state.view === 'muse'} title={t('menu.museProjects')}>
        <li>
          <Link
            to={museHref()}
            onClick={close}
            onPointerEnter={warm('stories')}
            onFocus={warm('stories')}
            className={styles.entry}
          >
            <span className={styles.entryTitle}>
              {t('menu.museEntry', { name: LIVE_MUSE_PROJECT.name, year: LIVE_MUSE_PROJECT.year })}
            </span>
          </Link>
        </li>
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
  );
});

function MainView({
  shown,
  dispatch,
  onNavigate,
}: {
  shown: boolean;
  dispatch: Dispatch<MenuAction>;
  onNavigate: () => void;
}) {
  const { t } = useTeamTranslation();
  const opener = (view: MenuSubView, label: string) => (
    <button
      type="button"
      className={styles.mainEntry}
      onClick={() => dispatch({ type: 'show', view })}
      {...{ [OPENS_VIEW_ATTRIBUTE]: view }}
      {...answersBeforeHydration}
    >
      {label} <span aria-hidden="true">→</span>
    </button>
  );
  return (
    <nav aria-label={t('menu.label')} className={styles.view} hidden={!shown} {...{ [MENU_VIEW_ATTRIBUTE]: 'main' }}>
      <ul className={styles.list}>
        <li>{opener('bags', t('menu.bags'))}</li>
        <li>
          <Link
            to={ABOUT_PATH}
            className={styles.mainEntry}
            onClick={onNavigate}
            onPointerEnter={warm('stories')}
            onFocus={warm('stories')}
          >
            {t('menu.ourStory')}
          </Link>
        </li>
        <li>{opener('news', t('menu.news'))}</li>
        <li>{opener('muse', t('menu.museProjects'))}</li>
      </ul>
      <Link
        to={legalPath('contact')}
        className={styles.getInTouch}
        onClick={onNavigate}
        onPointerEnter={warm('legal')}
        onFocus={warm('legal')}
      >
        {t('menu.getInTouch')}
      </Link>
    </nav>
  );
}

function SubView({
  view,
  shown,
  title,
  children,
}: {
  view: MenuSubView;
  shown: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <nav aria-label={title} className={styles.view} hidden={!shown} {...{ [MENU_VIEW_ATTRIBUTE]: view }}>
      <h2 className={styles.viewTitle}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
