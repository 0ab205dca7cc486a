import { manifestBuildId, readBuildComment, withBuildComment } from './fragment-build.ts';

describe('the build a fragment names', () => {
  it('is read back exactly, and the markup is what the remote rendered', () => {
    const text = withBuildComment('stories-2026-11-23T07:38:12.745Z', '<div data-build="x"><h1>Colochila</h1></div>');
    expect(text.startsWith('<!--build:stories-2026-11-23T07:38:12.745Z-->')).toBe(true);
    expect(readBuildComment(text)).toEqual({
      buildId: 'stories-2026-11-23T07:38:12.745Z',
      html: '<div data-build="x"><h1>Colochila</h1></div>',
    });
  });

  it('is none for a fragment of a build made before fragments named theirs', () => {
    expect(readBuildComment('<ul><li>card</li></ul>')).toEqual({ buildId: null, html: '<ul><li>card</li></ul>' });
    // Only a comment at the very start counts: a story may quote one.
    expect(readBuildComment('<p><!--build:other--></p>').buildId).toBeNull();
  });

  it('must be a plain id, so that it can never close its comment', () => {
    expect(() => withBuildComment('x-->--><script>', '<p></p>')).toThrow(/build id/);
    expect(() => withBuildComment('', '<p></p>')).toThrow(/build id/);
  });

  it('is compared with the build a manifest names (e2e/tests/resilience.spec.ts checks the built ones agree)', () => {
    expect(manifestBuildId({ metaData: { buildInfo: { buildVersion: 'catalog-1' } } })).toBe('catalog-1');
    expect(manifestBuildId({ metaData: { buildInfo: {} } })).toBeNull();
    expect(manifestBuildId(null)).toBeNull();
  });
});
