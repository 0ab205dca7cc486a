import { usePrefersReducedMotion } from '@storefront/shared/src/reduced-motion';
import { Wordmark } from '../../brand/wordmark';
import { useScrollDerived } from '../../scroll/use-scroll-y';
import { HERO_LOGO_FADE_DISTANCE_PX, heroLogoTransform } from './hero-timing';
import styles from './hero-logo.module.css';

/** Decorative (the h1 names the brand). Under reduced motion it only fades: scaling with the scroll is motion. */
export function HeroLogo() {
  // Clamped, so scrolling past the fade causes no render per frame.
  const { scale, opacity } = heroLogoTransform(
    useScrollDerived((scrollY) => Math.min(Math.max(scrollY, 0), HERO_LOGO_FADE_DISTANCE_PX)),
  );
  const shownScale = usePrefersReducedMotion() ? 1 : scale;
  // At rest the stylesheet places it: the CSP allows no style attribute in markup, but does allow one set by script.
  const atRest = shownScale === 1 && opacity === 1;
  return (
    <div
      className={styles.logo}
      style={atRest ? undefined : { transform: `translate(-50%, -50%) scale(${shownScale})`, opacity }}
      aria-hidden="true"
      data-testid="hero-logo"
    >
      <Wordmark size="large" tone="gold" />
    </div>
  );
}
