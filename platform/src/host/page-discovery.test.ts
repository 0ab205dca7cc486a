// What a crawler or a share preview reads in a composed page's head, and the sitemaps: the page composer with the
// stand-in renderer (fake-host-renderer.test-support.cjs), and each remote answering from a table.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_RUNTIME_CONFIG } from '../../../shared/src/runtime-config.ts';
import { createPageComposer } from './page-composer.ts';
import type { HostPage } from './host-server.ts';
import { pageAddresses, withAbsoluteJsonLd } from './page-discovery.ts';
import { createDiscoveryFiles } from './sitemaps.ts';

type PageComposer = NonNullable<ReturnType<typeof createPageComposer>>;

const SITE = 'https://www.casacarriel.example';
const FAKE_RENDERER = fileURLToPath(new URL('./fake-host-renderer.test-support.cjs', import.meta.url));
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Casa Carriel</title><meta name="description" content="Site."><!--runtime-config--></head><body><div id="root"></div></body></html>';

const PRODUCT_FRAGMENT =
  '<!--build:b1--><div data-page-title="Patrón" data-page-description="A saddlebag in vegetable-tanned leather." ' +
  'data-page-image="https://catalog.prerender.invalid/images/share/patron.png"><h1>Patrón</h1>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Patrón",' +
  '"image":["https://catalog.prerender.invalid/images/catalog/patron-1.svg"],"offers":{"@type":"Offer","url":"/configure/patron"}}</script></div>';

const ORGANIZATION = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Casa Carriel',
  url: '/',
  logo: '/favicon.svg',
});

/** Files each remote answers, by port and path (LOCAL_RUNTIME_CONFIG's origins). */
function remoteFiles(): Record<string, string> {
  const manifest = (module: string) =>
    JSON.stringify({
      metaData: { buildInfo: { buildVersion: 'b1' } },
      exposes: [{ name: module, assets: { css: { sync: [] } } }],
    });
  return {
    '3001/mf-manifest.json': manifest('routes'),
    '3001/fragments/en/routes/configure/patron.html': PRODUCT_FRAGMENT,
    '3001/fragments/es/routes/configure/patron.html': PRODUCT_FRAGMENT.replace('A saddlebag', 'Un carriel'),
    '3001/fragments/en/not-found/routes/configure.html':
      '<!--build:b1--><div data-page-title="Not found">Not found</div>',
    '3001/discovery/sitemap.json': JSON.stringify({
      buildId: 'b1',
      lastModified: '2026-11-20T10:00:00.000Z',
      // Not pages of the catalog's: a path that is none, another team's page.
      paths: ['/collections/carriel', '/configure/patron', '/../escape', 42, '/about'],
    }),
    '3003/discovery/organization.json': ORGANIZATION,
    '3004/discovery/sitemap.json': JSON.stringify({
      buildId: 'b1',
      lastModified: '2026-11-20T10:00:00.000Z',
      paths: [],
    }),
  };
}

