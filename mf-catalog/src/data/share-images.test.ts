import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTION_SLUGS, SHARE_IMAGE_SIZE } from '@storefront/shared';
import { pngSize } from '@storefront/shared/src/png-size.test-support';
import { PRODUCTS } from './products';
import { collectionShareImage, productShareImage } from './share-images';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

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
    const bytes = readFileSync(file);
    expect(pngSize(bytes)).toEqual(SHARE_IMAGE_SIZE);
    expect(bytes.length).toBeLessThan(120 * 1024);
  });

  it('are all there is in images/share (none of a product that is gone)', () => {
    const folder = path.join(PUBLIC_DIR, 'images', 'share');
    expect(readdirSync(folder).sort()).toEqual(images.map((image) => path.basename(image)).sort());
  });
});
