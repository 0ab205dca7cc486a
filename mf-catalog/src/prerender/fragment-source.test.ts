import { COLLECTION_SLUGS } from '@storefront/shared';
import { PRODUCTS } from '../data/products';
import { fragmentSource } from './fragment-source';

describe('the catalog’s fragment source', () => {
  const sitemap = fragmentSource.sitemap ?? [];

  it('publishes every collection and every product page for the sitemap, nothing else and nothing twice', () => {
    // The facts the sitemap must agree with, each stated by its own source: the collections' slugs, and the address
    // each product gives its own page.
    const collectionPages = COLLECTION_SLUGS.map((slug) => `/collections/${slug}`);
    const productPages = Object.values(PRODUCTS).map((product) => product.link);
    expect([...sitemap].sort()).toEqual([...collectionPages, ...productPages].sort());
    expect(new Set(sitemap).size).toBe(sitemap.length);
    expect(sitemap).toHaveLength(20);
    // La Bichota is in no collection, but its page is public.
    expect(sitemap).toContain('/configure/bichota');
    expect(sitemap).not.toContain('/collections');
    expect(sitemap).not.toContain('/configure');
  });

  it('pre-renders every page of the sitemap', () => {
    const rendered = fragmentSource.pages.flatMap((page) => (page.pagePath ? [page.pagePath] : []));
    for (const path of sitemap) expect(rendered).toContain(path);
  });
});
