import { defineElementOnce, ServerSafeHTMLElement } from '@storefront/shared';
import { HERO_INTERVAL_MS } from './hero-timing';

/**
 * The hero slideshow's behaviour from the first paint on (the hydration loader defines it; HeroCarousel renders the
 * same markup and keeps no state of its own). Every state lives in the markup, where this element sets it:
 * - the slide shown: `data-active` and `inert` on each slide, `aria-current` on its dot;
 * - the visitor's Play or Pause (`data-playing`, absent until they choose: the motion setting decides);
 * - whether it rotates: `data-rotating`, and the slides' `aria-live` (polite while it stands still).
 * The rotation control holds both of its labels, in the page's language; this element hides the one that does not
 * apply, and the stylesheet picks one before it is defined. The server renders the state the element starts in
 * where the visitor has no motion preference (rotating, "Pause"), so the element changes nothing there until the
 * visitor does. It writes no text, so the language switch needs nothing of it.
 */
export const HERO_ELEMENT = 'storefront-hero';
export const HERO_SLIDE_ATTRIBUTE = 'data-hero-slide';
export const HERO_DOT_ATTRIBUTE = 'data-hero-dot';
export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';
/** On the rotation control's label for each state: `pause` while it plays, `play` while it stands still. */
export const SHOWN_WHILE_ATTRIBUTE = 'data-shown-while';
/** On the Scroll button: the id of the section it moves to. */
export const SCROLLS_TO_ATTRIBUTE = 'data-scrolls-to';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

class HeroElement extends ServerSafeHTMLElement {
  private timer: ReturnType<typeof setInterval> | undefined;
  private hovered = false;
  private motion: MediaQueryList | undefined;
  private listening: AbortController | undefined;

  connectedCallback(): void {
    this.motion = window.matchMedia?.(REDUCED_MOTION);
    this.listening = new AbortController();
    const { signal } = this.listening;
    this.motion?.addEventListener?.('change', () => this.render(), { signal });
    // Presses and focus are heard on the window, in the capture phase: before the document's hold of early presses,
    // and before React's root, which stops an event that reaches a part it is still hydrating.
    window.addEventListener('click', this.onClick, { capture: true, signal });
    window.addEventListener('focusin', this.onFocusIn, { capture: true, signal });
    // The rotation pauses while the pointer is over the carousel (APG carousel).
    this.addEventListener('pointerenter', () => this.hover(true), { signal });
    this.addEventListener('pointerleave', () => this.hover(false), { signal });
    this.render();
  }

  disconnectedCallback(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.listening?.abort();
  }

  private get slides(): Element[] {
    return [...this.querySelectorAll(`[${HERO_SLIDE_ATTRIBUTE}]`)];
  }

  private get shown(): number {
    return Math.max(
      0,
      this.slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'),
    );
  }

  /** The visitor's choice, else what their motion setting asks for (the slideshow stands still under reduced motion). */
  private get playing(): boolean {
    const chosen = this.getAttribute('data-playing');
    return chosen === null ? !this.motion?.matches : chosen === 'true';
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element && this.contains(event.target) ? event.target : null;
    const dot = target?.closest(`[${HERO_DOT_ATTRIBUTE}]`);
    if (dot) {
      // Choosing a slide pauses the rotation, also where a click does not focus the dot (Safari); only the
      // rotation control, whose label says so, starts it again (APG carousel).
      this.show([...this.querySelectorAll(`[${HERO_DOT_ATTRIBUTE}]`)].indexOf(dot));
      this.choose(false);
    } else if (target?.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`)) {
      this.choose(!this.playing);
    } else {
      const scroll = target?.closest(`[${SCROLLS_TO_ATTRIBUTE}]`);
      const section = scroll && this.ownerDocument.getElementById(scroll.getAttribute(SCROLLS_TO_ATTRIBUTE)!);
      section?.scrollIntoView({ behavior: this.motion?.matches ? 'auto' : 'smooth', block: 'start' });
    }
  };

  /** Focus on anything in the carousel but the rotation control stops it until Play is pressed (APG carousel). */
  private readonly onFocusIn = (event: FocusEvent): void => {
    if (!(event.target instanceof Element) || !this.contains(event.target)) return;
    if (!event.target.closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`)) this.choose(false);
  };

  private hover(hovered: boolean): void {
    this.hovered = hovered;
    this.render();
  }

  private choose(playing: boolean): void {
    if (this.getAttribute('data-playing') === String(playing)) return;
    this.setAttribute('data-playing', String(playing));
    this.render();
  }

  private show(index: number): void {
    this.slides.forEach((slide, slideIndex) => {
      slide.setAttribute('data-active', String(slideIndex === index));
      slide.toggleAttribute('inert', slideIndex !== index);
    });
    this.querySelectorAll(`[${HERO_DOT_ATTRIBUTE}]`).forEach((dot, dotIndex) => {
      if (dotIndex === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  }

  /** Brings the control's label, the live region and the timer in line with the state in the markup. */
  private render(): void {
    const playing = this.playing;
    const rotating = playing && !this.hovered;
    this.querySelectorAll(`[${SHOWN_WHILE_ATTRIBUTE}]`).forEach((label) => {
      label.toggleAttribute('hidden', label.getAttribute(SHOWN_WHILE_ATTRIBUTE) !== (playing ? 'pause' : 'play'));
    });
    this.setAttribute('data-rotating', String(rotating));
    this.querySelector('[aria-live]')?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotating && this.timer === undefined) {
      this.timer = setInterval(() => this.show((this.shown + 1) % this.slides.length), HERO_INTERVAL_MS);
    } else if (!rotating) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}

/** Defines the element once, whichever script (the hydration loader or the application) comes first. */
export const defineHeroElement = () => defineElementOnce(HERO_ELEMENT, HeroElement);
