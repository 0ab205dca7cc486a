// A live version's files are composed only when they are the ones published: its file list must match the
// registry's integrity, and each file its list. The fake renderer stands in for the host's build.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_RUNTIME_CONFIG } from '../../../shared/src/runtime-config.ts';
import { createPageComposer } from './page-composer.ts';
import type { HostPage } from './host-server.ts';
import { releaseIntegrityOf, sriOf, UNTRUSTED } from './release-integrity.ts';

const FAKE_RENDERER = fileURLToPath(new URL('./fake-host-renderer.test-support.cjs', import.meta.url));
const BASE = 'http://localhost:3001/releases/v1/';
const RELEASE = { url: `${BASE}mf-manifest.json`, version: 'v1' };

/** A catalog version as it was published: its files, and the list of their hashes. */
function publishedCatalog() {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { buildInfo: { buildVersion: 'c1' } },
      exposes: [{ name: 'routes', assets: { css: { sync: ['css/page.css'] } } }],
    }),
    'remoteEntry.js': 'var catalog = {};',
    'fragments/en/routes/collections/carriel.html': '<!--build:c1--><h1>Carriel Classic</h1>',
    'css/page.css': '.page { color: black; }',
  };
  const listing = JSON.stringify({
    version: 'v1',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sriOf(text)])),
  });
  const published: Record<string, string> = { ...files, 'release-files.json': listing };
  return { files: published, integrity: sriOf(listing) };
}

describe("a live version's integrity", () => {
  let base = '';
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'release-integrity-'));
    await mkdir(path.join(base, 'dist'));
    await mkdir(path.join(base, 'dist-server'));
    await copyFile(FAKE_RENDERER, path.join(base, 'dist-server', 'render.cjs'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  /** The catalog's part of /collections/carriel, composed from `served` (what the origin answers now). */
  async function composeWith(served: Record<string, string>, integrity: string) {
    const lines: Record<string, unknown>[] = [];
    const log = (line: Record<string, unknown>) => lines.push(line);
    const fetchText = async (url: string) => (url.startsWith(BASE) ? (served[url.slice(BASE.length)] ?? null) : null);
    const checked = await releaseIntegrityOf({ catalog: { ...RELEASE, integrity } }, fetchText, log);
    const fetchImpl = async (url: string | URL | Request) => {
      const text = await fetchText(String(url));
      return new Response(text ?? 'missing', { status: text === null ? 404 : 200 });
    };
    const { html } = (await createPageComposer({
      contentSecurityPolicy: () => "default-src 'self'",
      siteUrl: 'http://localhost:3000',
      rendererPath: path.join(base, 'dist-server', 'render.cjs'),
      hostRoot: path.join(base, 'dist'),
      runtimeConfig: { ...LOCAL_RUNTIME_CONFIG, remotes: { ...LOCAL_RUNTIME_CONFIG.remotes, catalog: RELEASE.url } },
      expectedHashOf: checked.expectedOf,
      revalidateMs: 0,
      fetchImpl,
      log,
    })!.composePage({
      renderTemplate: () => '<html><head></head><body><div id="root"></div></body></html>',
      url: new URL('http://localhost:3000/collections/carriel'),
      cookie: '',
      acceptLanguage: 'en',
    })) as HostPage;
    return { html, checked, lines };
  }

  it('composes a version whose files are the ones published, and gives the browser its manifest and entry hashes', async () => {
    const { files, integrity } = publishedCatalog();
    const { html, checked, lines } = await composeWith(files, integrity);
    expect(html).toContain('<h1>Carriel Classic</h1>');
    expect(html).toContain('.page { color: black; }');
    expect(checked.trusted).toBe(true);
    expect(checked.browser.catalog).toEqual({
      manifest: sriOf(files['mf-manifest.json'] as string),
      entry: sriOf(files['remoteEntry.js'] as string),
    });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it.each([
    ['a fragment', 'fragments/en/routes/collections/carriel.html', '<!--build:c1--><h1>Hacked</h1>'],
    ['the entry', 'remoteEntry.js', 'steal(document.cookie);'],
    ['the manifest', 'mf-manifest.json', '{"exposes":[{"name":"routes"}]}'],
  ])('leaves the part out when %s differs from what was published, and says why', async (_what, file, text) => {
    const { files, integrity } = publishedCatalog();
    const { html, lines } = await composeWith({ ...files, [file]: text }, integrity);
    expect(html).not.toContain('<h1>');
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'integrity-mismatch', url: `${BASE}${file}`, level: 'error' }),
    );
  });

  // A version not trusted is looked at again after a while (host-pages.ts); the browser is told to refuse it.
  it.each([
    ['does not match the registry', 'the published list', null, sriOf('another list')],
    [
      'names no files',
      'an object without files',
      JSON.stringify({ version: 'v1' }),
      sriOf(JSON.stringify({ version: 'v1' })),
    ],
    ['names no files', 'a JSON string', '"v1"', sriOf('"v1"')],
  ])('trusts no file of a version whose list %s, and says so (%s)', async (fault, _served, listing, integrity) => {
    const { files } = publishedCatalog();
    const served = listing === null ? files : { ...files, 'release-files.json': listing };
    const { html, checked, lines } = await composeWith(served, integrity);
    expect(html).not.toContain('<h1>Carriel Classic</h1>');
    expect(checked.trusted).toBe(false);
    expect(checked.browser.catalog).toEqual({ manifest: UNTRUSTED, entry: UNTRUSTED });
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: 'release-integrity',
        message: `catalog v1: its file list ${fault}; its files are refused`,
      }),
    );
  });

  it('checks nothing of a remote served from its own origin, outside any release', async () => {
    const { integrity } = publishedCatalog();
    const checked = await releaseIntegrityOf(
      { catalog: { ...RELEASE, integrity } },
      async () => null,
      () => undefined,
    );
    expect(checked.expectedOf('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    expect(checked.expectedOf('http://localhost:3002/remoteEntry.js')).toBeUndefined();
    // Its list did not come: nothing of the version is trusted, a file named oddly neither.
    expect(checked.expectedOf(`${BASE}remoteEntry.js`)).toBeNull();
    expect(checked.expectedOf(`${BASE}%E0%A4%A.js`)).toBeNull();
  });
});
