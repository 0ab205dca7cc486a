import { useSyncExternalStore } from 'react';

/**
 * The position as of the last frame that scrolled. Read from the page only then (and when the first component
 * subscribes): reading `scrollY` while React renders would make the browser lay the page out in the middle of a
 * render that changes it, as when the whole page renders again in another language.
 */
let lastKnown: number | null = null;
const readScrollY = () => Math.round(window.scrollY);

function subscribe(onChange: () => void): () => void {
  lastKnown = readScrollY();
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      lastKnown = readScrollY();
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

function scrollYSnapshot(): number {
  lastKnown ??= readScrollY();
  return lastKnown;
}

/** Vertical scroll position, updated at most once per frame. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, scrollYSnapshot, () => 0);
}
