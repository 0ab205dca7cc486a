import { pngSize } from './png-size.test-support';

/** The first 24 bytes of a PNG: its signature and the start of its IHDR chunk (length 13, type, width, height). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

it('reads the width and height of a PNG’s header', () => {
  expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
});

it('reads them from a view into a larger buffer, as a Node Buffer may be', () => {
  const larger = new Uint8Array(40);
  larger.set(pngHeader(70000, 3), 8);
  expect(pngSize(larger.subarray(8))).toEqual({ width: 70000, height: 3 });
});

it('is null for bytes that are no PNG, or too few', () => {
  const jpeg = new Uint8Array(24);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
  expect(pngSize(jpeg)).toBeNull();
  expect(pngSize(pngHeader(1, 1).subarray(0, 20))).toBeNull();
});
