import { headerAppearance, HEADER_SCROLL_THRESHOLD_PX } from './header-appearance';

describe('headerAppearance', () => {
  // Spec section 2: "transparent until scroll exceeds 200 px"; point 9: "logo visible above 200 px". Literals on purpose.
  it('turns solid at 200 px of scroll', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(200);
  });

  it('is transparent without the centre logo over the home hero until the scroll passes 200 px', () => {
    expect(headerAppearance(0, true)).toEqual({ solid: false, centreLogoVisible: false });
    expect(headerAppearance(199, true)).toEqual({ solid: false, centreLogoVisible: false });
    expect(headerAppearance(200, true)).toEqual({ solid: false, centreLogoVisible: false });
    expect(headerAppearance(201, true)).toEqual({ solid: true, centreLogoVisible: true });
  });

  it('is solid with the logo on pages without a hero behind it', () => {
    expect(headerAppearance(0, false)).toEqual({ solid: true, centreLogoVisible: true });
  });
});
