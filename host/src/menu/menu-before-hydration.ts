import { isPartHydrated } from '@storefront/shared';
import { isMenuView, MENU_CLOSED, type MenuState, type MenuView } from './menu-state';

/**
 * The menu works on a pre-rendered page before hydration (issue 21): its `<dialog>` is in the markup, the Menu
 * button opens it and the close button closes it by themselves (`commandfor`), and the hydration loader answers
 * the sub-panels' buttons with these functions, which change the markup exactly as MenuPanel renders the view
 * (menu-before-hydration.test.tsx holds them to that). The application then takes over from the state shown.
 */
export const MENU_PANEL_ID = 'site-menu';
export const MENU_VIEW_ATTRIBUTE = 'data-menu-view';
export const OPENS_VIEW_ATTRIBUTE = 'data-opens-view';
export const MENU_BACK_ATTRIBUTE = 'data-menu-back';

function showMenuView(menu: Element, view: MenuView): void {
  menu.setAttribute('data-view', view);
  menu
    .querySelectorAll(`[${MENU_VIEW_ATTRIBUTE}]`)
    .forEach((section) => section.toggleAttribute('hidden', section.getAttribute(MENU_VIEW_ATTRIBUTE) !== view));
  menu.querySelector(`[${MENU_BACK_ATTRIBUTE}]`)?.toggleAttribute('hidden', view === 'main');
}

/** The state of the pre-rendered menu in `doc`, as the visitor left it; closed where there is none (the server). */
export function menuStateIn(doc: Document | undefined = globalThis.document): MenuState {
  const menu = doc?.getElementById(MENU_PANEL_ID);
  if (!menu || menu.tagName !== 'DIALOG') return MENU_CLOSED;
  const view = menu.getAttribute('data-view');
  return { open: (menu as HTMLDialogElement).open, view: isMenuView(view) ? view : 'main' };
}

/**
 * Until the shell is hydrated: a sub-panel's button shows its view and Back the main one, focus moving as
 * MenuPanel moves it, and the Menu button says whether the menu is open. Then the application answers them.
 */
export function answerMenuUntilHydrated(doc: Document): void {
  const menu = doc.getElementById(MENU_PANEL_ID) as HTMLDialogElement | null;
  if (!menu) return;
  doc.addEventListener(
    'toggle',
    (event) => {
      if (event.target !== menu || isPartHydrated(menu)) return;
      if (!menu.open) showMenuView(menu, 'main');
      doc.querySelector(`[aria-controls="${MENU_PANEL_ID}"]`)?.setAttribute('aria-expanded', String(menu.open));
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest(`[${OPENS_VIEW_ATTRIBUTE}], [${MENU_BACK_ATTRIBUTE}]`)
          : null;
      if (!control || !menu.contains(control) || isPartHydrated(control)) return;
      const cameFrom = menu.getAttribute('data-view');
      const view = control.getAttribute(OPENS_VIEW_ATTRIBUTE);
      showMenuView(menu, isMenuView(view) ? view : 'main');
      const next = view
        ? menu.querySelector(`[${MENU_BACK_ATTRIBUTE}]`)
        : menu.querySelector(`[${OPENS_VIEW_ATTRIBUTE}="${cameFrom}"]`);
      (next as HTMLElement | null)?.focus();
    },
    true,
  );
}
