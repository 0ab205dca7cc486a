import { screen } from '@testing-library/react';
import { BRAND_NAME, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storefront/shared';
import { jsonLdBlocksIn, structuredDataProblems } from '@storefront/shared/src/structured-data-rules.test-support';
import { fragmentSource } from '../prerender/fragment-source';
import { renderWithI18n, TEST_CONFIG } from '../test/render-with-i18n.test-support';
import { STORIES, type Story } from './story-data';
import { StoryPage } from './story-page';

const ISO_8601_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const renderStory = (story: Story, language: SupportedLanguage = 'en') =>
  renderWithI18n(<StoryPage story={story} config={TEST_CONFIG} />, { path: story.path, language });

const story = (id: string) => STORIES.find((candidate) => candidate.id === id)!;

/** The page's JSON-LD blocks, parsed. */
function structuredData(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

const cases = STORIES.flatMap((each) => SUPPORTED_LANGUAGES.map((language) => [each.path, language, each] as const));

describe('story page head', () => {
  it.each(cases)(
    '%s in %s says its title, its own description and its share image on its root',
    async (_path, language, each) => {
      const { container } = await renderStory(each, language);
      const root = container.firstElementChild!;
      expect(root.tagName).toBe('ARTICLE');
      expect(root).toHaveAttribute('data-page-title', screen.getByRole('heading', { level: 1 }).textContent);
      const description = root.getAttribute('data-page-description') ?? '';
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/\{\{|\.description$/);
      expect(root).toHaveAttribute('data-page-image', `http://localhost/images/share/${each.id}.png`);
      // Each story answers at one path only: the host's server uses it as the canonical one.
      expect(root).not.toHaveAttribute('data-page-canonical');
    },
  );

  it('describes each story in the page language, and no two alike', async () => {
    const descriptions = async (language: SupportedLanguage) => {
      const found: (string | null)[] = [];
      for (const each of STORIES) {
        const { container, unmount } = await renderStory(each, language);
        found.push(container.firstElementChild!.getAttribute('data-page-description'));
        unmount();
      }
      return found;
    };
    const en = await descriptions('en');
    const es = await descriptions('es');
    expect(new Set([...en, ...es]).size).toBe(STORIES.length * 2);
    expect(en[STORIES.indexOf(story('munich-store'))]).toBe(
      `In summer 2025 ${BRAND_NAME} opened its first pop-up store, in Munich: the Carriels, Minis, Baguettes and the handwoven resort line in one room.`,
    );
    expect(es[STORIES.indexOf(story('munich-store'))]).toContain('su primera tienda pop-up');
    expect(es[STORIES.indexOf(story('muse.la-artista'))]).toContain('la artista colombiana La Artista');
  });
});

describe('story structured data', () => {
  it.each(cases)('%s in %s carries one schema.org article about the story', async (_path, language, each) => {
    const { container } = await renderStory(each, language);
    const blocks = structuredData(container);
    expect(blocks).toHaveLength(1);
    const [article] = blocks as [Record<string, unknown>];
    const root = container.firstElementChild!;
    const organization = { '@type': 'Organization', name: BRAND_NAME, url: '/', logo: '/favicon.svg' };

    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': each.kind === 'news' ? 'NewsArticle' : 'Article',
      headline: screen.getByRole('heading', { level: 1 }).textContent,
      description: root.getAttribute('data-page-description'),
      image: [expect.any(String), root.getAttribute('data-page-image')],
      datePublished: expect.stringMatching(ISO_8601_DATE_TIME),
      dateModified: expect.stringMatching(ISO_8601_DATE_TIME),
      author: organization,
      publisher: organization,
      inLanguage: language,
      mainEntityOfPage: each.path,
    });
    // The hero the page shows, by the same absolute address.
    const [hero, share] = article.image as [string, string];
    expect(container.querySelector('img')).toHaveAttribute('src', hero);
    for (const image of [hero, share]) expect(new URL(image).href).toBe(image);
    expect(hero).toMatch(/^http:\/\/localhost\/images\/stories\/.+\.svg$/);
    expect(share).toMatch(/^http:\/\/localhost\/images\/share\/.+\.png$/);
    // schema.org's and Google's rules for an article; the host's server makes the root-relative addresses absolute.
    expect(structuredDataProblems(jsonLdBlocksIn(container), { absoluteUrls: false })).toEqual([]);
    const published = Date.parse(article.datePublished as string);
    expect(Number.isNaN(published)).toBe(false);
    expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(published);
  });

  it('dates each news story after what it tells, and the stories in a consistent order', () => {
    const published = (id: string) => new Date(story(id).published);
    // Ibiza: the summer 2024 season, told after it; Colochila: after the line took the house's name, which it did not
    // carry yet at Ibiza; Munich: after the summer of 2025 the pop-up was open; the muse project in its year, 2025.
    expect(published('ibiza-popup').getTime()).toBeGreaterThan(Date.parse('2024-08-31T00:00:00Z'));
    expect(published('colochila').getTime()).toBeGreaterThan(published('ibiza-popup').getTime());
    expect(published('munich-store').getTime()).toBeGreaterThan(Date.parse('2025-08-31T00:00:00Z'));
    expect(published('muse.la-artista').getUTCFullYear()).toBe(2025);
    // Our Story opened the site: nothing was published on it before.
    for (const each of STORIES)
      expect(published(each.id).getTime()).toBeGreaterThanOrEqual(published('about').getTime());
  });

  it('cannot end its script element, whatever the texts hold', async () => {
    const { container } = await renderStory(story('colochila'));
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toMatch(/[<>]/);
    // The English description has an apostrophe and the Spanish ones accents: JSON keeps both as they are.
    expect(structuredData(container)[0]?.description).toContain("Colombia's Caribbean coast");
  });
});

describe('stories sitemap', () => {
  it('lists every story once, by its path, and no not-found screen', () => {
    expect(fragmentSource.sitemap).toEqual(STORIES.map((each) => each.path));
    expect(fragmentSource.sitemap).toEqual([
      '/about',
      '/news/colochila',
      '/news/ibiza-popup',
      '/news/munich-store',
      '/muse-projects/la-artista',
    ]);
    expect(fragmentSource.discovery).toBeUndefined();
  });
});
