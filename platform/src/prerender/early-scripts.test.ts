// A remote's early script (early-scripts.ts): named in its manifest by its build, put on a page by the host's server
// beside that remote's fragment (../host/page-composer.test.ts), from the remote's public origin, and only there.
import { earlyScriptOf, recordEarlyScripts } from './early-scripts.ts';

const SCRIPT = 'early/cookie-banner.0123456789.js';

function manifestOf(buildId: string, earlyScripts?: Record<string, string>): string {
  const metaData: Record<string, unknown> = { buildInfo: { buildVersion: buildId } };
  if (earlyScripts) recordEarlyScripts(metaData, earlyScripts);
  return JSON.stringify({ metaData, exposes: [{ name: 'cookie-consent', assets: { css: { sync: [] } } }] });
}

describe('the early script a manifest names', () => {
  const publicPath = 'https://consent.example/app/';

  it('is a content-hashed file under the remote’s public path', () => {
    const manifest = JSON.parse(manifestOf('b1', { 'cookie-consent': SCRIPT }));
    expect(earlyScriptOf(manifest, 'cookie-consent', publicPath)).toBe(`https://consent.example/app/${SCRIPT}`);
    expect(earlyScriptOf(manifest, 'newsletter-band', publicPath)).toBeNull();
  });

  it.each([
    ['another origin', 'https://elsewhere.example/early/x.0123456789.js'],
    ['a protocol-relative address', '//elsewhere.example/early/x.0123456789.js'],
    ['a path that leaves the public path', 'early/../../x.0123456789.js'],
    ['a name without a content hash', 'early/cookie-banner.js'],
    ['text that would leave the attribute', 'early/x.0123456789.js"><script>'],
    ['no string', 42],
  ])('is none when the manifest names %s', (_case, file) => {
    const manifest = { metaData: { earlyScripts: { 'cookie-consent': file } } };
    expect(earlyScriptOf(manifest, 'cookie-consent', publicPath)).toBeNull();
  });

  it('is none in a manifest of a build that has none', () => {
    expect(earlyScriptOf(JSON.parse(manifestOf('b1')), 'cookie-consent', publicPath)).toBeNull();
    expect(earlyScriptOf(null, 'cookie-consent', publicPath)).toBeNull();
  });
});
