import { swipeDirection, wrapIndex } from './gallery-index';

describe('gallery index', () => {
  it('wraps round at both ends', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
  });

  it('reads a horizontal swipe: leftwards is next, rightwards previous; short or vertical moves are no swipe', () => {
    expect(swipeDirection(-80, 5)).toBe('next');
    expect(swipeDirection(80, -5)).toBe('previous');
    expect(swipeDirection(20, 0)).toBeNull();
    expect(swipeDirection(60, 120)).toBeNull();
  });
});
