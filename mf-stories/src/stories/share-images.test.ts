import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_SIZE } from '@storefront/shared';
import { pngSize } from '@storefront/shared/src/png-size.test-support';
import { storyShareImage } from './share-images';
import { STORIES } from './story-data';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

describe('share images (made by tools/share-images.mjs)', () => {
  const images = STORIES.map((story) => storyShareImage(story.id));

  it('are named after the story', () => {
    expect(storyShareImage('about')).toBe('images/share/about.png');
  });

  it.each(images)('%s is a PNG of the share image size, and small', (image) => {
    const file = path.join(PUBLIC_DIR, image);
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect(pngSize(bytes)).toEqual(SHARE_IMAGE_SIZE);
    expect(bytes.length).toBeLessThan(120 * 1024);
  });

  it('are all there is in images/share (none of a story that is gone)', () => {
    const folder = path.join(PUBLIC_DIR, 'images', 'share');
    expect(readdirSync(folder).sort()).toEqual(images.map((image) => path.basename(image)).sort());
  });
});
