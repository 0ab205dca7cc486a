/** The menu panel is closed, or open on one of its views (spec section 4). */
export type MenuView = 'main' | 'bags' | 'news' | 'muse';

export type MenuState = { open: false } | { open: true; view: MenuView };

export type MenuAction = { type: 'open' } | { type: 'close' } | { type: 'show'; view: Exclude<MenuView, 'main'> } | { type: 'back' };

export const MENU_CLOSED: MenuState = { open: false };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return { open: true, view: 'main' };
    case 'close':
      return MENU_CLOSED;
    case 'show':
      return state.open ? { open: true, view: action.view } : state;
    case 'back':
      return state.open ? { open: true, view: 'main' } : state;
  }
}
