export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Minimum horizontal travel, in CSS pixels, for a touch movement to count as a swipe. */
export const SWIPE_THRESHOLD = 40;

/** A mostly horizontal movement past the threshold: leftwards shows the next image, rightwards the previous. */
export function swipeDirection(deltaX: number, deltaY: number): 'previous' | 'next' | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
