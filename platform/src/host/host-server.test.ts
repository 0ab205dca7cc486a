import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { rawRequest, type RawRequest } from '../http/raw-request.test-support.ts';
import { buildHostApp, type PageRequest } from './host-server.ts';

const LOADER = 'self.loader = "hydrate";\n'.repeat(100);
const FILES_CSP = "default-src 'self'; frame-ancestors 'none'";

describe("the host's server", () => {
  let root: string;
  let app: FastifyInstance;
  let port: number;
  const asked: PageRequest[] = [];
  const ask = (options: RawRequest) => rawRequest(port, options);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'host-server-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>template</title>');
    await writeFile(path.join(root, 'loader.0123456789.js'), LOADER);
    await writeFile(path.join(root, 'loader.0123456789.js.br'), brotliCompressSync(LOADER));
    app = buildHostApp({
      root,
      runtimeConfig: async () => ({ remotes: {}, assetBaseUrl: null }),
      contentSecurityPolicy: FILES_CSP,
      discoveryFileFor: async () => null,
      acceptOverride: () => ({ ok: false, reason: 'overrides are not enabled on this site' }),
      pageFor: async (request) => {
        asked.push(request);
        const missing = request.url.pathname === '/no-such-page';
        return {
          status: missing ? 404 : 200,
          html: `<!doctype html><main>${request.url.pathname} ${'text '.repeat(400)}</main>`,
          headers: { 'Content-Security-Policy': "default-src 'self'; style-src 'sha256-page'" },
        };
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers a page address with its page, compressed, under its own CSP, varying with language and cookies', async () => {
    const page = await ask({
      url: '/collections/carriel?lng=es',
      headers: { 'accept-encoding': 'br', cookie: 'lng=es', 'accept-language': 'es-CO' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<main>/collections/carriel ');
    expect(page.headers['content-security-policy']).toContain("'sha256-page'");
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary).toLowerCase().split(/,\s*/)).toEqual([
      'accept-encoding',
      'accept-language',
      'cookie',
    ]);
    expect(asked.at(-1)).toEqual({
      url: new URL('http://localhost/collections/carriel?lng=es'),
      cookie: 'lng=es',
      acceptLanguage: 'es-CO',
    });
  });

  it("answers / and /index.html with a page, never the template as it is, and keeps a page's status", async () => {
    expect((await ask({ url: '/' })).payload).toContain('<main>/ ');
    const navigated = await ask({ url: '/index.html', headers: { 'sec-fetch-dest': 'document' } });
    expect(navigated.payload).toContain('<main>/index.html ');
    expect((await ask({ url: '/index.html' })).statusCode).toBe(404);
    expect((await ask({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers 304 to a client whose copy of a page is current', async () => {
    const first = await ask({ url: '/about' });
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await ask({ url: '/about', headers: { 'if-none-match': String(first.headers.etag) } });
    expect([again.statusCode, again.payload]).toEqual([304, '']);
  });

  it('sends a page in gzip to a client that takes only gzip, under the tag it has in brotli', async () => {
    const brotli = await ask({ url: '/about', headers: { 'accept-encoding': 'br' } });
    const gzip = await ask({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>/about ');
    expect(gzip.headers.etag).toBe(brotli.headers.etag);
    const current = await ask({
      url: '/about',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(brotli.headers.etag) },
    });
    expect(current.statusCode).toBe(304);
  });

  it("sends its own files as the build compressed them, under the files' CSP", async () => {
    const loader = await ask({ url: '/loader.0123456789.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(loader.headers['content-encoding']).toBe('br');
    expect(loader.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(loader.headers['content-security-policy']).toBe(FILES_CSP);
    expect(brotliDecompressSync(loader.rawPayload).toString()).toBe(LOADER);
  });

  it('answers a missing file with 404 in words, unless a browser navigates to it', async () => {
    const missing = await ask({ url: '/missing.js' });
    expect([missing.statusCode, missing.payload]).toEqual([404, 'Not found. / No encontrado.\n']);
    const navigated = await ask({ url: '/missing.js', headers: { 'sec-fetch-dest': 'document' } });
    expect([navigated.statusCode, navigated.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('sends an address in capitals to its lower-case address, its query as it was', async () => {
    const answer = await ask({ url: '/Collections/Carriel?utm_source=X' });
    expect([answer.statusCode, answer.headers.location]).toEqual([301, '/collections/carriel?utm_source=X']);
  });

  it('serves the runtime config, and reads nothing but GET and HEAD', async () => {
    const config = await ask({ url: '/runtime-config.json' });
    expect(JSON.parse(config.payload)).toEqual({ remotes: {}, assetBaseUrl: null });
    expect(config.headers['cache-control']).toBe('no-cache');
    const post = await ask({ url: '/about', method: 'POST' });
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
