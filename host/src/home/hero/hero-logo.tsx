import { usePrefersReducedMotion } from '@storefront/shared/src/reduced-motion';
import { Wordmark } from '../../brand/wordmark';
import { useScrollDerived } from '../../scroll/use-scroll-y';
import { HERO_LOGO_FADE_DISTANCE_PX, heroLogoTransform } from './hero-timing';
import styles from './hero-logo.module.css';

/**
 * The large gold logo over the hero; it shrinks and fades as the visitor scrolls (decorative: the page h1 names
 * the brand). A visitor who prefers reduced motion sees it fade only: scaling with the scroll is motion.
 */
export function HeroLogo() {
  // Past the fade it stays as it is: no render in every frame of a scroll further down the page.
  const { scale, opacity } = heroLogoTransform(
    useScrollDerived((scrollY) => Math.min(Math.max(scrollY, 0), HERO_LOGO_FADE_DISTANCE_PX)),
  );
  const shownScale = usePrefersReducedMotion() ? 1 : scale;
  // At the top of the page (as the server renders it) the stylesheet places it: the page's CSP allows no style
  // attribute in the markup. Once scrolled, React sets the style from script, which the CSP does not govern.
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
