import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, isPartHydrated, PAGE_LANGUAGE_CHANGED_EVENT } from '@storefront/shared';
import { wrapIndex } from './gallery-index';
import {
  DOT_ALT_ATTRIBUTE,
  DOT_ATTRIBUTE,
  DOT_POSITION_ATTRIBUTE,
  DOT_SRC_ATTRIBUTE,
  dotsOf,
  GALLERY_ATTRIBUTE,
  IMAGE_SHOWN_EVENT,
  POSITION_ATTRIBUTE,
  shownImageIndex,
  STEP_ATTRIBUTE,
} from './gallery-markup';

const CONTROLS = `[${STEP_ATTRIBUTE}], [${DOT_ATTRIBUTE}]`;

/** The image's text and the spoken position, from its dot, as `Gallery` renders them. */
function describeImage(gallery: HTMLElement, dot: HTMLElement): void {
  const image = gallery.querySelector('img');
  if (image) image.alt = dot.getAttribute(DOT_ALT_ATTRIBUTE) ?? image.alt;
  const position = gallery.querySelector(`[${POSITION_ATTRIBUTE}]`);
  if (position) position.textContent = dot.getAttribute(DOT_POSITION_ATTRIBUTE);
}

/** Changes the markup as `Gallery` renders image `index`, and tells the gallery if it is listening already. */
function showImage(gallery: HTMLElement, index: number): void {
  const dots = dotsOf(gallery);
  const dot = dots[index];
  const image = gallery.querySelector('img');
  if (!dot || !image) return;
  for (const other of dots) other.removeAttribute('aria-current');
  dot.setAttribute('aria-current', 'true');
  image.src = dot.getAttribute(DOT_SRC_ATTRIBUTE) ?? image.src;
  describeImage(gallery, dot);
  gallery.dispatchEvent(new gallery.ownerDocument.defaultView!.CustomEvent(IMAGE_SHOWN_EVENT, { detail: index }));
}

/**
 * Answers the product gallery's arrows and dots on a pre-rendered page until the catalog's part is hydrated
 * (issue 21): the image, the current dot and the spoken position change as `Gallery` renders them, and the
 * gallery starts from that image once hydrated. Returns the function that stops it.
 */
export function answerGalleryBeforeHydration(doc: Document): () => void {
  const view = doc.defaultView!;
  const mark = (control: Element) => control.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    const gallery = control?.closest<HTMLElement>(`[${GALLERY_ATTRIBUTE}]`);
    if (!control || !gallery || isPartHydrated(gallery)) return;
    // Also when this script ran before the gallery was parsed: the host's hold, on the document, comes after.
    mark(control);
    const count = dotsOf(gallery).length;
    const step = Number(control.getAttribute(STEP_ATTRIBUTE));
    const index = control.hasAttribute(STEP_ATTRIBUTE)
      ? wrapIndex(shownImageIndex(gallery) ?? 0, step, count)
      : dotsOf(gallery).indexOf(control as HTMLElement);
    if (index >= 0) showImage(gallery, index);
  };
  // The page now in the other language (the host's language switch): the shown image's texts again.
  const onLanguageChanged = () => {
    for (const gallery of doc.querySelectorAll<HTMLElement>(`[${GALLERY_ATTRIBUTE}]`)) {
      const dot = dotsOf(gallery)[shownImageIndex(gallery) ?? 0];
      if (dot && !isPartHydrated(gallery)) describeImage(gallery, dot);
    }
  };
  view.addEventListener('click', onClick, true);
  doc.addEventListener(PAGE_LANGUAGE_CHANGED_EVENT, onLanguageChanged);
  for (const control of doc.querySelectorAll(`[${GALLERY_ATTRIBUTE}] :is(${CONTROLS})`)) {
    if (!isPartHydrated(control)) mark(control);
  }
  return () => {
    view.removeEventListener('click', onClick, true);
    doc.removeEventListener(PAGE_LANGUAGE_CHANGED_EVENT, onLanguageChanged);
  };
}
