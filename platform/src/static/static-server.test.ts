// A deployable's server over HTTP (deployable-server.ts, as tools/serve-one.mjs runs it): what the host answers for
// a page, a file and what it refuses, a remote's files to other origins, 304s, and the cache rule of each file.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDeployableServer, type DeployableServerOptions } from '../deployable-server.ts';
import { PLAIN_ANSWERS } from '../http/plain-answers.ts';
import { localRuntimeConfig } from '../topology/topology.ts';
import { cacheControlFor } from './file-rules.ts';
import { precompressForTest } from './precompressed.test-support.ts';

interface RawAnswer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET whose request target is sent exactly as written (fetch would tidy "//" and "\\" away). */
function rawRequest(base: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, { path: target, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static server rules', () => {
  it('revalidates what keeps its name between deployments and caches hashed files for good', () => {
    for (const name of [
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'runtime-config.json',
      'fragments/index.json',
      'fragments/es/routes/news/colochila.html',
      'discovery/sitemap.json',
    ]) {
      expect(cacheControlFor(name)).toBe('no-cache');
    }
    expect(cacheControlFor('main.3f9a0c12be.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('images/catalog/patron-1.svg')).toBe('public, max-age=3600');
    // A source map is as lasting as its file.
    expect(cacheControlFor('main.3f9a0c12be.js.map')).toBe('public, max-age=31536000, immutable');
  });
});

describe('static server over HTTP', () => {
  let root: string;
  const servers: http.Server[] = [];
  const listen = async (options: DeployableServerOptions) => {
    const server = createDeployableServer(options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
    await mkdir(path.join(root, 'images'));
    await writeFile(path.join(root, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
    await writeFile(path.join(root, 'main.0123456789.js'), 'console.log("app");'.repeat(200));
    await writeFile(path.join(root, 'mf-manifest.json'), '{}');
    // As every build does (tools/build-all.mjs): a remote serves the compressed files it finds.
    await precompressForTest(root);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(root, { recursive: true, force: true });
  });

  it('answers every page path of the host with the application and its config', async () => {
    const url = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
    const response = await fetch(`${url}/collections/carriel`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<script id="runtime-config" type="application/json">{"remotes"');
    expect((await fetch(`${url}/missing.js`)).status).toBe(404);
  });

  it('answers page paths that hold a dot with the application, and a navigation to a missing file too', async () => {
    const url = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
    for (const pagePath of ['/configure/..%2F..%2Fetc', '/configure/v1.2', '/news/a.b.c']) {
      const response = await fetch(url + pagePath);
      expect({ pagePath, status: response.status, type: response.headers.get('content-type') }).toEqual({
        pagePath,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
    }
    expect((await fetch(`${url}/missing.css`)).status).toBe(404);
    expect((await fetch(`${url}/missing.js`, { headers: { 'sec-fetch-dest': 'document' } })).status).toBe(200);
  });

  it('never serves a file outside its folder', async () => {
    const url = await listen({ root, kind: 'remote' });
    for (const attempt of ['/../package.json', '/%2e%2e/package.json', '/..%2f..%2fetc/passwd', '/%00']) {
      expect((await fetch(url + attempt)).status).toBe(404);
    }
  });

  it('folds runs of slashes and capitals into the one address of a page, and never into another host', async () => {
    const url = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
    const answer = async (target: string) => {
      const response = await rawRequest(url, target);
      return { status: response.status, location: response.headers.location };
    };
    expect(await answer('//')).toEqual({ status: 301, location: '/' });
    expect(await answer('//collections//carriel?lng=es')).toEqual({
      status: 301,
      location: '/collections/carriel?lng=es',
    });
    expect(await answer('//example.com/x')).toEqual({ status: 301, location: '/example.com/x' });
    expect(await answer('/\\example.com')).toEqual({ status: 301, location: '/example.com' });
    expect(await answer('/Collections/Carriel?utm_source=X')).toEqual({
      status: 301,
      location: '/collections/carriel?utm_source=X',
    });
    expect(await answer('/news/caf%C3%A9')).toEqual({ status: 200, location: undefined });
    // A broken escape is no page to send anyone to. (Without a renderer, as here, the shell answers it; the
    // composer answers it 404, which the browser tests check.)
    expect(await answer('/%ZZ')).toEqual({ status: 200, location: undefined });
  });

  it('answers what it cannot serve in words, in both languages, with its security headers', async () => {
    const url = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
    const refused = await fetch(`${url}/about`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expect(await refused.text()).toBe(`${PLAIN_ANSWERS[405]}\n`);
    expect((await fetch(`${url}/missing.css`)).headers.get('content-security-policy')).toContain("default-src 'self'");
    const oversized = await rawRequest(url, '/about', { Cookie: `junk=${'x'.repeat(20_000)}` });
    expect(oversized.status).toBe(431);
    expect(oversized.headers['x-content-type-options']).toBe('nosniff');
    expect(oversized.body).toBe(`${PLAIN_ANSWERS[431]}\n`);
    for (const text of Object.values(PLAIN_ANSWERS)) expect(text).toMatch(/^[^/]+ \/ [^/]+$/);
  });

  it('never writes a refusal into the middle of another answer on the same connection', async () => {
    await writeFile(path.join(root, 'large.bin'), Buffer.alloc(4 * 1024 * 1024, 1));
    const url = new URL(await listen({ root, kind: 'remote' }));
    const received = await new Promise<Buffer>((resolve) => {
      // The client reads nothing at first: the 4 MB answer is still on its way when the bad request arrives.
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.pause();
        socket.write(`GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n`);
        setTimeout(() => socket.write('NOT A REQUEST\r\n\r\n'), 50);
        setTimeout(() => socket.resume(), 250);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks)));
      socket.on('error', () => resolve(Buffer.concat(chunks)));
    });
    const text = received.toString('latin1');
    expect(text.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(text.indexOf('HTTP/1.1 400')).toBe(-1);
  });

  it('answers a client whose copy is current with 304, for files, the config and pages', async () => {
    const url = await listen({ root, kind: 'remote' });
    const first = await fetch(`${url}/mf-manifest.json`);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    expect((await fetch(`${url}/mf-manifest.json`, { headers: { 'If-None-Match': String(tag) } })).status).toBe(304);
    expect(
      (
        await fetch(`${url}/mf-manifest.json`, {
          headers: { 'If-Modified-Since': String(first.headers.get('last-modified')) },
        })
      ).status,
    ).toBe(304);
    expect((await fetch(`${url}/mf-manifest.json`, { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
    expect(
      (
        await fetch(`${url}/mf-manifest.json`, {
          headers: { 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() },
        })
      ).status,
    ).toBe(200); // a date to come says nothing

    const host = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
    for (const target of ['/runtime-config.json', '/about']) {
      const page = await fetch(host + target);
      const revalidated = await fetch(host + target, {
        headers: { 'If-None-Match': String(page.headers.get('etag')) },
      });
      expect({ target, status: revalidated.status, body: await revalidated.text() }).toEqual({
        target,
        status: 304,
        body: '',
      });
    }
  });

  it('serves remote files to other origins, compressed, with immutable hashed chunks', async () => {
    const url = await listen({ root, kind: 'remote' });
    const chunk = await fetch(`${url}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${url}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(url + '/main.0123456789.js', { method: 'POST' })).status).toBe(405);
  });
});
