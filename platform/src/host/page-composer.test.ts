// The page composer without a build of the host: the fake renderer (fake-host-renderer.test-support.cjs) stands in
// for host/dist-server/render.cjs, and each remote answers from a table.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serializeConsent, toStoredConsent } from '../../../shared/src/consent.ts';
import { LOCAL_RUNTIME_CONFIG } from '../../../shared/src/runtime-config.ts';
import { recordEarlyScripts } from '../prerender/early-scripts.ts';
import { renderHostHtml } from './host-pages.ts';
import { createPageComposer } from './page-composer.ts';
import type { HostPage } from './host-server.ts';

const FAKE_RENDERER = fileURLToPath(new URL('./fake-host-renderer.test-support.cjs', import.meta.url));
const SCRIPT = 'early/cookie-banner.0123456789.js';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Casa Carriel</title><meta name="description" content="x"><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>';

/** A temporary folder as a host's build leaves it for the composer: dist/, and the stand-in renderer in dist-server/. */
async function fakeHostBuild(prefix: string): Promise<string> {
  const base = await mkdtemp(path.join(os.tmpdir(), prefix));
  await mkdir(path.join(base, 'dist'));
  await mkdir(path.join(base, 'dist-server'));
  await copyFile(FAKE_RENDERER, path.join(base, 'dist-server', 'render.cjs'));
  return base;
}

function manifestOf(buildId: string, earlyScripts?: Record<string, string>): string {
  const metaData: Record<string, unknown> = { buildInfo: { buildVersion: buildId } };
  if (earlyScripts) recordEarlyScripts(metaData, earlyScripts);
  return JSON.stringify({ metaData, exposes: [{ name: 'cookie-consent', assets: { css: { sync: [] } } }] });
}

