/** Runs `task` in a task of its own after the browser has painted the next frame (and sent its scroll events). */
export function afterNextPaint(task: () => void, view: Window = window): void {
  view.requestAnimationFrame(() => view.setTimeout(task));
}
