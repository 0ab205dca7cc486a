import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/** Vertical scroll position, updated at most once per frame. */
export function useScrollY(): number {
  return useSyncExternalStore(subscribe, () => Math.round(window.scrollY), () => 0);
}
