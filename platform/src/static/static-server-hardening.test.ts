// The servers of the deployables (deployable-server.ts) under what a deployment or a visitor can throw at them:
// files that vanish or cannot be read, dotfiles and symlinks that lead out of the served folder, Accept-Encoding
// q-values, slow clients. The page composer's share (a path read as another host, text holding "$&" or "$'") is in
// host/page-composer.test.ts and host/host-pages.test.ts.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import fs, { unlinkSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDeployableServer, type DeployableServerOptions } from '../deployable-server.ts';
import type { LogLine } from '../http/server-log.ts';
import { SERVER_TIMEOUTS } from '../http/server-timeouts.ts';
import { localRuntimeConfig } from '../topology/topology.ts';
import { precompressForTest } from './precompressed.test-support.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fs's overloads, replaced and restored as they are
type AnyFunction = (...args: any[]) => any;

const SECRET = 'SECRET-INSIDE-THE-ROOT-5f1c';
const CANARY = 'CANARY-OUTSIDE-THE-ROOT-9b2e';

interface Exchange {
  raw: string;
  status: number;
  ms: number;
}

/** A request sent as written (fetch would tidy its path), its whole answer read back until the server closes. */
function rawExchange(port: number, text: string, { timeoutMs = 5_000 } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ raw, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), ms: Date.now() - started });
    });
  });
}

const get = (port: number, target: string, headers = '') =>
  rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

