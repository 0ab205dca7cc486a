import { useSyncExternalStore } from 'react';

/**
 * One scroll listener for all followers, reading `scrollY` once per scrolled frame and never during a render:
 * there it forces a layout mid-render (as when the whole page renders again in another language).
 */
const followers = new Set<() => void>();
let lastKnown: number | null = null;
let frame = 0;
const readScrollY = () => Math.round(window.scrollY);

function onScroll(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    lastKnown = readScrollY();
    for (const follower of followers) follower();
  });
}

function subscribe(onChange: () => void): () => void {
  if (followers.size === 0) {
    lastKnown = readScrollY();
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  followers.add(onChange);
  return () => {
    followers.delete(onChange);
    if (followers.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    lastKnown = null; // nobody follows it: the next one reads it afresh
  };
}

/** The component renders again only when the derived value changes, at most once a frame. */
export function useScrollDerived<T extends boolean | number | string>(derive: (scrollY: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive((lastKnown ??= readScrollY())),
    () => derive(0),
  );
}
