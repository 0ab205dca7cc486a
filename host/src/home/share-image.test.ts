import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_SIZE } from '@storefront/shared';
import { SITE_SHARE_IMAGE } from './share-image';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, its first chunk) gives, or null when the file is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it('the site’s share image (made by tools/share-images.mjs) is a small PNG of the share image size', () => {
  const file = path.join(PUBLIC_DIR, SITE_SHARE_IMAGE);
  expect(existsSync(file)).toBe(true);
  expect(pngSize(file)).toEqual(SHARE_IMAGE_SIZE);
  expect(readFileSync(file).length).toBeLessThan(120 * 1024);
});
