import { isPartHydrated } from '@storefront/shared';
import { HERO_INTERVAL_MS, nextSlideIndex } from './hero-timing';

/**
 * The hero works on a pre-rendered home page that is not hydrated yet (docs/decisions/0008, issue 21): it keeps
 * advancing, and a dot shows its slide and stops the rotation. These functions change its markup exactly as
 * HeroCarousel renders that slide and that state, so that hydration finds what it would have rendered itself;
 * hero-before-hydration.test.tsx holds them to that.
 */
export const HERO_SLIDE_ATTRIBUTE = 'data-hero-slide';
export const HERO_DOT_ATTRIBUTE = 'data-hero-dot';
export const HERO_DISCOVER_ATTRIBUTE = 'data-hero-discover';
const HERO_SELECTOR = '[data-hero]';

/** The slide a pre-rendered hero in `doc` shows now; 0 where there is none (the server, a page rendered afresh). */
export function shownHeroSlide(doc: Document | undefined = globalThis.document): number {
  const slides = doc ? [...doc.querySelectorAll(`${HERO_SELECTOR} [${HERO_SLIDE_ATTRIBUTE}]`)] : [];
  return Math.max(
    0,
    slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'),
  );
}

/**
 * Whether the visitor stopped the rotation of a pre-rendered hero in `doc` (with a dot) before hydration: the
 * server always renders it rotating, as it cannot know about reduced motion.
 */
export function heroStoppedBeforeHydration(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector(HERO_SELECTOR)?.getAttribute('data-rotating') === 'false';
}

export function showHeroSlide(hero: Element, index: number): void {
  const slides = hero.querySelectorAll(`[${HERO_SLIDE_ATTRIBUTE}]`);
  slides.forEach((slide, slideIndex) => {
    slide.setAttribute('data-active', String(slideIndex === index));
    slide.toggleAttribute('inert', slideIndex !== index);
  });
  hero.querySelectorAll(`[${HERO_DOT_ATTRIBUTE}]`).forEach((dot, dotIndex) => {
    if (dotIndex === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
  const link = slides[index]?.querySelector('a[href]')?.getAttribute('href');
  if (link) hero.querySelector(`[${HERO_DISCOVER_ATTRIBUTE}]`)?.setAttribute('href', link);
}

/** The hero as HeroCarousel renders it once the visitor stopped its rotation; the stylesheet then shows "Play". */
export function stopHero(hero: Element): void {
  hero.setAttribute('data-rotating', 'false');
  hero.querySelector('[aria-live]')?.setAttribute('aria-live', 'polite');
}

/**
 * Until the application takes over (the returned function, called when it is requested), advances a rotating
 * pre-rendered hero every HERO_INTERVAL_MS, except under reduced motion. Until the home page is hydrated, a
 * dot shows its slide and stops the rotation, as it does once hydrated (docs/accessibility.md, the carousel).
 */
export function runHeroUntilHydrated(doc: Document): () => void {
  const hero = doc.querySelector(HERO_SELECTOR);
  if (!hero) return () => undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopRotating = () => clearInterval(timer);
  doc.addEventListener(
    'click',
    (event) => {
      const dot = event.target instanceof Element ? event.target.closest(`[${HERO_DOT_ATTRIBUTE}]`) : null;
      if (!dot || !hero.contains(dot) || isPartHydrated(dot)) return;
      stopRotating();
      showHeroSlide(hero, [...hero.querySelectorAll(`[${HERO_DOT_ATTRIBUTE}]`)].indexOf(dot));
      stopHero(hero);
    },
    true,
  );
  const reducedMotion = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (hero.getAttribute('data-rotating') === 'true' && !reducedMotion) {
    const count = hero.querySelectorAll(`[${HERO_SLIDE_ATTRIBUTE}]`).length;
    timer = setInterval(() => showHeroSlide(hero, nextSlideIndex(shownHeroSlide(doc), count)), HERO_INTERVAL_MS);
  }
  return stopRotating;
}
