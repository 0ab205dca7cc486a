/** Past this scroll position the header turns translucent white and shows its centre logo (spec point 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 200;

/**
 * Whether the header is solid (translucent white with a bottom border) and shows its centre logo. On the home page
 * it floats transparent over the hero, without the logo, until the visitor scrolls past the threshold. Other pages
 * have no hero behind the header, so it is solid and shows the logo from the start.
 */
export function headerIsSolid(scrollY: number, overHero: boolean): boolean {
  return !overHero || scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
