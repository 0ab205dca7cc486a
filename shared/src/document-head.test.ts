import { BRAND_NAME } from './brand';
import {
  formatPageTitle,
  jsonLdText,
  markNoIndex,
  PAGE_TITLE_ATTRIBUTE,
  pageHeadAttributes,
  setPageTitle,
} from './document-head';

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

describe('pageHeadAttributes', () => {
  it('carries the page title unformatted, in the data attribute', () => {
    expect(PAGE_TITLE_ATTRIBUTE).toBe('data-page-title');
    expect(pageHeadAttributes({ title: 'Privacy Policy' })).toEqual({ 'data-page-title': 'Privacy Policy' });
  });

  it('carries what the page says about itself, and nothing it leaves out', () => {
    expect(pageHeadAttributes({ title: 'Patrón', description: 'A saddlebag.', image: 'https://a/x.png' })).toEqual({
      'data-page-title': 'Patrón',
      'data-page-description': 'A saddlebag.',
      'data-page-image': 'https://a/x.png',
    });
    expect(pageHeadAttributes({ title: 'Shipping', canonicalPath: '/shipping' })).toEqual({
      'data-page-title': 'Shipping',
      'data-page-canonical': '/shipping',
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element or open a comment, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('markNoIndex', () => {
  afterEach(() => document.head.replaceChildren());
  const robots = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');

  it('says noindex once while the screen is shown, and nothing after', () => {
    const unmark = markNoIndex();
    expect(robots()).toHaveLength(1);
    unmark();
    expect(robots()).toHaveLength(0);
  });

  it('takes over the tag the server wrote, rather than adding a second', () => {
    document.head.innerHTML = '<meta name="robots" content="noindex">';
    const unmark = markNoIndex();
    expect(robots()).toHaveLength(1);
    unmark();
    expect(robots()).toHaveLength(0);
  });
});

describe('pageHeadAttributes, noindex', () => {
  it('marks a page no search engine should index with the bare attribute', () => {
    expect(pageHeadAttributes({ title: 'Confirm', noindex: true })).toEqual({
      'data-page-title': 'Confirm',
      'data-page-noindex': '',
    });
  });
});
