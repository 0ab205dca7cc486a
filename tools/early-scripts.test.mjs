// A remote's early script (tools/prerender/early-scripts.mjs): named in its manifest by its build, put on a page by
// the host's server beside that remote's fragment, from the remote's public origin, and only there.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPageComposer } from '../platform/src/host/page-composer.ts';
import { earlyScriptOf, recordEarlyScripts } from '../platform/src/prerender/early-scripts.ts';
import { renderHostHtml } from '../platform/src/host/host-pages.ts';
import { localRuntimeConfig } from './topology.mjs';

const FAKE_RENDERER = path.join(path.dirname(expect.getState().testPath), 'jest', 'fake-host-renderer.cjs');
const SCRIPT = 'early/cookie-banner.0123456789.js';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Casa Carriel</title><meta name="description" content="x"><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>';

function manifestOf(buildId, earlyScripts) {
  const metaData = { buildInfo: { buildVersion: buildId } };
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

describe('the page composer', () => {
  let base;
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'composer-early-scripts-'));
    await mkdir(path.join(base, 'dist'));
    await mkdir(path.join(base, 'dist-server'));
    await copyFile(FAKE_RENDERER, path.join(base, 'dist-server', 'render.cjs'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  /** A page composed with the consent remote answering `files` (path -> text) at its internal address. */
  async function compose({ files, cookie = '' }) {
    const config = localRuntimeConfig();
    const fetched = [];
    const fetchImpl = async (url) => {
      fetched.push(url);
      const { host, pathname } = new URL(url);
      const text = host === 'consent:3004' ? files[pathname] : undefined;
      return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
    };
    const internalManifestUrls = { consent: 'http://consent:3004/mf-manifest.json' };
    const composer = createPageComposer({
      rendererPath: path.join(base, 'dist-server', 'render.cjs'),
      hostRoot: path.join(base, 'dist'),
      runtimeConfig: config,
      internalManifestUrls,
      fetchImpl,
    });
    const url = new URL('http://localhost:3000/');
    const page = await composer({
      renderTemplate: (options) => renderHostHtml(TEMPLATE, config, { pathname: '/', ...options }),
      url,
      cookie,
      acceptLanguage: 'en',
    });
    return { html: page.html, fetched };
  }

  const banner = '<!--build:b1--><section data-cookie-banner>Cookies?</section>';

  it('adds the script beside its fragment, async, from the remote’s public address', async () => {
    const { html, fetched } = await compose({
      files: {
        '/mf-manifest.json': manifestOf('b1', { 'cookie-consent': SCRIPT }),
        '/fragments/en/cookie-consent.html': banner,
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<script async src="${new URL(SCRIPT, localRuntimeConfig().remotes.consent).href}"></script>`,
    );
    expect(html.match(/early\/cookie-banner/g)).toHaveLength(1);
    expect(fetched.every((url) => url.startsWith('http://consent:3004/'))).toBe(true);
  });

  it('adds none when the fragment is not in the page: a choice already made, or a fragment of another build', async () => {
    const choice = encodeURIComponent(
      JSON.stringify({
        essential: true,
        functional: false,
        analytics: false,
        marketing: false,
        version: 1,
        decidedAt: new Date().toISOString(),
      }),
    );
    const files = {
      '/mf-manifest.json': manifestOf('b1', { 'cookie-consent': SCRIPT }),
      '/fragments/en/cookie-consent.html': banner,
    };
    expect((await compose({ files, cookie: `cookiePreferences=${choice}` })).html).not.toContain('early/');
    const otherBuild = { ...files, '/fragments/en/cookie-consent.html': banner.replace('b1', 'b0') };
    expect((await compose({ files: otherBuild })).html).not.toContain('early/');
  });

  it('leaves a page whose remote ships no early script as it was', async () => {
    const { html } = await compose({
      files: { '/mf-manifest.json': manifestOf('b1'), '/fragments/en/cookie-consent.html': banner },
    });
    expect(html).toContain('<section data-cookie-banner>Cookies?</section>');
    expect(html).not.toContain('early/');
  });
});
