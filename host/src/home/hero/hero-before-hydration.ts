import { HERO_INTERVAL_MS, nextSlideIndex } from './hero-timing';

/**
 * The hero keeps advancing on a pre-rendered home page that is not hydrated yet (docs/decisions/0008). These
 * functions change its markup exactly as HeroCarousel renders another slide, so that hydration finds what it
 * would have rendered itself; hero-before-hydration.test.tsx holds them to that.
 */
export const HERO_SLIDE_ATTRIBUTE = 'data-hero-slide';
export const HERO_DOT_ATTRIBUTE = 'data-hero-dot';
export const HERO_DISCOVER_ATTRIBUTE = 'data-hero-discover';
const HERO_SELECTOR = '[data-hero]';

/** The slide a pre-rendered hero in `doc` shows now; 0 where there is none (the server, a page rendered afresh). */
export function shownHeroSlide(doc: Document | undefined = globalThis.document): number {
  const slides = doc ? [...doc.querySelectorAll(`${HERO_SELECTOR} [${HERO_SLIDE_ATTRIBUTE}]`)] : [];
  return Math.max(0, slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'));
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

/**
 * Advances a rotating pre-rendered hero every HERO_INTERVAL_MS until the returned function is called (when the
 * application takes over). A hero that does not rotate (reduced motion) is left alone.
 */
export function rotateHeroUntilHydrated(doc: Document): () => void {
  const hero = doc.querySelector(`${HERO_SELECTOR}[data-rotating="true"]`);
  const reducedMotion = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!hero || reducedMotion) return () => undefined;
  const count = hero.querySelectorAll(`[${HERO_SLIDE_ATTRIBUTE}]`).length;
  const timer = setInterval(() => showHeroSlide(hero, nextSlideIndex(shownHeroSlide(doc), count)), HERO_INTERVAL_MS);
  return () => clearInterval(timer);
}
