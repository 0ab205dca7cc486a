// The host's custom elements for JSX; each is defined in its *-element.ts.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { HERO_ELEMENT } from './home/hero/hero-element';
import { LANGUAGE_SWITCH_ELEMENT, type LanguageSwitchElement } from './language/language-switch-element';
import { MENU_ELEMENT } from './menu/menu-element';

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [HERO_ELEMENT]: ElementProps<HTMLElement>;
      [LANGUAGE_SWITCH_ELEMENT]: ElementProps<LanguageSwitchElement>;
      [MENU_ELEMENT]: ElementProps<HTMLElement>;
    }
  }
}
