import { defineElementOnce, ServerSafeHTMLElement } from '@storefront/shared';
import { HERO_INTERVAL_MS } from './hero-timing';

/**
 * The slideshow's behaviour from the first paint on; every state lives in the markup. The server renders the
 * no-motion-preference state, so nothing changes until the visitor acts. It writes no text, so the language switch
 * needs nothing of it.
 */
export const HERO_ELEMENT = 'storefront-hero';
export const HERO_SLIDE_ATTRIBUTE = 'data-hero-slide';
export const HERO_DOT_ATTRIBUTE = 'data-hero-dot';
export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';
/** `pause` is shown while it plays, `play` while it stands still. */
export const SHOWN_WHILE_ATTRIBUTE = 'data-shown-while';
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
    // Window capture phase: before the hold of early presses and React's root, which stops events to a part still
    // hydrating.
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
    const active = this.slides.findIndex((slide) => slide.getAttribute('data-active') === 'true');
    return Math.max(0, active);
  }

  /** The visitor's choice, else their motion setting. */
  private get playing(): boolean {
    const chosen = this.getAttribute('data-playing');
    return chosen === null ? !this.motion?.matches : chosen === 'true';
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element && this.contains(event.target) ? event.target : null;
    const dot = target?.closest(`[${HERO_DOT_ATTRIBUTE}]`);
    if (dot) {
      // Pauses even where a click does not focus the dot (Safari); only the rotation control restarts it (APG).
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

  /** Focus on anything but the rotation control stops it until Play (APG carousel). */
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

export const defineHeroElement = () => defineElementOnce(HERO_ELEMENT, HeroElement);
