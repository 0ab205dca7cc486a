/** Runs `task` in a task of its own after the browser has painted the next frame (and sent its scroll events). */
export function afterNextPaint(task: () => void, view: Window = window): void {
  view.requestAnimationFrame(() => view.setTimeout(task));
}

/**
 * Runs `task` when the browser has nothing more urgent to do (a visitor's tap, a frame to paint), and at the latest
 * after `timeout` ms: for work done ahead of a visitor's need, which must not stand in the way of their taps.
 */
export function whenIdle(view: Window, task: () => void, timeout = 2000): void {
  if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(() => task(), { timeout });
  else view.setTimeout(task, 200);
}
