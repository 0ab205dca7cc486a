import { MENU_CLOSED, menuReducer, type MenuState } from './menu-state';

describe('menuReducer', () => {
  it('opens on the main view and closes from any view', () => {
    const open = menuReducer(MENU_CLOSED, { type: 'open' });
    expect(open).toEqual({ open: true, view: 'main' });
    const inNews = menuReducer(open, { type: 'show', view: 'news' });
    expect(menuReducer(inNews, { type: 'close' })).toEqual(MENU_CLOSED);
  });

  it('shows one sub-panel at a time and Back returns to the main view', () => {
    let state: MenuState = menuReducer(MENU_CLOSED, { type: 'open' });
    state = menuReducer(state, { type: 'show', view: 'bags' });
    expect(state).toEqual({ open: true, view: 'bags' });
    state = menuReducer(state, { type: 'show', view: 'muse' });
    expect(state).toEqual({ open: true, view: 'muse' });
    expect(menuReducer(state, { type: 'back' })).toEqual({ open: true, view: 'main' });
  });

  it('ignores sub-panel and Back requests while closed', () => {
    expect(menuReducer(MENU_CLOSED, { type: 'show', view: 'bags' })).toBe(MENU_CLOSED);
    expect(menuReducer(MENU_CLOSED, { type: 'back' })).toBe(MENU_CLOSED);
  });
});
