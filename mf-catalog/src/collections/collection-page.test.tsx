import type { BreadcrumbList, ItemList, WithContext } from 'schema-dts';
import { jsonLdBlocksIn, structuredDataProblems } from '@storefront/shared/src/structured-data-rules.test-support';
import { COLLECTION_PRODUCTS, type ProductCollectionSlug } from '../data/collections';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { CollectionPage } from './collection-page';
import { ResortPage } from './resort-page';

const CDN = 'https://cdn.example.com/assets/'; // the asset base URL of renderWithI18n's config
const LOCALES = { en, es };

function renderCollection(collection: ProductCollectionSlug | 'resort', language: 'en' | 'es' = 'en') {
  const page = collection === 'resort' ? <ResortPage /> : <CollectionPage collection={collection} />;
  const { container } = renderWithI18n(page, { language });
  return { root: container.firstElementChild!, blocks: jsonLdBlocksIn(container) };
}

describe('collection pages for search engines and sharing', () => {
  const pages = (['carriel', 'mini-carriels', 'baguette-carriels', 'resort'] as const).flatMap((collection) =>
    (['en', 'es'] as const).map((language) => [collection, language] as const),
  );

  it.each(pages)(
    '/collections/%s (%s) gives the head its title, its own description and its share image',
    (collection, language) => {
      const texts = LOCALES[language].collections[collection];
      const { root } = renderCollection(collection, language);
      expect(root).toHaveAttribute('data-page-title', texts.title);
      expect(root).toHaveAttribute('data-page-description', texts.description);
      expect(root).toHaveAttribute('data-page-image', `${CDN}images/share/collection-${collection}.png`);
      expect(root).not.toHaveAttribute('data-page-canonical');
      expect(texts.description.length).toBeLessThanOrEqual(160);
      expect(texts.description).not.toBe(LOCALES[language === 'en' ? 'es' : 'en'].collections[collection].description);
    },
  );

  it('gives every collection a description of its own', () => {
    for (const locale of [en, es]) {
      const descriptions = Object.values(locale.collections).flatMap((c) =>
        typeof c === 'object' ? [c.description] : [],
      );
      expect(new Set(descriptions).size).toBe(4);
    }
  });

  it.each(pages)(
    '/collections/%s (%s) has JSON-LD that schema.org and Google’s rich results accept',
    (collection, language) => {
      const { blocks } = renderCollection(collection, language);
      expect(blocks.length).toBeGreaterThan(0);
      expect(structuredDataProblems(blocks, { absoluteUrls: false })).toEqual([]);
    },
  );

  it.each([
    ['en', 'mini-carriels', 'Home', 'Mini Carriels'],
    ['es', 'mini-carriels', 'Inicio', 'Mini Carrieles'],
    ['es', 'resort', 'Inicio', 'Colección Resort'],
  ] as const)('in %s, leads the breadcrumb of %s from the home page', (language, collection, home, name) => {
    const breadcrumb = renderCollection(collection, language).blocks[0] as WithContext<BreadcrumbList>;
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: home, item: '/' },
        { '@type': 'ListItem', position: 2, name },
      ],
    });
  });

  it('lists the collection’s products by their pages, in the order the page shows them', () => {
    const list = renderCollection('baguette-carriels').blocks[1] as WithContext<ItemList>;
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Baguette Carriels', numberOfItems: 5 });
    expect(list.itemListElement).toEqual(
      COLLECTION_PRODUCTS['baguette-carriels'].map((slug, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `/configure/${slug}`,
      })),
    );
  });

  it('lists no products on the resort page: its bags are the partner’s', () => {
    const { blocks } = renderCollection('resort');
    expect(blocks.map((block) => (block as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });
});
