import { ORGANIZATION_DISCOVERY_FILE } from '@storefront/shared';
import companyFacts from '../content/company-facts.json';
import { fragmentSource } from './fragment-source';

describe('legal fragment source', () => {
  it('lists each legal document once in the sitemap, by its canonical short path, and not the hub', () => {
    expect(fragmentSource.sitemap).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/right-of-withdrawal',
      '/shipping',
      '/return-policy',
      '/legal-notice',
      '/contact',
    ]);
    // Every page it lists is one it pre-renders.
    const rendered = fragmentSource.pages.map((page) => page.pagePath);
    for (const path of fragmentSource.sitemap ?? []) expect(rendered).toContain(path);
  });

  it('publishes the company’s Organization for the host', () => {
    expect(Object.keys(fragmentSource.discovery ?? {})).toEqual([ORGANIZATION_DISCOVERY_FILE]);
    // What it says is organization.test.ts's concern; here, that the file is the company's Organization.
    expect(fragmentSource.discovery?.[ORGANIZATION_DISCOVERY_FILE]).toMatchObject({
      '@type': 'Organization',
      legalName: companyFacts.legalName,
      vatID: companyFacts.vatId,
    });
  });
});
