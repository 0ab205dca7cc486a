import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_SIZE } from '@storefront/shared';
import { pngSize } from '@storefront/shared/src/png-size.test-support';
import { SITE_SHARE_IMAGE } from './share-image';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

it('the site’s share image (made by tools/share-images.mjs) is a small PNG of the share image size', () => {
  const file = path.join(PUBLIC_DIR, SITE_SHARE_IMAGE);
  expect(existsSync(file)).toBe(true);
  const bytes = readFileSync(file);
  expect(pngSize(bytes)).toEqual(SHARE_IMAGE_SIZE);
  expect(bytes.length).toBeLessThan(120 * 1024);
});
