/** Past this scroll position the header turns translucent white and shows its centre logo (spec point 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 200;

export interface HeaderAppearance {
  /** Translucent white with a bottom border, instead of transparent. */
  solid: boolean;
  centreLogoVisible: boolean;
}

/**
 * On the home page the header floats transparent over the hero until the visitor scrolls past the threshold.
 * Other pages have no hero behind the header, so it is solid and shows the logo from the start.
 */
export function headerAppearance(scrollY: number, overHero: boolean): HeaderAppearance {
  const scrolledPast = scrollY > HEADER_SCROLL_THRESHOLD_PX;
  const solid = !overHero || scrolledPast;
  return { solid, centreLogoVisible: solid };
}
