import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_RUNTIME_CONFIG } from '../../../shared/src/runtime-config.ts';
import { THIRD_PARTY_FRAME_ORIGINS } from '../../../shared/src/third-parties.ts';
import { createPageFor, hostContentSecurityPolicy, renderHostHtml, type GivenRuntimeConfig } from './host-pages.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe("the host's pages", () => {
  it('lists exactly the origins in use in the host CSP, with no inline script but Speculation Rules', () => {
    const csp = hostContentSecurityPolicy(LOCAL_RUNTIME_CONFIG, { frameOrigins: THIRD_PARTY_FRAME_ORIGINS });
    expect(csp).toContain(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004;",
    );
    expect(csp).toContain(
      "connect-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005;",
    );
    expect(csp).toContain('frame-src https://player.vimeo.com;');
    // Where pages send their field figures, when the config names it.
    expect(
      hostContentSecurityPolicy({
        ...LOCAL_RUNTIME_CONFIG,
        fieldReports: { endpoint: 'https://releases.example.com/field-reports' },
      }),
    ).toMatch(/connect-src [^;]* http:\/\/localhost:3005 https:\/\/releases\.example\.com;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('makes the home hero image discoverable from the HTML, on the home page only', () => {
    const slides = readFileSync(path.join(ROOT, 'host/src/home/hero/hero-slides.ts'), 'utf8');
    expect(slides).toContain('images/host/hero-${n}.svg');
    const template = '<head><!--runtime-config--></head>';
    const preload = '<link rel="preload" as="image" href="/images/host/hero-1.svg" fetchpriority="high">';
    expect(renderHostHtml(template, LOCAL_RUNTIME_CONFIG, { pathname: '/' })).toContain(preload);
    expect(renderHostHtml(template, LOCAL_RUNTIME_CONFIG, { pathname: '/about' })).not.toContain('as="image"');
    expect(
      renderHostHtml(
        template,
        { ...LOCAL_RUNTIME_CONFIG, assetBaseUrl: 'https://cdn.example.com/brand' },
        { pathname: '/' },
      ),
    ).toContain('href="https://cdn.example.com/brand/images/host/hero-1.svg"');
  });

  it('inlines the runtime config so that it cannot close its script element', () => {
    const config = { remotes: { consent: 'http://x/m.json' }, evil: '</script><script>alert(1)</script>' };
    const html = renderHostHtml('<head><!--runtime-config--></head>', config);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain('<link rel="preload" as="fetch" href="http://x/m.json" crossorigin>');
  });

  it('preloads the consent remote only for a page whose application starts as it loads', () => {
    const config = { remotes: { consent: 'http://x/m.json' } };
    expect(renderHostHtml('<head><!--runtime-config--></head>', config)).toContain(
      'as="script" href="http://x/remoteEntry.js"',
    );
    const onIntent = renderHostHtml('<head><!--runtime-config--></head>', config, { applicationStartsAtOnce: false });
    expect(onIntent).not.toMatch(/rel="preload" as="(fetch|script)"/);
    expect(onIntent).toContain('<link rel="preconnect" href="http://x" crossorigin>');
  });
});

describe("the host's page for an address", () => {
  it('is the application shell, quietly, when the build has no page renderer or the config must be explained', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'host-pages-'));
    try {
      await writeFile(path.join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
      // What tools/serve-one.mjs passes on when RUNTIME_CONFIG_JSON is broken: the browser explains it.
      const invalid = { invalid: 'RUNTIME_CONFIG_JSON is not valid JSON' } as GivenRuntimeConfig;
      for (const runtimeConfig of [LOCAL_RUNTIME_CONFIG, invalid]) {
        const logged: unknown[] = [];
        const { pageFor, discoveryFileFor } = createPageFor({
          root: dist,
          runtimeConfig,
          log: (line) => logged.push(line),
        });
        const page = await pageFor({ url: new URL('http://localhost/about'), cookie: '', acceptLanguage: '' });
        expect(page.status).toBe(200);
        expect(page.html).toContain('<script id="runtime-config" type="application/json">');
        expect(page.headers['Content-Security-Policy']).toContain("default-src 'self'");
        expect(logged).toEqual([]);
        // No renderer, no sitemaps: robots.txt names none that would answer 404.
        expect((await discoveryFileFor('/robots.txt'))?.body).not.toContain('Sitemap:');
        expect(await discoveryFileFor('/sitemap.xml')).toBeNull();
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe("a composed page's Content-Security-Policy", () => {
  it('allows its inlined stylesheets by hash; a malformed address gets the policy without them', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'host-pages-csp-'));
    const files: Record<string, string> = {
      '/mf-manifest.json': JSON.stringify({
        metaData: { buildInfo: { buildVersion: 'b1' } },
        exposes: [{ name: 'cookie-consent', assets: { css: { sync: [] } } }],
      }),
      '/fragments/en/cookie-consent.html': '<!--build:b1--><section data-cookie-banner>Cookies?</section>',
    };
    const consent = http.createServer((request, response) => {
      const text = files[request.url ?? ''];
      response.writeHead(text === undefined ? 404 : 200).end(text ?? 'missing');
    });
    await new Promise<void>((resolve) => consent.listen(0, '127.0.0.1', resolve));
    try {
      const dist = path.join(base, 'dist');
      await mkdir(dist);
      await mkdir(path.join(base, 'dist-server'));
      await copyFile(
        fileURLToPath(new URL('./fake-host-renderer.test-support.cjs', import.meta.url)),
        path.join(base, 'dist-server', 'render.cjs'),
      );
      const css = 'body { color: #333; }';
      await writeFile(path.join(dist, 'main.0123456789.css'), css);
      await writeFile(path.join(dist, 'startup-assets.json'), JSON.stringify({ css: ['main.0123456789.css'] }));
      const template = '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>';
      await writeFile(path.join(dist, 'index.html'), template);
      const unreachable = 'http://127.0.0.1:9/mf-manifest.json';
      const runtimeConfig = {
        ...LOCAL_RUNTIME_CONFIG,
        remotes: {
          catalog: unreachable,
          stories: unreachable,
          legal: unreachable,
          consent: `http://127.0.0.1:${(consent.address() as AddressInfo).port}/mf-manifest.json`,
        },
      };
      const frameOrigins = THIRD_PARTY_FRAME_ORIGINS;
      const { pageFor } = createPageFor({ root: dist, runtimeConfig, frameOrigins, revalidateMs: 60_000 });
      const request = (target: string) => ({
        url: new URL(`http://localhost${target}`),
        cookie: '',
        acceptLanguage: 'en',
      });

      const page = await pageFor(request('/'));
      expect(page.html).toContain('data-cookie-banner');
      const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(page.headers['Content-Security-Policy']).toBe(
        hostContentSecurityPolicy(runtimeConfig, { frameOrigins, styleHashes: [styleHash] }),
      );
      // The same answer again, so the server reuses its compressed bytes.
      expect(await pageFor(request('/'))).toBe(page);

      const malformed = await pageFor(request('/%ZZ'));
      expect(malformed.status).toBe(404);
      expect(malformed.headers).toEqual({
        'X-Robots-Tag': 'noindex',
        'Content-Security-Policy': hostContentSecurityPolicy(runtimeConfig, { frameOrigins }),
      });
    } finally {
      consent.close();
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('text holding "$&", "$\'" or "$1" reaches the page as written', () => {
  const PATTERNS = "$' $& $` $1 $$ $<name>";

  it('in the runtime config inlined by the host', () => {
    const config = {
      ...LOCAL_RUNTIME_CONFIG,
      newsletter: { endpoint: `http://localhost:3005/api/newsletter?x=${PATTERNS}`, mode: 'cors' },
    };
    const template =
      '<html><head><title>T</title><!--runtime-config--></head><body><div id="root"></div></body></html>';
    const html = renderHostHtml(template, config);
    const script = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse((script as RegExpExecArray)[1] as string)).toEqual(config);
    expect(html.startsWith('<html><head><title>T</title>')).toBe(true);
    expect(html.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
    expect(html.split('<!--runtime-config-->')).toHaveLength(1);
  });
});
