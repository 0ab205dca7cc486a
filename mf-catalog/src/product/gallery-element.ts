import { releaseFromHold, defineElementOnce, ServerSafeHTMLElement } from '@storefront/shared';
import { wrapIndex } from './gallery-index';

// The gallery's behaviour from the first paint: the early script defines this element before the app arrives.
// Its state lives in the markup (`hidden`, `aria-current`); it writes no text, so a language switch needs nothing.
export const GALLERY_ELEMENT = 'product-gallery';
/** On the previous and next arrows: how many images they move by (-1, 1). */
export const STEP_ATTRIBUTE = 'data-gallery-step';
/** On each dot, each image and each image's position text, in the images' order. */
export const DOT_ATTRIBUTE = 'data-gallery-dot';
export const IMAGE_ATTRIBUTE = 'data-gallery-image';
export const POSITION_ATTRIBUTE = 'data-gallery-position';
/** Dispatched on the element after it showed another image (the zoom starts again from the whole image). */
export const IMAGE_SHOWN_EVENT = 'product-gallery:image-shown';

const CONTROLS = `[${STEP_ATTRIBUTE}], [${DOT_ATTRIBUTE}]`;

export class GalleryElement extends ServerSafeHTMLElement {
  connectedCallback(): void {
    // Presses are heard on the window, in the capture phase: before the document's hold of early presses, and
    // before React's root, which stops an event that reaches a part it is still hydrating.
    window.addEventListener('click', this.onClick, true);
    // Controls parsed already leave the host's hold now, and a press it kept before this element was defined is
    // handed to it; one parsed later leaves when pressed, before the hold sees the press.
    this.querySelectorAll(CONTROLS).forEach(releaseFromHold);
  }

  disconnectedCallback(): void {
    window.removeEventListener('click', this.onClick, true);
  }

  private parts(attribute: string): Element[] {
    return [...this.querySelectorAll(`[${attribute}]`)];
  }

  private get shown(): number {
    return Math.max(
      0,
      this.parts(IMAGE_ATTRIBUTE).findIndex((image) => !image.hasAttribute('hidden')),
    );
  }

  /** Shows the image `by` places on, wrapping round at both ends (arrows, swipe). */
  step(by: number): void {
    this.show(wrapIndex(this.shown, by, this.parts(IMAGE_ATTRIBUTE).length));
  }

  private show(index: number): void {
    const images = this.parts(IMAGE_ATTRIBUTE);
    if (index < 0 || index >= images.length || index === this.shown) return;
    for (const attribute of [IMAGE_ATTRIBUTE, POSITION_ATTRIBUTE]) {
      this.parts(attribute).forEach((part, partIndex) => part.toggleAttribute('hidden', partIndex !== index));
    }
    this.parts(DOT_ATTRIBUTE).forEach((dot, dotIndex) => {
      if (dotIndex === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    this.dispatchEvent(new Event(IMAGE_SHOWN_EVENT));
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element && this.contains(event.target) ? event.target : null;
    const control = target?.closest(CONTROLS);
    if (!control) return;
    releaseFromHold(control);
    if (control.hasAttribute(STEP_ATTRIBUTE)) this.step(Number(control.getAttribute(STEP_ATTRIBUTE)));
    else this.show(this.parts(DOT_ATTRIBUTE).indexOf(control));
  };
}

/** Defines the element once, whichever script (the catalog's early script or the application) comes first. */
export const defineGalleryElement = () => defineElementOnce(GALLERY_ELEMENT, GalleryElement);
