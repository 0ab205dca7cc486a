import { MENU_CLOSED, menuReducer, type MenuState } from './menu-state';

describe('menuReducer', () => {
  it('opens on the main view and, closed from any view, opens on the main view again', () => {
    const open = menuReducer(MENU_CLOSED, { type: 'opened' });
    expect(open).toEqual({ open: true, view: 'main' });
    const inNews = menuReducer(open, { type: 'show', view: 'news' });
    expect(menuReducer(inNews, { type: 'opened' })).toBe(inNews); // an opening reported again changes nothing
    const closed = menuReducer(inNews, { type: 'closed' });
    expect(closed).toEqual(MENU_CLOSED);
    expect(menuReducer(closed, { type: 'opened' })).toEqual({ open: true, view: 'main' });
  });

  it('shows one sub-panel at a time and Back returns to the main view', () => {
    let state: MenuState = menuReducer(MENU_CLOSED, { type: 'opened' });
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

  it('adopts the state a visitor left the pre-rendered menu in, keeping its own when they are the same', () => {
    const left: MenuState = { open: true, view: 'bags' };
    expect(menuReducer(MENU_CLOSED, { type: 'adopt', state: left })).toBe(left);
    expect(menuReducer(MENU_CLOSED, { type: 'adopt', state: { open: false, view: 'main' } })).toBe(MENU_CLOSED);
  });
});
