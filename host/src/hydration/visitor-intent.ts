/** Signs the visitor is about to use the page, not only read it: reading alone never downloads the application. */
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

export function onFirstIntent(target: Window, onIntent: () => void): void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const listener = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, options);
    onIntent();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, listener, options);
}
