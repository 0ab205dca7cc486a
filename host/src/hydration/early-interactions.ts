import { HELD_UNTIL_HYDRATED_ATTRIBUTE, HYDRATED_ATTRIBUTE, isPartHydrated } from '@storefront/shared';

/**
 * The hold of early presses (docs/interactivity.md): presses on opted-in controls, and form submissions, are held
 * and handed over once, when the part hydrates or its element releases them. Hover and focus are replayed too.
 *
 * A held press stops at the document: React answers a part before `data-hydrated` is set (it hydrates on a click
 * and dispatches that click), so a press reaching React too was answered twice. Links and `<summary>` stay the
 * browser's while their part hydrates: React could take one over half-way and lose a navigation.
 */

const HELD = `[${HELD_UNTIL_HYDRATED_ATTRIBUTE}]`;
const ANSWERS_BY_ITSELF = 'a[href], summary';

type HeldActivation =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/** Shared by the loader's bundle and the application's. */
const RUNNING_HOLD = Symbol.for('storefront.holdEarlyInteractions');
type DocumentWithHold = Document & { [RUNNING_HOLD]?: () => void };

/** Stops the event at the document's capture phase, before the application's root sees it. */
function hold(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
}

const MOUSE_FIELDS = ['detail', 'clientX', 'clientY', 'screenX', 'screenY', 'button', 'buttons'] as const;
const MODIFIER_KEYS = ['ctrlKey', 'shiftKey', 'altKey', 'metaKey'] as const;

function mouseInit(event: MouseEvent): MouseEventInit {
  const init: MouseEventInit = { bubbles: true, cancelable: true, composed: true };
  for (const field of MOUSE_FIELDS) init[field] = event[field];
  for (const key of MODIFIER_KEYS) init[key] = event[key];
  return init;
}

/**
 * Stops by itself once the first view is hydrated and nothing is held. The loader and the application both call
 * it: the second call joins the first.
 */
export function holdEarlyInteractions(doc: Document): () => void {
  const running = (doc as DocumentWithHold)[RUNNING_HOLD];
  if (running) return running;
  const view = doc.defaultView!;
  const held: HeldActivation[] = [];
  let hovered: { target: Element; init: PointerEventInit } | null = null;
  let focused: Element | null = null;
  const firstViewSlots = [...doc.querySelectorAll('[data-module][data-boundary]')];

  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    // Also a link within a held control (the privacy policy in the newsletter's consent label).
    const answersByItself = event.target.closest(ANSWERS_BY_ITSELF);
    if (answersByItself) {
      if (!isPartHydrated(answersByItself)) event.stopPropagation(); // the browser follows it; the application never sees it
      return;
    }
    const control = event.target.closest(HELD);
    if (!control || isPartHydrated(control)) return;
    hold(event);
    held.push({ kind: 'click', target: control, init: mouseInit(event) });
  };
  const onPointerOver = (event: PointerEvent) => {
    const { target, pointerType, isPrimary, clientX, clientY } = event;
    if (target instanceof Element && !isPartHydrated(target))
      hovered = { target, init: { bubbles: true, composed: true, pointerType, isPrimary, clientX, clientY } };
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && !isPartHydrated(event.target)) focused = event.target;
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof view.HTMLFormElement) || isPartHydrated(form)) return;
    hold(event); // a native submission would leave the page, and the application would submit it twice
    held.push({ kind: 'submit', target: form, submitter: event.submitter });
  };

  const hand = (activation: HeldActivation) => {
    if (activation.kind === 'click') activation.target.dispatchEvent(new view.MouseEvent('click', activation.init));
    else if (activation.submitter?.isConnected) activation.target.requestSubmit(activation.submitter);
    else activation.target.requestSubmit();
  };

  const tellWhereThingsAre = () => {
    if (hovered && isPartHydrated(hovered.target)) {
      const { target, init } = hovered;
      hovered = null;
      if (target.isConnected && target.matches(':hover')) {
        target.dispatchEvent(new view.PointerEvent('pointerover', init));
        target.dispatchEvent(new view.MouseEvent('mouseover', init));
      }
    }
    if (focused && isPartHydrated(focused)) {
      const target = focused;
      focused = null;
      if (doc.activeElement === target)
        target.dispatchEvent(new view.FocusEvent('focusin', { bubbles: true, composed: true }));
    }
  };

  const observer = new view.MutationObserver(() => {
    tellWhereThingsAre();
    // Released by its element before the part hydrated: the element answers now.
    const takenOver = held.filter(
      (activation) => activation.kind === 'click' && activation.target.isConnected && !activation.target.matches(HELD),
    );
    for (const activation of takenOver) {
      held.splice(held.indexOf(activation), 1);
      hand(activation);
    }
    // In order, up to the first whose part still hydrates. A part rendered afresh in the browser replaces the
    // element the visitor used: that activation is gone.
    for (let next = held[0]; next && (!next.target.isConnected || isPartHydrated(next.target)); next = held[0]) {
      held.shift();
      if (next.target.isConnected) hand(next);
    }
    const firstViewDone =
      doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) &&
      firstViewSlots.every((slot) => !slot.isConnected || slot.hasAttribute(HYDRATED_ATTRIBUTE));
    if (firstViewDone && held.length === 0 && !hovered && !focused) stop();
  });

  const listening = new AbortController();
  function stop() {
    delete (doc as DocumentWithHold)[RUNNING_HOLD];
    observer.disconnect();
    listening.abort();
  }

  const options = { capture: true, signal: listening.signal };
  doc.addEventListener('click', onClick, options);
  doc.addEventListener('submit', onSubmit, options);
  doc.addEventListener('pointerover', onPointerOver, options);
  doc.addEventListener('focusin', onFocusIn, options);
  observer.observe(doc.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [HYDRATED_ATTRIBUTE, HELD_UNTIL_HYDRATED_ATTRIBUTE],
    childList: true,
  });
  (doc as DocumentWithHold)[RUNNING_HOLD] = stop;
  return stop;
}
