/** Spec point 9: a slide every 5 s, cycling. */
export const HERO_INTERVAL_MS = 5000;

/** The logo shrinks and fades over this scroll distance. */
export const HERO_LOGO_FADE_DISTANCE_PX = 300;
const HERO_LOGO_MIN_SCALE = 0.25;

export function heroLogoTransform(scrollY: number): { scale: number; opacity: number } {
  const progress = Math.min(Math.max(scrollY / HERO_LOGO_FADE_DISTANCE_PX, 0), 1);
  return { scale: 1 - (1 - HERO_LOGO_MIN_SCALE) * progress, opacity: 1 - progress };
}
