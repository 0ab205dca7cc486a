import { PRODUCTS } from '../data/products';
import { fragmentSource } from './fragment-source';

describe('the catalog’s fragment source', () => {
  it('publishes every collection and every product page for the sitemap, and no not-found screen', () => {
    expect(fragmentSource.sitemap).toEqual([
      '/collections/carriel',
      '/collections/mini-carriels',
      '/collections/baguette-carriels',
      '/collections/resort',
      ...Object.keys(PRODUCTS).map((slug) => `/configure/${slug}`),
    ]);
    expect(fragmentSource.sitemap).toHaveLength(20);
    expect(fragmentSource.sitemap).toContain('/configure/bichota');
  });

  it('pre-renders every page of the sitemap', () => {
    const rendered = fragmentSource.pages.flatMap((page) => (page.pagePath ? [page.pagePath] : []));
    expect(rendered).toEqual(fragmentSource.sitemap);
  });
});
