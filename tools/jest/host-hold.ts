import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, isPartHydrated } from '@storefront/shared';

/**
 * The host's side of the early scripts' contract (host/src/hydration/early-interactions.ts), for a remote's tests:
 * until its part is hydrated, a press or a key on a control marked as answering by itself goes no further than
 * the document, so the application never sees it. Returns the function that stops it.
 */
export function keepMarkedControlsFromTheApplication(doc: Document = document): () => void {
  const keep = (event: Event) => {
    const marked =
      event.target instanceof Element ? event.target.closest(`[${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]`) : null;
    if (marked && !isPartHydrated(marked)) event.stopPropagation();
  };
  for (const type of ['click', 'keydown']) doc.addEventListener(type, keep, true);
  return () => {
    for (const type of ['click', 'keydown']) doc.removeEventListener(type, keep, true);
  };
}
