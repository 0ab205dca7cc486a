/** Runs `task` in its own task after the next frame is painted (and its scroll events sent). */
export function afterNextPaint(task: () => void, view: Window = window): void {
  view.requestAnimationFrame(() => view.setTimeout(task));
}

/** Runs `task` when the browser is idle, at the latest after `timeout` ms, so work ahead of need never delays a tap. */
export function whenIdle(view: Window, task: () => void, timeout = 2000): void {
  if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(() => task(), { timeout });
  else view.setTimeout(task, 200);
}
