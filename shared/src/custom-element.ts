/**
 * Marks a pre-rendered control whose press the host holds until its part hydrates (forms are held without it).
 * A team's custom element releases it on connect (`releaseFromHold`) and gets any held press at once, so the
 * control answers whether the team's early script comes first, late, or not at all.
 */
export const HELD_UNTIL_HYDRATED_ATTRIBUTE = 'data-held-until-hydrated';

/**
 * Base of a team's custom element (docs/interactivity.md). The server has no HTMLElement, so there the class
 * extends a stand-in and is never defined.
 */
export const ServerSafeHTMLElement: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

/** Whichever of a team's scripts comes first (early script or application) defines it. */
export function defineElementOnce(name: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) customElements.define(name, element);
}

/** The team's element answers `control` from now on. */
export function releaseFromHold(control: Element): void {
  control.removeAttribute(HELD_UNTIL_HYDRATED_ATTRIBUTE);
}
