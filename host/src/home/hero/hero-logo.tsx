import { Wordmark } from '../../brand/wordmark';
import { useScrollY } from '../../scroll/use-scroll-y';
import { heroLogoTransform } from './hero-timing';
import styles from './hero-logo.module.css';

/** The large gold logo over the hero; it shrinks and fades as the visitor scrolls (decorative: the page h1 names the brand). */
export function HeroLogo() {
  const { scale, opacity } = heroLogoTransform(useScrollY());
  return (
    <div className={styles.logo} style={{ transform: `translate(-50%, -50%) scale(${scale})`, opacity }} aria-hidden="true" data-testid="hero-logo">
      <Wordmark size="large" tone="gold" />
    </div>
  );
}
