import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { rawRequest, type RawRequest } from '../http/raw-request.test-support.ts';
import { REMOTE_CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { buildRemoteStaticApp } from './remote-static-server.ts';

const ENTRY = 'var remote = "entry";\n'.repeat(100);

describe("a remote's static server", () => {
  let base: string;
  let app: FastifyInstance;
  let port: number;
  const ask = (options: RawRequest) => rawRequest(port, options);
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'remote-static-'));
    const root = path.join(base, 'dist');
    await mkdir(path.join(root, 'fragments', 'en'), { recursive: true });
    await writeFile(path.join(root, 'remoteEntry.js'), ENTRY);
    await writeFile(path.join(root, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
    await writeFile(path.join(root, 'main.0123456789.js'), 'console.log(1);');
    await writeFile(path.join(root, 'fragments', 'en', 'about.html'), '<!--build:stories-1--><h1>About</h1>');
    await writeFile(path.join(root, '.env'), 'SECRET=1');
    await writeFile(path.join(base, 'outside.txt'), 'outside');
    await symlink(path.join(base, 'outside.txt'), path.join(root, 'outside.txt'));
    app = buildRemoteStaticApp({ root, log: (line) => logged.push(line) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await rm(base, { recursive: true, force: true });
  });

  it("sends the build's brotli file as it is, under the script's own type, to any origin", async () => {
    const answer = await ask({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['content-security-policy']).toBe(REMOTE_CONTENT_SECURITY_POLICY);
    expect(answer.rawPayload.length).toBeLessThan(ENTRY.length);
  });

  it('sends the plain file to a client that takes no compression, and keeps hashed files for a year', async () => {
    const entry = await ask({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'identity' } });
    expect([entry.headers['content-encoding'], entry.payload]).toEqual([undefined, ENTRY]);
    const chunk = await ask({ url: '/main.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ask({ url: '/fragments/en/about.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a client whose copy is current, even when fetch() adds Cache-Control: no-cache', async () => {
    const first = await ask({ url: '/remoteEntry.js' });
    const again = await ask({
      url: '/remoteEntry.js',
      headers: { 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers what it cannot serve in words, in both languages', async () => {
    for (const [url, status] of [
      ['/missing.js', 404],
      ['/.env', 404],
      ['/%2eenv', 404],
      ['/outside.txt', 404],
      ['/%E0%A4%A', 404],
    ] as const) {
      const answer = await ask({ url });
      expect({ url, status: answer.statusCode, text: answer.payload }).toEqual({
        url,
        status,
        text: 'Not found. / No encontrado.\n',
      });
    }
    const post = await ask({ method: 'POST', url: '/remoteEntry.js' });
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(post.payload).toContain('Esta dirección solo se puede leer.');
  });

  it('sends a path with doubled slashes to its one address', async () => {
    const answer = await ask({ url: '//fragments//en/about.html?x=1' });
    expect([answer.statusCode, answer.headers.location]).toEqual([301, '/fragments/en/about.html?x=1']);
  });

  it('logs one line per answer and nothing as an error', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
    expect(logged[0]).toEqual(expect.objectContaining({ method: 'GET', path: '/remoteEntry.js', status: 200 }));
  });
});
