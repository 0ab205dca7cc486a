/** The menu panel is closed, or open on one of its views (spec section 4). */
export type MenuView = 'main' | 'bags' | 'news' | 'muse';
export type MenuSubView = Exclude<MenuView, 'main'>;

/** `view` is the one the panel shows when open; a closed panel is back on the main view. */
export interface MenuState {
  open: boolean;
  view: MenuView;
}

export type MenuAction =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'show'; view: MenuSubView }
  | { type: 'back' }
  | { type: 'adopt'; state: MenuState };

export const MENU_CLOSED: MenuState = { open: false, view: 'main' };
export const MENU_VIEWS: readonly MenuView[] = ['main', 'bags', 'news', 'muse'];

export function isMenuView(value: unknown): value is MenuView {
  return MENU_VIEWS.includes(value as MenuView);
}

/**
 * `opened` and `closed` report what the panel's `<dialog>` did (the platform opens and closes it); the view is
 * the application's to change, from the main view on each opening.
 */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'opened':
      return state.open ? state : { open: true, view: 'main' };
    case 'closed':
      return state.open || state.view !== 'main' ? MENU_CLOSED : state;
    case 'show':
      return state.open ? { open: true, view: action.view } : state;
    case 'back':
      return state.open ? { open: true, view: 'main' } : state;
    case 'adopt':
      return action.state.open === state.open && action.state.view === state.view ? state : action.state;
  }
}