describe('the page composer', () => {
  it('leaves to the browser a path that a URL parser would read as another host (/%09/x, /%5Cx), rendering nothing', async () => {
    const base = await fakeHostBuild('composer-hostlike-');
    try {
      const fetched: string[] = [];
      const fetchImpl = async (url: string | URL | Request) => {
        fetched.push(String(url));
        return new Response('missing', { status: 404 });
      };
      const config = LOCAL_RUNTIME_CONFIG;
      const compose = createPageComposer({
        contentSecurityPolicy: () => "default-src 'self'",
        siteUrl: 'http://localhost:3000',
        rendererPath: path.join(base, 'dist-server', 'render.cjs'),
        hostRoot: path.join(base, 'dist'),
        runtimeConfig: config,
        fetchImpl,
      })!.composePage;
      const request = (target: string) => ({
        renderTemplate: () => '<html></html>',
        url: new URL(`http://localhost${target}`),
        cookie: '',
        acceptLanguage: '',
      });
      for (const target of ['/%09/=%09%EF%BF%BD/', '/%0A%0D/x', '/%5Cevil.example', '/%5C%5C', '/%09%5C'])
        expect({ target, page: await compose(request(target)) }).toEqual({ target, page: null });
      expect(fetched).toEqual([]);
      expect(await compose(request('/news/%09tab'))).not.toBeNull();
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it("titles a remote's page by its fragment, and edits the template as a browser reads it", async () => {
    const base = await fakeHostBuild('composer-title-');
    try {
      const files: Record<string, string> = {
        'legal/fragments/en/routes/legal/cookies.html':
          '<!--build:b3--><link rel="preload" as="image" href="https://legal.prerender.invalid/seal.svg"><article data-page-title="Cookies &amp; you"><h1>Cookies</h1></article>',
        'legal/mf-manifest.json': JSON.stringify({
          metaData: { buildInfo: { buildVersion: 'b3' } },
          exposes: [{ name: 'routes', assets: { css: { sync: [] } } }],
        }),
      };
      const fetchImpl = async (url: string | URL | Request) => {
        const { port, pathname } = new URL(String(url));
        const text = files[`${({ 3003: 'legal' } as Record<string, string>)[port]}${pathname}`];
        return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
      };
      const compose = createPageComposer({
        contentSecurityPolicy: () => "default-src 'self'",
        siteUrl: 'http://localhost:3000',
        rendererPath: path.join(base, 'dist-server', 'render.cjs'),
        hostRoot: path.join(base, 'dist'),
        runtimeConfig: LOCAL_RUNTIME_CONFIG,
        fetchImpl,
      })!.composePage;
      // Markup written inside a comment and a script is text there, not the elements the composer fills.
      const template =
        '<!doctype html><html lang="en"><head><title>Casa Carriel</title><!-- <div id="root"></div> --><script type="application/json">{"x":"<title>Old</title></head>"}</script></head><body><div id="root"></div></body></html>';
      const { html } = (await compose({
        renderTemplate: () => template,
        url: new URL('http://localhost:3000/legal/cookies'),
        cookie: '',
        acceptLanguage: 'en',
      })) as HostPage;
      expect(html).toContain('<title>Cookies &amp; you | Casa Carriel</title>');
      expect(html).toContain('<!-- <div id="root"></div> -->');
      expect(html).toContain('{"x":"<title>Old</title></head>"}</script>');
      // The fragment's leading preload goes to <head>, before the real end of it.
      const preload = html.indexOf('<link rel="preload" as="image" href="http://localhost:3003/seal.svg">');
      expect(preload).toBeGreaterThan(html.indexOf('</script>'));
      expect(preload).toBeLessThan(html.indexOf('</head><body>'));
      expect(html).toContain('<article data-page-title="Cookies &amp; you"><h1>Cookies</h1></article></main></div>');
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('text holding "$&", "$\'" or "$1" reaches the page as written', () => {
  const PATTERNS = "$' $& $` $1 $$ $<name>";

  it('in a fragment, a stylesheet, the page title and description composed by the host', async () => {
    const base = await fakeHostBuild('composer-patterns-');
    try {
      const hostRoot = path.join(base, 'dist');
      await writeFile(path.join(hostRoot, 'startup-assets.json'), JSON.stringify({ css: ['host.css'] }));
      await writeFile(path.join(hostRoot, 'host.css'), `body::before { content: "${PATTERNS}"; }`);
      const config = {
        ...LOCAL_RUNTIME_CONFIG,
        newsletter: { endpoint: `http://localhost:3005/api/newsletter?x=${PATTERNS}`, mode: 'cors' },
      };
      const fragments: Record<string, string> = {
        'consent/fragments/en/cookie-consent.html': `<!--build:b1--><div id="banner">${PATTERNS}</div>`,
        'stories/fragments/en/routes/about.html': `<!--build:b2--><article>${PATTERNS} <a href="https://stories.prerender.invalid/x">x</a></article>`,
        'consent/css/banner.css': `.banner::after { content: "${PATTERNS}"; }`,
        'consent/mf-manifest.json': JSON.stringify({
          metaData: { buildInfo: { buildVersion: 'b1' } },
          exposes: [{ name: 'cookie-consent', assets: { css: { sync: ['css/banner.css'] } } }],
        }),
        'stories/mf-manifest.json': JSON.stringify({
          metaData: { buildInfo: { buildVersion: 'b2' } },
          exposes: [{ name: 'routes', assets: { css: { sync: [] } } }],
        }),
      };
      const fetchImpl = async (url: string | URL | Request) => {
        const { port, pathname } = new URL(String(url));
        const team = ({ 3002: 'stories', 3004: 'consent' } as Record<string, string>)[port];
        const text = fragments[`${team}${pathname}`];
        return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
      };
      const compose = createPageComposer({
        contentSecurityPolicy: () => "default-src 'self'",
        siteUrl: 'http://localhost:3000',
        rendererPath: path.join(base, 'dist-server', 'render.cjs'),
        hostRoot,
        runtimeConfig: config,
        fetchImpl,
      })!.composePage;
      const template =
        '<!doctype html><html lang="en"><head><title>Casa Carriel</title><meta name="description" content="x"><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>';
      const url = new URL(
        `http://localhost:3000/about?fake-title=${encodeURIComponent(`About ${PATTERNS}`)}&fake-description=${encodeURIComponent(`Bags ${PATTERNS}`)}`,
      );
      const page = await compose({
        renderTemplate: (options?: { applicationStartsAtOnce?: boolean }) =>
          renderHostHtml(template, config, { pathname: url.pathname, ...options }),
        url,
        cookie: '',
        acceptLanguage: 'en',
      });

      const { html } = page as HostPage;
      expect(html).toContain(`<div id="banner">${PATTERNS}</div>`);
      expect(html).toContain(`<article>${PATTERNS} <a href="http://localhost:3002/x">x</a></article>`);
      expect(html).toContain(`body::before { content: "${PATTERNS}"; }`);
      expect(html).toContain(`.banner::after { content: "${PATTERNS}"; }`);
      // The title and the description as React escapes an attribute (what the renderer hands over), no more.
      const escaped = PATTERNS.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(html).toContain(`<title>About ${escaped} | Casa Carriel</title>`);
      expect(html).toContain(`<meta name="description" content="Bags ${escaped}"`);
      // The page around them is whole: each landmark once, in order.
      const landmarks = [
        '<!doctype html>',
        '<html lang="en">',
        '<title>',
        '</title>',
        '<script id="runtime-config"',
        '</head>',
        '<div id="root" ',
        '</main></div>',
        '</body></html>',
      ];
      const positions = landmarks.map((landmark) => html.indexOf(landmark));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const landmark of ['</head>', '<body>', '</html>']) expect(html.split(landmark)).toHaveLength(2);
      const config_ = JSON.parse(
        (
          /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html) as RegExpExecArray
        )[1] as string,
      );
      expect(config_).toEqual(config);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('the page composer and the early scripts', () => {
  let base: string;
  beforeAll(async () => {
    base = await fakeHostBuild('composer-early-scripts-');
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  /** A page composed with the consent remote answering `files` (path -> text) at its internal address. */
  async function compose({ files, cookie = '' }: { files: Record<string, string>; cookie?: string }) {
    const config = LOCAL_RUNTIME_CONFIG;
    const fetched: string[] = [];
    const fetchImpl = async (url: string | URL | Request) => {
      fetched.push(String(url));
      const { host, pathname } = new URL(String(url));
      const text = host === 'consent:3004' ? files[pathname] : undefined;
      return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
    };
    const internalManifestUrls = { consent: 'http://consent:3004/mf-manifest.json' };
    const composer = createPageComposer({
      contentSecurityPolicy: () => "default-src 'self'",
      siteUrl: 'http://localhost:3000',
      rendererPath: path.join(base, 'dist-server', 'render.cjs'),
      hostRoot: path.join(base, 'dist'),
      runtimeConfig: config,
      internalManifestUrls,
      fetchImpl,
    })!.composePage;
    const url = new URL('http://localhost:3000/');
    const page = await composer({
      renderTemplate: (options?: { applicationStartsAtOnce?: boolean }) =>
        renderHostHtml(TEMPLATE, config, { pathname: '/', ...options }),
      url,
      cookie,
      acceptLanguage: 'en',
    });
    return { html: (page as HostPage).html, fetched };
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
      `<script async src="${new URL(SCRIPT, LOCAL_RUNTIME_CONFIG.remotes.consent).href}"></script>`,
    );
    expect(html.match(/early\/cookie-banner/g)).toHaveLength(1);
    // Every file of the consent team's is fetched at its internal address (the legal team's Organization aside).
    const consentFiles = fetched.filter((url) => !url.includes('/discovery/organization.json'));
    expect(consentFiles.every((url) => url.startsWith('http://consent:3004/'))).toBe(true);
  });

  it('adds none when the fragment is not in the page: a choice already made, or a fragment of another build', async () => {
    const choice = encodeURIComponent(
      serializeConsent(
        toStoredConsent({ essential: true, functional: false, analytics: false, marketing: false }, new Date()),
      ),
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

describe('a composed page kept for its revalidation window', () => {
  let base: string;
  beforeAll(async () => {
    base = await fakeHostBuild('composer-kept-pages-');
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  const banner = (build: string, words: string) =>
    `<!--build:${build}--><section data-cookie-banner>${words}</section>`;
  const decided = encodeURIComponent(
    serializeConsent(
      toStoredConsent({ essential: true, functional: false, analytics: false, marketing: false }, new Date()),
    ),
  );

  /** A composer whose consent remote answers from `files`, counting what it is asked for. */
  function composerOf(files: Record<string, string>, revalidateMs: number) {
    const fetched: string[] = [];
    const fetchImpl = async (url: string | URL | Request) => {
      const { pathname } = new URL(String(url));
      fetched.push(pathname);
      const text = files[pathname];
      return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
    };
    const composePage = createPageComposer({
      contentSecurityPolicy: () => "default-src 'self'",
      siteUrl: 'http://localhost:3000',
      rendererPath: path.join(base, 'dist-server', 'render.cjs'),
      hostRoot: path.join(base, 'dist'),
      runtimeConfig: LOCAL_RUNTIME_CONFIG,
      fetchImpl,
      revalidateMs,
    })!.composePage;
    const page = (target: string, { cookie = '', acceptLanguage = 'en' } = {}) =>
      composePage({
        renderTemplate: () => TEMPLATE,
        url: new URL(`http://localhost:3000${target}`),
        cookie,
        acceptLanguage,
      }) as Promise<HostPage>;
    return { page, fetched };
  }

  const publishedBanner = () => ({
    '/mf-manifest.json': manifestOf('b1'),
    '/fragments/en/cookie-consent.html': banner('b1', 'Cookies?'),
    '/fragments/es/cookie-consent.html': banner('b1', '¿Cookies?'),
  });

  it('serves the same page again without asking the remotes, and composes it once for requests that come together', async () => {
    const { page, fetched } = composerOf(publishedBanner(), 60_000);
    const together = await Promise.all([page('/'), page('/'), page('/')]);
    const asked = fetched.length;
    expect(asked).toBeGreaterThan(0);
    const again = await page('/');
    expect(fetched).toHaveLength(asked);
    expect(new Set([...together, again]).size).toBe(1);
    expect(again.html).toContain('Cookies?');
  });

  it('never serves a page to a request that differs in language, its source, consent or query', async () => {
    const { page } = composerOf(publishedBanner(), 60_000);
    const english = await page('/');
    const spanish = await page('/', { acceptLanguage: 'es-CO' });
    const spanishByQuery = await page('/?lng=es', { acceptLanguage: 'es-CO' });
    const withChoice = await page('/', { cookie: `cookiePreferences=${decided}` });
    const campaign = await page('/?utm_source=mail');
    expect(new Set([english, spanish, spanishByQuery, withChoice, campaign]).size).toBe(5);
    expect(spanish.html).toContain('¿Cookies?');
    expect(spanish.html).toContain('data-language-source="navigator"');
    expect(spanishByQuery.html).toContain('data-language-source="query"');
    expect(withChoice.html).not.toContain('data-cookie-banner');
    expect(english.html).toContain('data-cookie-banner');
    // A cookie that changes nothing in the page (another site's, say) gets the page kept for a visitor without it.
    expect(await page('/', { cookie: 'theme=dark' })).toBe(english);
  });

  it('shows what a remote publishes next on the first request after the window', async () => {
    const files = publishedBanner();
    const { page } = composerOf(files, 30);
    expect((await page('/')).html).toContain('Cookies?');
    files['/mf-manifest.json'] = manifestOf('b2');
    files['/fragments/en/cookie-consent.html'] = banner('b2', 'New cookie words');
    expect((await page('/')).html).toContain('Cookies?'); // within the window: the page kept
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await page('/')).html).toContain('New cookie words');
  });

  it('keeps no page that lacks a part: the next request tries the remote again', async () => {
    const files: Record<string, string> = {};
    const { page } = composerOf(files, 60_000);
    expect((await page('/')).html).not.toContain('data-cookie-banner'); // the remote is down
    Object.assign(files, publishedBanner());
    expect((await page('/')).html).toContain('data-cookie-banner');
  });
});
