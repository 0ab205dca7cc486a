import { fragmentFile, fragmentMarker, notFoundFragmentFile, PRERENDER_RUNTIME_CONFIG } from './prerender';
import { placeholderPublicPath } from './prerender-placeholders';
import { parseRuntimeConfig } from './runtime-config';

describe('fragmentFile', () => {
  it('names one fragment per language for a module that does not depend on the page', () => {
    expect(fragmentFile('es', 'cookie-consent')).toBe('fragments/es/cookie-consent.html');
    expect(fragmentFile('en', 'collection-cards', '/anything')).toBe('fragments/en/collection-cards.html');
  });

  it('names one fragment per page for the routes module, without a trailing slash', () => {
    expect(fragmentFile('en', 'routes', '/collections/carriel')).toBe('fragments/en/routes/collections/carriel.html');
    expect(fragmentFile('es', 'routes', '/legal/')).toBe('fragments/es/routes/legal.html');
  });

  it.each([
    '/',
    '',
    '/Configure/Patron',
    '/configure/..%2f..',
    '/configure/../../etc/passwd',
    '/a b',
    `/${'x'.repeat(200)}`,
    '/a/b/c/d/e',
  ])('has no fragment for the path %j, so nothing outside the fragments folder can be asked for', (pagePath) => {
    expect(fragmentFile('en', 'routes', pagePath)).toBeNull();
  });
});

describe('notFoundFragmentFile', () => {
  it("names the not-found screen of the page's section, whatever the rest of the path", () => {
    expect(notFoundFragmentFile('en', 'routes', '/configure/no-such-bag')).toBe(
      'fragments/en/not-found/routes/configure.html',
    );
    expect(notFoundFragmentFile('es', 'routes', '/configure/PATRON/extra')).toBe(
      'fragments/es/not-found/routes/configure.html',
    );
    expect(notFoundFragmentFile('en', 'routes', '/news')).toBe('fragments/en/not-found/routes/news.html');
  });

  it.each(['/', '', '/Configure/x', '/../etc', '/%2e%2e/x'])(
    'has none for the path %j, nor for a module that does not depend on the page',
    (pagePath) => {
      expect(notFoundFragmentFile('en', 'routes', pagePath)).toBeNull();
      expect(notFoundFragmentFile('en', 'cookie-consent', '/configure/x')).toBeNull();
    },
  );
});

describe('the build-time stand-in config', () => {
  it('is a valid runtime config whose URLs all start with a placeholder the host replaces', () => {
    expect(parseRuntimeConfig(PRERENDER_RUNTIME_CONFIG)).toEqual({ ok: true, config: PRERENDER_RUNTIME_CONFIG });
    expect(PRERENDER_RUNTIME_CONFIG.remotes.catalog.startsWith(placeholderPublicPath('catalog'))).toBe(true);
    expect(PRERENDER_RUNTIME_CONFIG.newsletter.endpoint).toContain('.prerender.invalid/');
  });

  it('marks a fragment’s place with text React does not escape', () => {
    expect(fragmentMarker('legal', 'routes')).toMatch(/^[\w[\]:/-]+$/);
  });
});
