import { useSyncExternalStore } from 'react';

/**
 * The vertical scroll position for every component that follows it, through one scroll listener. The position is
 * read from the page once per frame that scrolled (and when the first component starts following it), never while
 * React renders: reading `scrollY` in a render that changes the page makes the browser lay the page out in the
 * middle of it, as when the whole page renders again in another language.
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

function scrollYSnapshot(): number {
  lastKnown ??= readScrollY();
  return lastKnown;
}

/**
 * What a component derives from the vertical scroll position (a header turning solid past a threshold), updated
 * at most once per frame: it renders again only when that changes, not in every frame the page scrolls.
 */
export function useScrollDerived<T extends boolean | number | string>(derive: (scrollY: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(scrollYSnapshot()),
    () => derive(0),
  );
}
