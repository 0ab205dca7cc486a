import { collectionPath } from '@storefront/shared';

/** Every slide and DISCOVER lead here (spec section 2). */
export const HERO_LINK = collectionPath('carriel');

/** Image paths are resolved against the asset base URL. */
export const HERO_SLIDES: readonly { image: string; altKey: string }[] = [1, 2, 3].map((n) => ({
  image: `images/host/hero-${n}.svg`,
  altKey: `hero.slides.${n}`,
}));
