import { headerAppearance, HEADER_SCROLL_THRESHOLD_PX } from './header-appearance';

describe('headerAppearance', () => {
  it('is transparent without the centre logo over the home hero until the scroll passes 200 px', () => {
    expect(headerAppearance(0, true)).toEqual({ solid: false, centreLogoVisible: false });
    expect(headerAppearance(HEADER_SCROLL_THRESHOLD_PX, true)).toEqual({ solid: false, centreLogoVisible: false });
    expect(headerAppearance(HEADER_SCROLL_THRESHOLD_PX + 1, true)).toEqual({ solid: true, centreLogoVisible: true });
  });

  it('is solid with the logo on pages without a hero behind it', () => {
    expect(headerAppearance(0, false)).toEqual({ solid: true, centreLogoVisible: true });
  });
});
