import { headerIsSolid, HEADER_SCROLL_THRESHOLD_PX } from './header-appearance';

describe('headerIsSolid', () => {
  // Spec section 2: "transparent until scroll exceeds 200 px"; point 9: "logo visible above 200 px". Literals on purpose.
  it('turns solid at 200 px of scroll', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(200);
  });

  it('is transparent without the centre logo over the home hero until the scroll passes 200 px', () => {
    expect(headerIsSolid(0, true)).toBe(false);
    expect(headerIsSolid(199, true)).toBe(false);
    expect(headerIsSolid(200, true)).toBe(false);
    expect(headerIsSolid(201, true)).toBe(true);
  });

  it('is solid with the logo on pages without a hero behind it', () => {
    expect(headerIsSolid(0, false)).toBe(true);
  });
});
