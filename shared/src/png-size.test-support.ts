// For tests only (never exported from the package's index, so no bundle carries it): the width and height of a PNG,
// for the tests that check the share images. Free of imports, so that e2e/ can import it by its path from Node as
// well as jest from a package (a Node Buffer is a Uint8Array).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** The width and height a PNG's header (IHDR, its first chunk) gives, or null when the bytes are no PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  if (!IHDR.every((byte, i) => bytes[12 + i] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