describe('the static server, hardened', () => {
  let base: string;
  let root: string;
  const servers: http.Server[] = [];
  const listen = async (options: DeployableServerOptions) => {
    const server = createDeployableServer(options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return (server.address() as net.AddressInfo).port;
  };

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'static-hardening-'));
    root = path.join(base, 'dist');
    await mkdir(path.join(root, '.git'), { recursive: true });
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await mkdir(path.join(base, 'outside'));
    await writeFile(
      path.join(root, 'index.html'),
      '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(root, 'visible.txt'), 'visible text');
    await writeFile(path.join(root, 'image.png'), Buffer.alloc(50_000, 7));
    await writeFile(path.join(root, 'big.js'), 'console.log("a fairly long line of script");\n'.repeat(100));
    await writeFile(path.join(root, '.secret'), SECRET);
    await writeFile(path.join(root, '.git', 'config'), SECRET);
    await writeFile(path.join(root, 'assets', '.hidden.js'), SECRET);
    await writeFile(path.join(base, 'outside', 'canary.txt'), CANARY);
    await writeFile(path.join(base, 'canary.txt'), CANARY);
    await symlink(path.join(root, 'visible.txt'), path.join(root, 'inside-link.txt'));
    await symlink(path.join(base, 'outside', 'canary.txt'), path.join(root, 'outside-link.txt'));
    await symlink('../canary.txt', path.join(root, 'relative-outside-link.txt'));
    await symlink(path.join(base, 'outside'), path.join(root, 'outside-dir'));
    await symlink(root, path.join(base, 'root-link'));
    // As every build does (tools/build-all.mjs): a remote serves the compressed files it finds.
    await precompressForTest(root);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(base, { recursive: true, force: true });
  });

  // Every server's files are @fastify/static's: it finds a file with fs.stat and streams it with fs.createReadStream.
  const SERVERS: Array<[string, Omit<DeployableServerOptions, 'root'>]> = [
    ['a remote', { kind: 'remote' }],
    ['the host', { kind: 'host', runtimeConfig: localRuntimeConfig() }],
  ];

  describe.each(SERVERS)('a file that cannot be read, on %s', (_label, server) => {
    // What @fastify/static calls, replaced here by stand-ins that fail as a disk or a deployment can.
    const patched = fs as unknown as { stat: AnyFunction; createReadStream: AnyFunction };
    const originalStat: AnyFunction = fs.stat;
    const originalCreateReadStream: AnyFunction = fs.createReadStream;
    afterEach(() => {
      patched.stat = originalStat;
      patched.createReadStream = originalCreateReadStream;
    });
    const streamOf = (name: string, makeStream: (file: string, ...rest: unknown[]) => Readable) => {
      patched.createReadStream = (file: string, ...rest: unknown[]) =>
        String(file).endsWith(name) ? makeStream(file, ...rest) : originalCreateReadStream(file, ...rest);
    };

    it('is a 404 when it is gone between being found and being read (a redeploy), and the server goes on', async () => {
      const port = await listen({ root, ...server });
      await writeFile(path.join(root, 'vanishing.png'), Buffer.alloc(10, 1));
      streamOf('vanishing.png', (file, ...rest) => {
        unlinkSync(file);
        return originalCreateReadStream(file, ...rest);
      });
      const answer = await get(port, '/vanishing.png');
      expect(answer.status).toBe(404);
      expect(answer.raw).toContain('Not found. / No encontrado.');
      expect((await get(port, '/visible.txt')).status).toBe(200);
    });

    it('closes the file at once when the client has left before it could be sent', async () => {
      const logged: LogLine[] = [];
      const port = await listen({ root, ...server, log: (line) => logged.push(line) });
      const streams: Readable[] = [];
      let clientGone: () => void = () => undefined;
      const gone = new Promise<void>((resolve) => (clientGone = resolve));
      patched.stat = (file: string, ...rest: unknown[]) => {
        if (!String(file).endsWith('image.png')) return originalStat(file, ...rest);
        gone.then(() => setTimeout(() => originalStat(file, ...rest), 100));
        return undefined;
      };
      streamOf('image.png', (file, ...rest) => {
        const stream = originalCreateReadStream(file, ...rest);
        streams.push(stream);
        return stream;
      });
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /image.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
      );
      socket.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      clientGone();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(streams.every((stream) => stream.closed)).toBe(true);
      expect(logged.filter((line) => line.level === 'error')).toEqual([]);
    });

    it('answers 500 in words when no file can be opened (EMFILE), and the server goes on', async () => {
      const logged: LogLine[] = [];
      const port = await listen({ root, ...server, log: (line) => logged.push(line) });
      streamOf('image.png', () => {
        const stream = new Readable({ read() {} });
        process.nextTick(() =>
          stream.destroy(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' })),
        );
        return stream;
      });
      const answer = await get(port, '/image.png');
      expect(answer.status).toBe(500);
      expect(answer.raw).toContain('Something went wrong on our side');
      expect(logged.some((line) => line.level === 'error' && /EMFILE/.test(String(line.message)))).toBe(true);
      patched.createReadStream = originalCreateReadStream;
      expect((await get(port, '/image.png')).status).toBe(200);
    });

    it('ends only that answer when the read fails part-way, never the process', async () => {
      const logged: LogLine[] = [];
      const port = await listen({ root, ...server, log: (line) => logged.push(line) });
      streamOf('image.png', () => {
        let sent = false;
        return new Readable({
          read() {
            if (sent) this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
            else this.push(Buffer.alloc(1_000, 1));
            sent = true;
          },
        });
      });
      const answer = await get(port, '/image.png');
      // The connection is closed with the answer cut short: the client sees an incomplete answer, never one it could
      // take for whole.
      expect([0, 200]).toContain(answer.status);
      expect(answer.raw.length).toBeLessThan(50_000);
      expect(
        logged.some((line) => ['warn', 'error'].includes(String(line.level)) && /EIO/.test(String(line.message))),
      ).toBe(true);
      patched.createReadStream = originalCreateReadStream;
      const next = await get(port, '/image.png');
      expect(next.status).toBe(200);
      expect(next.raw.length).toBeGreaterThan(50_000);
    });
  });

  describe('dotfiles and symlinks', () => {
    const refused = [
      '/.secret',
      '/%2esecret',
      '/%2Esecret',
      '/./.secret',
      '/assets/../.secret',
      '/.git/config',
      '/%2egit/config',
      '/assets/.hidden.js',
      '/outside-link.txt',
      '/relative-outside-link.txt',
      '/outside-dir/canary.txt',
      '/../canary.txt',
      '/%2e%2e/canary.txt',
      '/..%2fcanary.txt',
      '/..%5ccanary.txt',
      '/%2e%2e%2f%2e%2e%2foutside/canary.txt',
    ];

    it.each(refused)('a remote answers %s with 404 and neither secret', async (target) => {
      const port = await listen({ root, kind: 'remote' });
      const answer = await get(port, target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.raw).not.toContain(SECRET);
      expect(answer.raw).not.toContain(CANARY);
    });

    it('the host never sends them either (a path without a file type is a page of the application)', async () => {
      const port = await listen({ root, kind: 'host', runtimeConfig: localRuntimeConfig() });
      for (const target of refused) {
        const answer = await get(port, target);
        expect({
          target,
          leaks: answer.raw.includes(SECRET) || answer.raw.includes(CANARY),
          status: answer.status < 500,
        }).toEqual({ target, leaks: false, status: true });
      }
    });

    it('serves a symlink that stays inside the folder, and a folder that is itself reached through a symlink', async () => {
      const port = await listen({ root, kind: 'remote' });
      const linked = await get(port, '/inside-link.txt');
      expect(linked.status).toBe(200);
      expect(linked.raw).toContain('visible text');
      const throughLink = await listen({ root: path.join(base, 'root-link'), kind: 'remote' });
      expect((await get(throughLink, '/visible.txt')).raw).toContain('visible text');
      expect((await get(throughLink, '/.secret')).status).toBe(404);
    });
  });

  // The libraries choose (@fastify/static among the build's files, @fastify/compress for a page), by RFC 9110 12.5.3.
  describe.each(SERVERS)('Accept-Encoding, on %s', (_label, server) => {
    it.each([
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['BR;Q=0, GZIP', 'gzip'],
      ['gzip;q=0', null],
      ['gzip;q=0, br;q=0.000', null],
      ['*;q=0', null],
      ['identity', null],
      ['', null],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['br;q=abc, gzip', 'gzip'],
    ])('%j gives %j', async (header, expected) => {
      const port = await listen({ root, ...server });
      const answer = await get(port, '/big.js', `Accept-Encoding: ${header}\r\n`);
      expect(answer.status).toBe(200);
      expect(/\r\ncontent-encoding: (\S+)/i.exec(answer.raw)?.[1] ?? null).toBe(expected);
    });
  });

  describe('timeouts', () => {
    it('are set on every server, the headers within the request, the checks frequent enough to hold them', async () => {
      const server = createDeployableServer({ root, kind: 'remote' });
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
      expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
      expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
      expect(SERVER_TIMEOUTS.connectionsCheckingInterval).toBeLessThan(SERVER_TIMEOUTS.headersTimeout);
    });

    it('answer a client that never finishes its headers with 408 and close the connection', async () => {
      const port = await listen({
        root,
        kind: 'remote',
        timeouts: { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 200, connectionsCheckingInterval: 100 },
      });
      const slow = await rawExchange(port, 'GET /visible.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      expect(slow.status).toBe(408);
      expect(slow.ms).toBeLessThan(3_000);
      // An idle kept-alive connection is closed too.
      const idle = await rawExchange(port, 'GET /visible.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(idle.status).toBe(200);
      expect(idle.ms).toBeLessThan(3_000);
    });
  });
});
