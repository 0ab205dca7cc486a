/** Spec point 9. */
export const HEADER_SCROLL_THRESHOLD_PX = 200;

/** Solid: translucent white, with the centre logo. Over the home page's hero it is transparent until the threshold. */
export function headerIsSolid(scrollY: number, overHero: boolean): boolean {
  return !overHero || scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
