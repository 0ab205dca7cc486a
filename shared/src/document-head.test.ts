import { BRAND_NAME } from './brand';
import { formatPageTitle, PAGE_TITLE_ATTRIBUTE, pageTitleAttribute, setPageTitle } from './document-head';

describe('formatPageTitle', () => {
  it('puts the page before the brand', () => {
    expect(formatPageTitle('Don Juan')).toBe(`Don Juan | ${BRAND_NAME}`);
  });

  it.each([null, ''])('is the brand alone for %j', (pageTitle) => {
    expect(formatPageTitle(pageTitle)).toBe(BRAND_NAME);
  });
});

describe('setPageTitle', () => {
  it('sets the document title in the shared format', () => {
    setPageTitle('Contact');
    expect(document.title).toBe(formatPageTitle('Contact'));
    setPageTitle(null);
    expect(document.title).toBe(BRAND_NAME);
  });
});

describe('pageTitleAttribute', () => {
  it('carries the page title unformatted, in the data attribute', () => {
    expect(PAGE_TITLE_ATTRIBUTE).toBe('data-page-title');
    expect(pageTitleAttribute('Privacy Policy')).toEqual({ 'data-page-title': 'Privacy Policy' });
  });
});
