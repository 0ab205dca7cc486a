import { collectionPath } from '@storefront/shared';

/** Every slide, and DISCOVER, lead to the Carriel Classic collection (spec section 2). */
export const HERO_LINK = collectionPath('carriel');

/** Each slide's image path, resolved against the asset base URL, and the key of its alt text in the host namespace. */
export const HERO_SLIDES: readonly { image: string; altKey: string }[] = [1, 2, 3].map((n) => ({
  image: `images/host/hero-${n}.svg`,
  altKey: `hero.slides.${n}`,
}));
