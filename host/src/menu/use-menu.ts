import { useEffect, useReducer, type Dispatch, type RefObject } from 'react';
import { menuStateIn } from './menu-before-hydration';
import { menuReducer, type MenuAction, type MenuState } from './menu-state';

/**
 * The menu's state. Whether it is open is the `<dialog>`'s to say (the platform opens and closes it, before
 * hydration too); the view is the application's. Both start from what the visitor left on a pre-rendered page,
 * and are read again once hydrated, in case the visitor changed them while React was hydrating.
 */
export function useMenu(dialog: RefObject<HTMLDialogElement | null>): [MenuState, Dispatch<MenuAction>] {
  const [state, dispatch] = useReducer(menuReducer, undefined, () => menuStateIn());
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    dispatch({ type: 'adopt', state: menuStateIn(element.ownerDocument) });
    const follow = () => dispatch({ type: element.open ? 'opened' : 'closed' });
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [dialog]);
  return [state, dispatch];
}
