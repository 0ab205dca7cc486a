import { collectionPath } from '@storefront/shared';

export interface HeroSlide {
  /** Image path, resolved against the asset base URL. */
  image: string;
  /** Key of the slide's alt text in the host namespace. */
  altKey: string;
}

/** Every slide, and DISCOVER, lead to the Carriel Classic collection (spec section 2). */
export const HERO_LINK = collectionPath('carriel');

export const HERO_SLIDES: readonly HeroSlide[] = [1, 2, 3].map((n) => ({
  image: `images/host/hero-${n}.svg`,
  altKey: `hero.slides.${n}`,
}));
