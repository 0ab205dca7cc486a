// What the first-tap probe runs inside the page (tools/bench/first-tap.mjs). Both functions are serialised into
// the page (Playwright's addInitScript and a CDP evaluation), so each must stand alone: no imports, no closures.

/**
 * Installed before any script of the page runs (every document of the context). Records:
 * - the trusted input events of a tap (touchstart, pointerdown, touchend, pointerup, click) once the probe is
 *   armed, each with its `timeStamp` (when the browser received the input: it includes any wait for a busy main
 *   thread) and whether the shell and the tapped part were hydrated then;
 * - the browser's Event Timing entries (`event` with durationThreshold 16, and `first-input`), for INP;
 * - when `html[data-hydrated]` appeared (the shell hydrated).
 * Its listeners are passive, on window, in the capture phase: they run before the page's own and change nothing.
 */
export function installTapProbe() {
  if (window !== window.top) return;
  const probe = {
    armed: null,
    beforeTap: null,
    inputs: [],
    events: [],
    firstInput: null,
    shellHydratedAt: null,
    result: null,
    error: null,
  };
  Object.defineProperty(window, '__firstTap', { value: probe });
  const hydratedNow = (element) => {
    const html = document.documentElement.hasAttribute('data-hydrated');
    const slot = element?.closest?.('[data-module][data-boundary]');
    return { shell: html, part: html && (!slot || slot.hasAttribute('data-hydrated')) };
  };
  for (const type of ['touchstart', 'pointerdown', 'touchend', 'pointerup', 'click']) {
    addEventListener(
      type,
      (event) => {
        if (!probe.armed || !event.isTrusted) return;
        const state = hydratedNow(probe.armed.element);
        probe.inputs.push({
          type,
          timeStamp: event.timeStamp,
          seenAt: performance.now(),
          shellHydrated: state.shell,
          partHydrated: state.part,
        });
      },
      { capture: true, passive: true },
    );
  }
  const keep = (entry) => ({
    name: entry.name,
    startTime: entry.startTime,
    duration: entry.duration,
    processingStart: entry.processingStart,
    processingEnd: entry.processingEnd,
    interactionId: entry.interactionId ?? 0,
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.events.push(keep(entry));
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.firstInput = keep(entry);
    }).observe({ type: 'first-input', buffered: true });
  } catch (error) {
    probe.error = `Event Timing unavailable: ${error}`;
  }
  const noteShell = () => {
    if (probe.shellHydratedAt === null && document.documentElement.hasAttribute('data-hydrated'))
      probe.shellHydratedAt = performance.now();
  };
  // The document, not its element: the <html> the parser creates may not be the one there when this runs.
  new MutationObserver(noteShell).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  });
}

/**
 * Finds the element to tap, brings it into view if it is not (an instant scroll, which the page counts as the
 * visitor's first sign of interaction), checks that the tap's point lands on it, then arms the effect watch.
 *
 * The watch: a MutationObserver on the whole document (child lists, attributes, text) evaluates `effect(args)`
 * after every batch of DOM changes, and a requestAnimationFrame loop evaluates it once per frame (for an effect
 * that no mutation announces). When it first holds: seen in a mutation callback, the time is taken in the next
 * animation frame's callback (`frameAt`: the frame that paints it); seen in the frame loop, that frame's own
 * callback time. `effectAt` is when the DOM first showed it.
 *
 * @param {(args: any) => { element: Element | null, args?: any }} pick  in-page: the element to tap and the case's arguments
 * @param {(args: any) => boolean} effect  in-page: whether the tap's effect is visible
 * @param {any} options  the case's static arguments
 * @returns {{ ok: true, x: number, y: number, scrolled: boolean, args: any } | { ok: false, reason: string }}
 */
export function armTapProbe(pick, effect, options) {
  const probe = window.__firstTap;
  const picked = pick(options);
  const element = picked?.element;
  if (!element) return { ok: false, reason: 'target not found' };
  const args = { ...options, ...picked.args };
  const onScreen = () => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.top >= 0 &&
      box.bottom <= innerHeight &&
      box.left >= 0 &&
      box.right <= innerWidth
    );
  };
  let scrolled = false;
  const lands = () => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === element || element.contains(hit)) ? { x, y } : null;
  };
  if (!onScreen()) {
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    scrolled = true;
  }
  let point = lands();
  // Something fixed (the cookie banner at the bottom) may cover it in the middle of the screen: try the top.
  if (!point) {
    element.scrollIntoView({ block: 'start', inline: 'nearest', behavior: 'instant' });
    scrolled = true;
    point = lands();
  }
  if (!point) {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      ok: false,
      reason: `covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`,
    };
  }
  if (effect(args)) return { ok: false, reason: 'the effect is already visible before the tap' };

  probe.inputs = [];
  probe.result = null;
  probe.armed = { element, armedAt: performance.now() };
  // Just before the tap (the tap's own pointerover already asks the loader for the application).
  probe.beforeTap = {
    applicationRequested: document.querySelector('script[src*="/main."]') !== null,
    shellHydrated: document.documentElement.hasAttribute('data-hydrated'),
  };
  let done = false;
  const found = (via, inFrame) => {
    done = true;
    observer.disconnect();
    const effectAt = performance.now();
    if (inFrame) probe.result = { via, effectAt, frameAt: effectAt };
    else requestAnimationFrame(() => (probe.result = { via, effectAt, frameAt: performance.now() }));
  };
  const check = (via, inFrame) => {
    if (done) return;
    let holds;
    try {
      holds = effect(args);
    } catch {
      holds = false; // a part the application is still replacing
    }
    if (holds) found(via, inFrame);
  };
  const observer = new MutationObserver(() => check('mutation', false));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const everyFrame = () => {
    if (done) return;
    check('frame', true);
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  return { ok: true, x: point.x, y: point.y, scrolled, args };
}
