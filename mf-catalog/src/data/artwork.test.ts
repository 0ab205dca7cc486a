import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTS } from './products';
import { RESORT_ITEMS } from './resort';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

describe('artwork', () => {
  const paths = [
    ...Object.values(PRODUCTS).flatMap((p) => p.images.map((i) => i.path)),
    ...RESORT_ITEMS.map((i) => i.image),
  ];

  it.each(paths)('%s exists and is small', (imagePath) => {
    const file = path.join(PUBLIC_DIR, imagePath);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
  });
});
