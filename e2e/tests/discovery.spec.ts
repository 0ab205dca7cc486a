import type { APIRequestContext } from '@playwright/test';
import { attributeOf, readTokens } from '../../platform/src/html/html-rewriter';
import { pngSize } from '../../shared/src/png-size.test-support';
import { structuredDataProblems } from '../../shared/src/structured-data-rules.test-support';
import { expect, test } from '../support/fixtures';
import { SITE_URL, SMOKE_TAG } from '../support/ports';

// What a search engine or a share preview reads: the HTML the server sends, with no script run, so these tests ask
// over HTTP and start no browser (docs/search-and-sharing.md).

/** What a crawler that runs no script reads in a page: its head's tags, and its JSON-LD wherever it is. */
async function crawl(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { 'Accept-Language': '' } });
  const html = await response.text();
  const meta: Record<string, string> = {};
  const links: { rel: string; hreflang: string | null; href: string }[] = [];
  const jsonLd: Record<string, unknown>[] = [];
  let inJsonLd = false;
  readTokens(html, {
    startTag(tag) {
      inJsonLd = tag.tagName === 'script' && attributeOf(tag, 'type') === 'application/ld+json';
      const key = attributeOf(tag, 'name') ?? attributeOf(tag, 'property');
      if (tag.tagName === 'meta' && key) meta[key] = attributeOf(tag, 'content') ?? '';
      if (tag.tagName === 'link')
        links.push({
          rel: attributeOf(tag, 'rel') ?? '',
          hreflang: attributeOf(tag, 'hreflang'),
          href: attributeOf(tag, 'href') ?? '',
        });
    },
    text(text) {
      if (inJsonLd) jsonLd.push(JSON.parse(text.text));
    },
    endTag() {
      inJsonLd = false;
    },
  });
  return {
    status: response.status(),
    robotsHeader: response.headers()['x-robots-tag'] ?? null,
    canonical: links.find((link) => link.rel === 'canonical')?.href ?? null,
    description: meta.description ?? null,
    robots: meta.robots ?? null,
    ogImage: meta['og:image'] ?? null,
    alternates: Object.fromEntries(links.filter((link) => link.hreflang).map((link) => [link.hreflang, link.href])),
    jsonLd,
  };
}

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

test.describe('search engines and sharing', { tag: SMOKE_TAG }, () => {
  test('robots.txt names the sitemap index, which lists each team’s sitemap; every page in them answers 200 as its own canonical, with valid JSON-LD', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const sitemaps = locsIn(await index.text());
    expect(sitemaps.map((url) => new URL(url).pathname).sort()).toEqual(
      ['/sitemaps/catalog.xml', '/sitemaps/host.xml', '/sitemaps/legal.xml', '/sitemaps/stories.xml'].sort(),
    );

    const pages: string[] = [];
    for (const sitemap of sitemaps) {
      const answer = await request.get(new URL(sitemap).pathname);
      expect(answer.status(), sitemap).toBe(200);
      pages.push(...locsIn(await answer.text()));
    }
    // Every public page in both languages: the home page, the collections and products, the stories, the legal texts.
    for (const path of [
      '/',
      '/collections/resort',
      '/configure/patron',
      '/news/ibiza-popup',
      '/about',
      '/privacy-policy',
    ])
      expect(pages).toEqual(expect.arrayContaining([`${SITE_URL}${path}`, `${SITE_URL}${path}?lng=es`]));
    expect(pages.some((url) => /\/newsletter\/|\/legal\//.test(url))).toBe(false);

    for (const url of pages) {
      const page = await crawl(request, new URL(url).pathname + new URL(url).search);
      expect({ url, status: page.status, canonical: page.canonical, robots: page.robots }).toEqual({
        url,
        status: 200,
        canonical: url,
        robots: null,
      });
      expect({ url, problems: structuredDataProblems(page.jsonLd, { absoluteUrls: true }) }).toEqual({
        url,
        problems: [],
      });
    }
  });

  test('a product page holds its own description, alternates, share image and Product with a pre-order offer, in both languages', async ({
    request,
  }) => {
    const descriptions = new Set<string | null>();
    for (const { query, language } of [
      { query: '', language: 'en' },
      { query: '?lng=es', language: 'es' },
    ]) {
      const page = await crawl(request, `/configure/patron${query}`);
      expect(page.canonical).toBe(`${SITE_URL}/configure/patron${query}`);
      expect(page.alternates).toEqual({
        en: `${SITE_URL}/configure/patron`,
        es: `${SITE_URL}/configure/patron?lng=es`,
        'x-default': `${SITE_URL}/configure/patron`,
      });
      descriptions.add(page.description);
      const product = page.jsonLd.find((block) => block['@type'] === 'Product');
      expect(product, language).toMatchObject({
        name: expect.stringContaining('Patr'),
        offers: expect.objectContaining({
          priceCurrency: 'EUR',
          availability: 'https://schema.org/PreOrder',
          url: `${SITE_URL}/configure/patron${query}`,
        }),
      });
      expect(page.jsonLd.map((block) => block['@type'])).toEqual(
        expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']),
      );
      const image = await request.get(page.ogImage ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    }
    // Its own words in each language, never the site's generic description.
    expect(descriptions.size).toBe(2);
    const home = await crawl(request, '/');
    expect(descriptions.has(home.description)).toBe(false);
  });

  test('a campaign address and an unsupported language name the clean page as canonical; a page not found and a newsletter link are never indexed', async ({
    request,
  }) => {
    for (const target of ['/configure/patron?utm_source=newsletter&utm_medium=email', '/configure/patron?lng=fr'])
      expect({ target, canonical: (await crawl(request, target)).canonical }).toEqual({
        target,
        canonical: `${SITE_URL}/configure/patron`,
      });
    for (const target of [
      '/configure/no-such-bag',
      '/news/no-such-story',
      '/newsletter/confirm?token=abc',
      '/newsletter/unsubscribe',
    ]) {
      const page = await crawl(request, target);
      expect({ target, header: page.robotsHeader, canonical: page.canonical }).toEqual({
        target,
        header: 'noindex',
        canonical: null,
      });
    }
  });
});
