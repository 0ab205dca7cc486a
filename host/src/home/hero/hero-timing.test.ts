import { heroLogoTransform, nextSlideIndex, shouldRotate } from './hero-timing';

describe('hero timing', () => {
  it('cycles through the slides', () => {
    expect([0, 1, 2].map((i) => nextSlideIndex(i, 3))).toEqual([1, 2, 0]);
  });

  it('rotates only while playing and not hovered', () => {
    expect(shouldRotate({ playing: true, hovered: false })).toBe(true);
    expect(shouldRotate({ playing: false, hovered: false })).toBe(false);
    expect(shouldRotate({ playing: true, hovered: true })).toBe(false);
  });
});

describe('heroLogoTransform', () => {
  it('shrinks to scale 0.25 and fades out linearly over the first 300 px', () => {
    expect(heroLogoTransform(0)).toEqual({ scale: 1, opacity: 1 });
    expect(heroLogoTransform(150)).toEqual({ scale: 0.625, opacity: 0.5 });
    expect(heroLogoTransform(300)).toEqual({ scale: 0.25, opacity: 0 });
  });

  it('stays at its limits before the top and past 300 px', () => {
    expect(heroLogoTransform(-40)).toEqual({ scale: 1, opacity: 1 });
    expect(heroLogoTransform(5000)).toEqual({ scale: 0.25, opacity: 0 });
  });
});
