import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { STORIES } from './story-data';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

describe('story artwork', () => {
  const images = STORIES.flatMap((story) => [
    story.hero,
    ...story.figures,
    ...(story.video ? [story.video.poster] : []),
  ]);
  const files = [...new Set(images.map((image) => image.file))];

  it.each(files)('%s exists and is small', (file) => {
    const artwork = path.join(PUBLIC_DIR, file);
    expect(existsSync(artwork)).toBe(true);
    expect(statSync(artwork).size).toBeLessThan(6 * 1024);
  });

  it('is all there is in images/stories (none of a story that is gone)', () => {
    const folder = path.join(PUBLIC_DIR, 'images', 'stories');
    expect(readdirSync(folder).sort()).toEqual(files.map((file) => path.basename(file)).sort());
  });
});
