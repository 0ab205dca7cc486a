import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, HYDRATED_ATTRIBUTE, isPartHydrated } from '@storefront/shared';

/**
 * Between the visitor's first interaction and hydration, the page's controls have no handlers yet. Their
 * activations are held here and handed to the control again once the part of the page it belongs to is
 * hydrated, so that a press on the menu button or on "Accept all" made early is answered, not lost.
 * Links and form fields keep their native behaviour: a link navigates to its pre-rendered page, a field takes
 * focus and text (the application adopts what was typed). A link's click is kept from the application while
 * its part is still hydrating: React would otherwise take it over half-way and the navigation could be lost.
 * Where the pointer rests and what has focus are told to the part again once hydrated, as if they had just
 * arrived (a card shows its second image, the hero stops).
 *
 * A held activation goes no further than the document: the application sees the hand-back alone. React starts
 * answering a part before the part says so (`data-hydrated` is set by an effect after React's commit, and a
 * click on a part still hydrating makes React hydrate it at once and dispatch that very click to it). A held
 * press that also reached React was answered twice, once at the press and once at the hand-back: an accordion
 * opened and closed. What React learns from a press before its click (pointerdown, touchstart) still reaches it.
 *
 * A control that answers before hydration by itself (`ANSWERS_BEFORE_HYDRATION_ATTRIBUTE`, decision 0016) is
 * treated like a link: the browser and its team's early script answer it, the application never sees it. A press
 * held before that script arrived (the control was not marked yet) goes to the script as soon as it marks the
 * control, not to the application at hydration: a second press, answered by the script meanwhile, would otherwise
 * be followed by the replay of the first (a choice saved twice).
 */

/** Elements whose activation needs the application (a `<summary>` opens its `<details>` by itself). */
const SCRIPTED_CONTROL = [
  'button',
  'label',
  ...['checkbox', 'radio', 'submit', 'button', 'reset'].map((type) => `input[type="${type}"]`),
  ...['button', 'tab', 'menuitem', 'option', 'switch', 'checkbox', 'radio', 'slider'].map((role) => `[role="${role}"]`),
].join(', ');
/** Keys that move within a widget (tabs, gallery, menu) or close it, which only the application answers. */
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);
const ANSWERS_BY_ITSELF = `[${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]`;

type HeldActivation =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'key'; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/** Where the document keeps the running hold, shared by the loader's bundle and the application's. */
const RUNNING_HOLD = Symbol.for('storefront.holdEarlyInteractions');
type DocumentWithHold = Document & { [RUNNING_HOLD]?: () => void };

/**
 * Keeps an activation from its default action and from every listener past the document's capture phase, the
 * application's root among them: it is handed back, once, when its part is hydrated.
 */
function hold(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
}

function scriptedControlOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(SCRIPTED_CONTROL) : null;
}

function mouseInit(event: MouseEvent): MouseEventInit {
  const { detail, clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey } = event;
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    detail,
    clientX,
    clientY,
    screenX,
    screenY,
    button,
    buttons,
    ctrlKey,
    shiftKey,
    altKey,
    metaKey,
  };
}

function keyInit(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    key,
    code,
    location,
    repeat,
    ctrlKey,
    shiftKey,
    altKey,
    metaKey,
  };
}

/**
 * Starts holding activations of not-yet-hydrated controls in `doc`, and hands each back once its part is
 * hydrated. Stops by itself when every part of the first view is hydrated and nothing is held; the returned
 * function stops it sooner. The loader and the application both call it: the second call joins the first.
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
    // Also a link within a control (the privacy policy in the newsletter's consent label).
    const answersByItself =
      event.target instanceof Element ? event.target.closest(`a[href], summary, ${ANSWERS_BY_ITSELF}`) : null;
    if (answersByItself) {
      if (!isPartHydrated(answersByItself)) event.stopPropagation(); // the browser follows it; the application never sees it
      return;
    }
    const control = scriptedControlOf(event.target);
    if (!control || isPartHydrated(control)) return;
    hold(event);
    held.push({ kind: 'click', target: control, init: mouseInit(event) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!WIDGET_KEYS.has(event.key) || !(event.target instanceof Element) || isPartHydrated(event.target)) return;
    if (event.target.closest(ANSWERS_BY_ITSELF)) {
      event.stopPropagation();
      return;
    }
    if (event.target.closest('input, textarea, select, [contenteditable]')) return;
    if (event.target.hasAttribute('role')) event.preventDefault(); // no page scroll under a widget's arrow keys
    event.stopPropagation(); // the application gets the hand-back alone (see the top of this file)
    held.push({ kind: 'key', target: event.target, init: keyInit(event) });
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element && !isPartHydrated(event.target))
      hovered = {
        target: event.target,
        init: {
          bubbles: true,
          composed: true,
          pointerType: event.pointerType,
          isPrimary: event.isPrimary,
          clientX: event.clientX,
          clientY: event.clientY,
        },
      };
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
    else if (activation.kind === 'key')
      activation.target.dispatchEvent(new view.KeyboardEvent('keydown', activation.init));
    else if (activation.submitter?.isConnected) activation.target.requestSubmit(activation.submitter);
    else activation.target.requestSubmit();
  };

  /** Enter and focus events for what the pointer and focus came to before the part was hydrated. */
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
    const nowAnsweredEarly = held.filter(
      (activation) =>
        activation.kind !== 'submit' &&
        activation.target.isConnected &&
        !isPartHydrated(activation.target) &&
        activation.target.closest(ANSWERS_BY_ITSELF),
    );
    for (const activation of nowAnsweredEarly) {
      held.splice(held.indexOf(activation), 1);
      hand(activation);
    }
    while (held.length > 0) {
      const next = held[0]!;
      // A part rendered afresh in the browser replaces the element the visitor used: that activation is gone.
      if (!next.target.isConnected) {
        held.shift();
        continue;
      }
      if (!isPartHydrated(next.target)) break;
      held.shift();
      hand(next);
    }
    const firstViewDone =
      doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) &&
      firstViewSlots.every((slot) => !slot.isConnected || slot.hasAttribute(HYDRATED_ATTRIBUTE));
    if (firstViewDone && held.length === 0 && !hovered && !focused) stop();
  });

  function stop() {
    delete (doc as DocumentWithHold)[RUNNING_HOLD];
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('pointerover', onPointerOver, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  }

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('pointerover', onPointerOver, true);
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [HYDRATED_ATTRIBUTE, ANSWERS_BEFORE_HYDRATION_ATTRIBUTE],
    childList: true,
  });
  (doc as DocumentWithHold)[RUNNING_HOLD] = stop;
  return stop;
}