describe('a composed page, as a crawler reads it', () => {
  let base: string;
  let composer: PageComposer;
  let files: Record<string, string>;
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'composer-discovery-'));
    await mkdir(path.join(base, 'dist'));
    await mkdir(path.join(base, 'dist-server'));
    await copyFile(FAKE_RENDERER, path.join(base, 'dist-server', 'render.cjs'));
    files = remoteFiles();
    const fetchImpl = async (url: string | URL | Request) => {
      const { port, pathname } = new URL(String(url));
      const text = files[`${port}${pathname}`];
      return new Response(text ?? 'missing', { status: text === undefined ? 404 : 200 });
    };
    composer = createPageComposer({
      contentSecurityPolicy: () => "default-src 'self'",
      siteUrl: SITE,
      rendererPath: path.join(base, 'dist-server', 'render.cjs'),
      hostRoot: path.join(base, 'dist'),
      runtimeConfig: LOCAL_RUNTIME_CONFIG,
      fetchImpl,
      // These tests change what the remotes publish between two pages: each page is composed anew.
      revalidateMs: 0,
    }) as PageComposer;
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  const page = async (target: string, { acceptLanguage = '' } = {}) =>
    (await composer.composePage({
      renderTemplate: () => TEMPLATE,
      url: new URL(`http://localhost:3000${target}`),
      cookie: '',
      acceptLanguage,
    })) as HostPage;
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const jsonLdIn = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );

  it("carries the product's own description, canonical, alternates and share image, in English", async () => {
    const { html, status } = await page('/configure/patron');
    expect(status).toBe(200);
    const inHead = head(html);
    expect(inHead).toContain('<title>Patrón | Casa Carriel</title>');
    expect(inHead).toContain('<meta name="description" content="A saddlebag in vegetable-tanned leather.">');
    expect(inHead).toContain(`<link rel="canonical" href="${SITE}/configure/patron">`);
    expect(inHead).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/configure/patron">`);
    expect(inHead).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/configure/patron?lng=es">`);
    expect(inHead).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/configure/patron">`);
    expect(inHead).toContain('<meta property="og:image" content="http://localhost:3001/images/share/patron.png">');
    expect(inHead).toContain('<meta property="og:image:width" content="1200">');
    expect(inHead).toContain(`<meta property="og:url" content="${SITE}/configure/patron">`);
    expect(inHead).toContain('<meta property="og:locale" content="en_GB">');
    expect(inHead).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(inHead).not.toContain('noindex');
  });

  it('in Spanish, names the Spanish address as canonical, with its own description', async () => {
    for (const request of [
      { target: '/configure/patron?lng=es' },
      { target: '/configure/patron', acceptLanguage: 'es-ES' },
    ]) {
      const inHead = head((await page(request.target, request)).html);
      expect(inHead).toContain(`<link rel="canonical" href="${SITE}/configure/patron?lng=es">`);
      expect(inHead).toContain('<meta name="description" content="Un carriel in vegetable-tanned leather.">');
      expect(inHead).toContain('<meta property="og:locale" content="es_ES">');
    }
  });

  it('canonicalises a campaign address, and an unsupported language, to the clean English one', async () => {
    for (const target of [
      '/configure/patron?utm_source=mail&fbclid=1',
      '/configure/patron?lng=xx',
      '/configure/patron/',
    ]) {
      const inHead = head((await page(target)).html);
      expect({ target, canonical: /<link rel="canonical" href="([^"]+)">/.exec(inHead)?.[1] }).toEqual({
        target,
        canonical: `${SITE}/configure/patron`,
      });
    }
  });

  it("makes the team's JSON-LD addresses absolute, and adds the company's Organization from the legal team", async () => {
    const blocks = jsonLdIn((await page('/configure/patron')).html);
    expect(blocks).toContainEqual(
      expect.objectContaining({ '@type': 'Product', offers: { '@type': 'Offer', url: `${SITE}/configure/patron` } }),
    );
    expect(blocks).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', url: `${SITE}/`, logo: `${SITE}/favicon.svg` }),
    );
  });

  it('leaves the Organization out, and nothing else, while the legal team does not answer or publishes no Organization', async () => {
    const saved = files['3003/discovery/organization.json'] as string;
    try {
      for (const published of [undefined, 'null', '"text"', '{"@type":"Product","name":"x"}', '{not json']) {
        if (published === undefined) delete files['3003/discovery/organization.json'];
        else files['3003/discovery/organization.json'] = published;
        const { html, status } = await page('/configure/patron');
        expect(status).toBe(200);
        expect({ published, types: jsonLdIn(html).map((block) => block['@type']) }).toEqual({
          published,
          types: ['Product'],
        });
      }
    } finally {
      files['3003/discovery/organization.json'] = saved;
    }
  });

  it('names no canonical for a page whose content is not in the HTML, nor for a canonical path that leaves the site', async () => {
    const saved = files['3001/fragments/en/routes/configure/patron.html'] as string;
    const manifest = files['3001/mf-manifest.json'] as string;
    try {
      delete files['3001/mf-manifest.json']; // the catalog is slow or down: the browser renders the page
      const inHead = head((await page('/configure/patron')).html);
      expect(inHead).not.toContain('rel="canonical"');
      expect(inHead).not.toContain('hreflang');
      expect(inHead).toContain('<meta property="og:title"');
      files['3001/mf-manifest.json'] = manifest;
      for (const canonicalPath of ['/\\evil.example', '/&#9;/evil.example', '//evil.example']) {
        files['3001/fragments/en/routes/configure/patron.html'] = saved.replace(
          'data-page-title="Patrón"',
          `data-page-title="Patrón" data-page-canonical="${canonicalPath}"`,
        );
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(
          head((await page('/configure/patron')).html),
        )?.[1];
        expect({ canonicalPath, canonical }).toEqual({ canonicalPath, canonical: `${SITE}/configure/patron` });
      }
    } finally {
      files['3001/fragments/en/routes/configure/patron.html'] = saved;
      files['3001/mf-manifest.json'] = manifest;
    }
  });

  it("escapes a team's words in the head", async () => {
    const saved = files['3001/fragments/en/routes/configure/patron.html'] as string;
    try {
      files['3001/fragments/en/routes/configure/patron.html'] = saved.replace(
        'data-page-description="A saddlebag in vegetable-tanned leather."',
        'data-page-description="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
      );
      const inHead = head((await page('/configure/patron')).html);
      expect(inHead).toContain('<meta name="description" content="&quot;>&lt;script>alert(1)&lt;/script>">');
      expect(inHead).not.toContain('<script>alert');
    } finally {
      files['3001/fragments/en/routes/configure/patron.html'] = saved;
    }
  });

  it('marks a page not found, and a newsletter link, noindex, with no canonical or alternates', async () => {
    for (const target of ['/configure/no-such-bag', '/newsletter/confirm?token=abc', '/newsletter/unsubscribe']) {
      const { html, headers } = await page(target);
      expect({ target, robots: headers['X-Robots-Tag'] }).toEqual({ target, robots: 'noindex' });
      expect(head(html)).toContain('<meta name="robots" content="noindex">');
      expect(head(html)).not.toContain('rel="canonical"');
      expect(head(html)).not.toContain('hreflang');
    }
  });

  it('gives a page that names no image the site share image, by an absolute address', async () => {
    const inHead = head((await page('/')).html);
    expect(inHead).toContain(`<meta property="og:image" content="${SITE}/images/share/site.png">`);
    expect(inHead).toContain(`<link rel="canonical" href="${SITE}/">`);
  });

  it('lists every published page in both languages, with alternates, and leaves out a path that is none', async () => {
    const answer = await composer.discoveryFileFor('/sitemaps/catalog.xml');
    expect(answer?.status).toBe(200);
    const locs = [...(answer?.body ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${SITE}/collections/carriel`,
      `${SITE}/collections/carriel?lng=es`,
      `${SITE}/configure/patron`,
      `${SITE}/configure/patron?lng=es`,
    ]);
    expect(answer?.body).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/configure/patron?lng=es"/>`,
    );
    expect(answer?.body).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    // A date that is no build's makes the whole file no sitemap.
    const saved = files['3001/discovery/sitemap.json'] as string;
    try {
      files['3001/discovery/sitemap.json'] = saved.replace('2026-11-20T10:00:00.000Z', '1');
      expect((await composer.discoveryFileFor('/sitemaps/catalog.xml'))?.status).toBe(503);
    } finally {
      files['3001/discovery/sitemap.json'] = saved;
    }
  });

  it('indexes the sitemaps of the host and of each team that answers; one that does not is left out, never an error', async () => {
    const index = await composer.discoveryFileFor('/sitemap.xml');
    expect(index?.status).toBe(200);
    const locs = [...(index?.body ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Only the catalog lists pages in this table: the consent team has none to index, the others "are down".
    expect(locs).toEqual([`${SITE}/sitemaps/host.xml`, `${SITE}/sitemaps/catalog.xml`]);
    expect((await composer.discoveryFileFor('/sitemaps/stories.xml'))?.status).toBe(503);
    expect((await composer.discoveryFileFor('/sitemaps/nobody.xml'))?.status).toBe(404);
    expect(await composer.discoveryFileFor('/sitemaps/../etc.xml')).toBeNull();
    expect((await composer.discoveryFileFor('/robots.txt'))?.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('pageAddresses', () => {
  it('names the English page by its bare path and every other language by ?lng=', () => {
    expect(pageAddresses(SITE, '/about', 'es')).toEqual({
      canonical: `${SITE}/about?lng=es`,
      alternates: [
        { hreflang: 'en', href: `${SITE}/about` },
        { hreflang: 'es', href: `${SITE}/about?lng=es` },
        { hreflang: 'x-default', href: `${SITE}/about` },
      ],
    });
  });
});

describe('withAbsoluteJsonLd', () => {
  it('leaves out a block that is no JSON, and keeps what it rewrites unable to end its script element', () => {
    const html =
      '<script type="application/ld+json">{not json</script><p>kept</p>' +
      '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script>","url":"/a","sameAs":"//evil.example"}</script>';
    const rewritten = withAbsoluteJsonLd(html, { siteUrl: SITE, language: 'en' });
    expect(rewritten).toContain('<script type="application/ld+json"></script><p>kept</p>');
    expect(rewritten).toContain(`"url":"${SITE}/a"`);
    expect(rewritten).toContain('"sameAs":"//evil.example"');
    expect(rewritten).toContain('"name":"\\u003c/script\\u003e"');
  });

  it('leaves out a block nested too deep to rewrite, and keeps the rest of the fragment', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const html = `<script type="application/ld+json">${deep}</script><p>kept</p>`;
    expect(withAbsoluteJsonLd(html, { siteUrl: SITE, language: 'en' })).toBe(
      '<script type="application/ld+json"></script><p>kept</p>',
    );
  });
});

describe('createDiscoveryFiles', () => {
  it('answers the index with the host alone when no team answers', async () => {
    const discoveryFileFor = createDiscoveryFiles({
      siteUrl: SITE,
      host: { paths: ['/'], lastModified: '2026-11-27T00:00:00.000Z' },
      remoteSitemapUrls: { catalog: 'http://catalog/discovery/sitemap.json' },
      isPageOf: () => true,
      fetchText: async () => null,
    });
    const index = await discoveryFileFor('/sitemap.xml');
    expect(index?.body).toContain(`<loc>${SITE}/sitemaps/host.xml</loc>`);
    expect(index?.body).not.toContain('catalog');
    expect((await discoveryFileFor('/sitemaps/host.xml'))?.body).toContain(`<loc>${SITE}/?lng=es</loc>`);
  });
});
