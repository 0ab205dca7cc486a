/**
 * On a control of a pre-rendered page whose press the platform cannot answer before hydration: a press made before
 * its part is hydrated is held by the host and handed to the control once, when it is (every form's submission is
 * held so, without it). A team's custom element that owns such a control takes it out of the hold as it connects
 * (`releaseFromHold`), and a press the host held until then is handed to it at once: so a control whose element
 * comes with a team's early script is answered whether that script comes first, late, or not at all.
 */
export const HELD_UNTIL_HYDRATED_ATTRIBUTE = 'data-held-until-hydrated';

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

/** A team's element answers `control` from now on: the host's hold of early presses lets it go. */
export function releaseFromHold(control: Element): void {
  control.removeAttribute(HELD_UNTIL_HYDRATED_ATTRIBUTE);
}
