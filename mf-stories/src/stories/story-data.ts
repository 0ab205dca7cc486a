import { ABOUT_PATH, collectionPath, musePath, newsPath, type NewsSlug } from '@storefront/shared';

/** An image of a story; its alt text and caption live in the locale files under `<story>.figures.<key>`. */
export interface StoryImage {
  key: string;
  file: string;
  width: number;
  height: number;
}

export interface StoryFigure extends StoryImage {
  /** The figure is shown after the section with this index (0-based). */
  afterSection: number;
}

export interface Story {
  /** Key of the story's texts in the stories namespace. */
  id: string;
  kind: 'about' | 'news' | 'muse';
  path: string;
  hero: StoryImage;
  figures: readonly StoryFigure[];
  /** A video of the third-party player, shown after the section with this index. */
  video?: StoryVideo;
  /** A page of the site the story leads on to, after its last section; its label is `<story>.onward`. */
  onwardPath?: string;
  /** On a muse project: the muse's name and year, which its texts interpolate. */
  muse?: { name: string; year: number };
  /** ISO 8601 with the offset of Munich, where the house is (sample dates, see STORIES). */
  published: string;
}

export interface StoryVideo {
  /** The player's numeric id of the video. */
  id: string;
  /** Shown in place of the video until it may load; its alt text is `<story>.posterAlt`. */
  poster: StoryImage;
  afterSection: number;
}

const image = (key: string, file: string, width = 1200, height = 675): StoryImage => ({
  key,
  file: `images/stories/${file}`,
  width,
  height,
});
const figure = (key: string, file: string, afterSection: number): StoryFigure => ({
  ...image(key, file, 800, 600),
  afterSection,
});

const news = (slug: NewsSlug, rest: Omit<Story, 'id' | 'kind' | 'path'>): Story => ({
  id: slug,
  kind: 'news',
  path: newsPath(slug),
  ...rest,
});

const muse = (slug: string, name: string, year: number, published: string): Story => ({
  id: `muse.${slug}`,
  kind: 'muse',
  path: musePath(slug),
  hero: image('hero', `muse-${slug}.svg`),
  figures: [],
  muse: { name, year },
  published,
});

/**
 * Every story in reading order, also that of the previous/next links and the menu: the house first, then by the
 * time each tells of (2023, 2024, 2025). Publication dates are samples to be replaced, and follow the stories: Our
 * Story's is the site's launch (autumn 2024, with Ibiza); each news story comes after what it tells, Colochila's
 * after the line took the house's name, which it did not yet carry at Ibiza.
 */
export const STORIES: readonly Story[] = [
  {
    id: 'about',
    kind: 'about',
    path: ABOUT_PATH,
    hero: image('hero', 'about-hero.svg'),
    figures: [figure('workshop', 'about-workshop.svg', 1), figure('pair', 'about-pair.svg', 2)],
    published: '2024-09-16T09:00:00+02:00',
  },
  news('colochila', {
    hero: image('hero', 'colochila-hero.svg'),
    figures: [figure('weaving', 'colochila-weaving.svg', 1)],
    // The resort line's own page, which no menu entry or home card leads to.
    onwardPath: collectionPath('resort'),
    published: '2025-02-10T09:00:00+01:00',
  }),
  news('ibiza-popup', {
    hero: image('hero', 'ibiza-terrace.svg'),
    figures: [],
    // A sample (any numeric id of the player does), to be replaced.
    video: { id: '76979871', poster: image('poster', 'ibiza-poster.svg'), afterSection: 0 },
    published: '2024-09-30T09:00:00+02:00',
  }),
  news('munich-store', {
    hero: image('hero', 'munich-store.svg'),
    figures: [],
    published: '2025-09-22T09:00:00+02:00',
  }),
  // The one live muse project, a sample; the host's menu links to its slug, which a browser test follows.
  muse('la-artista', 'La Artista', 2025, '2025-10-20T09:00:00+02:00'),
];

export function findStoryByPath(pathname: string): Story | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STORIES.find((story) => story.path === normalised);
}

export function neighboursOf(story: Story): { previous: Story | undefined; next: Story | undefined } {
  const index = STORIES.indexOf(story);
  return { previous: STORIES[index - 1], next: STORIES[index + 1] };
}
