/**
 * The first signs that a visitor is about to use the page, rather than only read it: the pointer moves over it
 * or presses, a finger touches, a key is pressed, focus moves in, or the page scrolls (which the header and the
 * hero logo follow). Reading alone never downloads the application.
 */
export const INTENT_EVENTS = [
  'pointerover',
  // A pointer already over an element when the loader began moves without entering another one.
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Calls `onIntent` once, at the first intent event on `target`. */
export function onFirstIntent(target: Window, onIntent: () => void): void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, options);
    onIntent();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, listener, options);
}
