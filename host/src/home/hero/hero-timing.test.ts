import { heroLogoTransform } from './hero-timing';

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
