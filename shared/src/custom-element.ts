import { HELD_UNTIL_HYDRATED_ATTRIBUTE } from './prerender';

/**
 * What a team's custom element (a control that owns its behaviour from the first paint on, docs/interactivity.md)
 * is built on. The server renders the component that declares the element too, where there is no HTMLElement: the
 * class is declared there against a stand-in and never defined.
 */
export const ServerSafeHTMLElement: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

/** Defines a custom element once, whichever of a team's scripts comes first (its early script, its application). */
export function defineElementOnce(name: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) customElements.define(name, element);
}

/** A team's element answers `control` from now on: the host's hold of early presses lets it go (shared/prerender.ts). */
export function releaseFromHold(control: Element): void {
  control.removeAttribute(HELD_UNTIL_HYDRATED_ATTRIBUTE);
}
