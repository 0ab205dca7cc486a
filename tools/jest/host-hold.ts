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

/**
 * The page a remote's early-script tests run on: each test starts under the host's hold, and ends with its early
 * script stopped, the body emptied and <html>'s data attributes (hydrated, the address shown) gone. A test starts
 * the script with `startEarlyScript(answerXBeforeHydration)`.
 */
export function earlyScriptPage(): { startEarlyScript(start: (doc: Document) => () => void): void } {
  let stopEarlyScript = () => undefined as void;
  let stopHostHold = () => undefined as void;
  beforeEach(() => (stopHostHold = keepMarkedControlsFromTheApplication()));
  afterEach(() => {
    stopHostHold();
    stopEarlyScript();
    stopEarlyScript = () => undefined;
    document.body.replaceChildren();
    const html = document.documentElement;
    for (const name of html.getAttributeNames()) if (name.startsWith('data-')) html.removeAttribute(name);
  });
  return {
    startEarlyScript(start) {
      stopEarlyScript = start(document);
    },
  };
}
