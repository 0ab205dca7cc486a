import { LEGAL_SLUGS, legalPath } from '@storefront/shared';
import { tabForPath } from './tab-for-path';

describe('tabForPath', () => {
  it.each(LEGAL_SLUGS.map((slug) => [legalPath(slug), slug]))(
    'opens the matching tab on the short path %s',
    (path, slug) => {
      expect(tabForPath(path)).toBe(slug);
    },
  );

  it.each(LEGAL_SLUGS.map((slug) => [`/legal/${slug}`, slug]))('opens the matching tab on %s', (path, slug) => {
    expect(tabForPath(path)).toBe(slug);
  });

  it.each(['/legal', '/legal/', '/legal/anything-else', '/legal/shipping/extra', '/legal/%E0%A4%A'])(
    'opens Terms & Conditions on %s',
    (path) => {
      expect(tabForPath(path)).toBe('terms-and-conditions');
    },
  );

  it('ignores a trailing slash and letter case', () => {
    expect(tabForPath('/shipping/')).toBe('shipping');
    expect(tabForPath('/legal/Privacy-Policy')).toBe('privacy-policy');
  });
});
