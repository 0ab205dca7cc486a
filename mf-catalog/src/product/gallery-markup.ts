/**
 * What the gallery's markup tells the catalog's early script (gallery-before-hydration.ts), which shows another
 * image before the application has arrived, and what the gallery reads back when it hydrates. Attributes, not
 * CSS module classes: the early script is built apart from the application. `Gallery` writes them as literal JSX
 * attributes; gallery-before-hydration.test.tsx runs the early script on its markup.
 */
/** On the gallery: the product's slug. */
export const GALLERY_ATTRIBUTE = 'data-gallery';
/** On the previous and next arrows: how many images they move by (-1, 1). */
export const STEP_ATTRIBUTE = 'data-gallery-step';
/** On each dot: the image it shows, as the gallery renders it. */
export const DOT_ATTRIBUTE = 'data-gallery-dot';
export const DOT_SRC_ATTRIBUTE = 'data-image-src';
export const DOT_ALT_ATTRIBUTE = 'data-image-alt';
export const DOT_POSITION_ATTRIBUTE = 'data-image-position';
/** On the live region that says which image is shown. */
export const POSITION_ATTRIBUTE = 'data-gallery-position';
/** Dispatched on the gallery by the early script after it showed another image. */
export const IMAGE_SHOWN_EVENT = 'gallery-image-shown';

export function dotsOf(gallery: Element): HTMLElement[] {
  return [...gallery.querySelectorAll<HTMLElement>(`[${DOT_ATTRIBUTE}]`)];
}

/** The index of the image the gallery's markup shows (its dot with `aria-current`), or null when none is marked. */
export function shownImageIndex(gallery: Element): number | null {
  const index = dotsOf(gallery).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  return index < 0 ? null : index;
}
