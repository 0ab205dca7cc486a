import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTION_SLUGS, SHARE_IMAGE_SIZE } from '@storefront/shared';
import { PRODUCTS } from './products';
import { collectionShareImage, productShareImage } from './share-images';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, its first chunk) gives, or null when the file is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share images (made by tools/share-images.mjs)', () => {
  const images = [
    ...Object.keys(PRODUCTS).map(productShareImage),
    ...COLLECTION_SLUGS.map((slug) => collectionShareImage(slug)),
  ];

  it('are named after the product or the collection', () => {
    expect(productShareImage('patron')).toBe('images/share/patron.png');
    expect(collectionShareImage('resort')).toBe('images/share/collection-resort.png');
  });

  it.each(images)('%s is a PNG of the share image size, and small', (image) => {
    const file = path.join(PUBLIC_DIR, image);
    expect(existsSync(file)).toBe(true);
    expect(pngSize(file)).toEqual(SHARE_IMAGE_SIZE);
    expect(readFileSync(file).length).toBeLessThan(120 * 1024);
  });

  it('are all there is in images/share (none of a product that is gone)', () => {
    const folder = path.join(PUBLIC_DIR, 'images', 'share');
    expect(readdirSync(folder).sort()).toEqual(images.map((image) => path.basename(image)).sort());
  });
});
