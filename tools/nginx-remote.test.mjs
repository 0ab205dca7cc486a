// deploy/nginx/remote.conf on Debian's real nginx answers a built remote as its Node server (createDeployableServer,
// kind 'remote') does: same status, same headers, and the precompressed files served as they are.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { canInstallDebianPackages, installDebianPackages } from './apt.mjs';
import { createDeployableServer } from '../platform/src/deployable-server.ts';
import { PLAIN_ANSWERS } from '../platform/src/http/plain-answers.ts';

const ROOT = path.resolve(expect.getState().testPath, '../..');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-static'];

/** Headers both servers must send with the same value (or both leave out). */
const COMPARED = [
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-max-age',
  'allow',
  'cross-origin-resource-policy',
  'timing-allow-origin',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'vary',
];

/** Like tools/ensure-chromium.mjs: installs Debian's packages when root on Debian, else says how. */
function ensureNginx() {
  const present = () => existsSync(NGINX) && existsSync(BROTLI_MODULE);
  if (present()) return;
  if (canInstallDebianPackages()) {
    installDebianPackages(PACKAGES);
    if (present()) return;
  }
  throw new Error(
    `This test runs the real nginx (${NGINX}) with its brotli_static module (${BROTLI_MODULE}).\n  On Debian: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}\nThen run the test again.`,
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** One request, the body as bytes exactly as sent (no decoding). */
function request(port, method, target, headers = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: target, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? 'name=value' : undefined);
  });
}

async function waitForPort(port, nginx, stderr) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${stderr()}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${stderr()}`);
}

describe('a remote on stock nginx (deploy/nginx/remote.conf)', () => {
  let dir;
  let remote;
  let nginx;
  let nginxPort;
  let node;
  let nodePort;
  let nginxErrors = '';
  let files;
  let precompressOutput;

  beforeAll(async () => {
    ensureNginx();
    const dist = path.join(ROOT, 'mf-legal', 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      const build = spawnSync(process.execPath, ['tools/build-all.mjs', 'mf-legal'], { cwd: ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`building mf-legal failed:\n${build.stdout}${build.stderr}`);
    }
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-remote-'));
    await chmod(dir, 0o755); // nginx started as root reads files as its worker user
    remote = path.join(dir, 'remote');
    await cp(dist, remote, { recursive: true });
    const precompress = spawnSync(process.execPath, ['tools/precompress.mjs', remote], { cwd: ROOT, encoding: 'utf8' });
    if (precompress.status !== 0) throw new Error(`precompress failed:\n${precompress.stderr}`);
    precompressOutput = precompress.stdout;
    await writeFile(path.join(remote, '.env'), 'SECRET=1\n');

    const names = (await readdir(remote, { recursive: true })).map((name) => name.split(path.sep).join('/'));
    files = {
      chunk: names.find((name) => /^\d+\.[0-9a-f]{8,}\.js$/.test(name)),
      css: names.find((name) => /\.[0-9a-f]{8,}\.css$/.test(name)),
      map: names.find((name) => /\.[0-9a-f]{8,}\.js\.map$/.test(name)),
      fragment: names.find((name) => name.startsWith('fragments/') && name.endsWith('.html')),
    };
    for (const [kind, name] of Object.entries(files)) if (!name) throw new Error(`no ${kind} in ${dist}`);

    const config = await readFile(path.join(ROOT, 'deploy/nginx/remote.conf'), 'utf8');
    nginxPort = await freePort();
    const listen = /^(\s*)listen\s[^;]*;/m;
    const root = /^(\s*)root\s[^;]*;/m;
    expect(config).toMatch(listen);
    expect(config).toMatch(root);
    const configFile = path.join(dir, 'remote.conf');
    await writeFile(
      configFile,
      config.replace(listen, `$1listen 127.0.0.1:${nginxPort};`).replace(root, `$1root ${remote};`),
    );
    nginx = spawn(NGINX, ['-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr.on('data', (chunk) => (nginxErrors += chunk));
    await waitForPort(nginxPort, nginx, () => nginxErrors);

    node = createDeployableServer({ root: remote, kind: 'remote' });
    await new Promise((resolve) => node.listen(0, '127.0.0.1', resolve));
    nodePort = node.address().port;
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => (node ? node.close(resolve) : resolve()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('precompressed the copy and said so in one line', () => {
    expect(precompressOutput.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^precompressed .+: [1-9]\d* files over 1 KB, \d+ bytes -> \d+ bytes \(smallest form of each\), [\d.]+ s$/,
      ),
    ]);
    expect(existsSync(path.join(remote, 'remoteEntry.js.br'))).toBe(true);
    expect(existsSync(path.join(remote, 'remoteEntry.js.gz'))).toBe(true);
  });

  const cases = [
    ['GET', 'the manifest', () => '/mf-manifest.json', 200],
    ['GET', 'the remote entry', () => '/remoteEntry.js', 200],
    ['GET', 'a hashed chunk', () => `/${files.chunk}`, 200],
    ['GET', 'a hashed stylesheet', () => `/${files.css}`, 200],
    ['GET', 'a source map', () => `/${files.map}`, 200],
    ['GET', 'a fragment', () => `/${files.fragment}`, 200],
    ['GET', 'the fragment index', () => '/fragments/index.json', 200],
    ['GET', 'a missing file', () => '/missing.js', 404],
    ['GET', 'a folder (no listing)', () => '/fragments/', 404],
    ['HEAD', 'the remote entry', () => '/remoteEntry.js', 200],
    ['OPTIONS', 'the remote entry', () => '/remoteEntry.js', 204],
    ['POST', 'the remote entry', () => '/remoteEntry.js', 405],
    ['DELETE', 'the manifest', () => '/mf-manifest.json', 405],
  ];

  it.each(cases)('answers %s %s like the Node server', async (method, _label, target, status) => {
    const [fromNginx, fromNode] = await Promise.all([
      request(nginxPort, method, target()),
      request(nodePort, method, target()),
    ]);
    expect(fromNode.status).toBe(status);
    const pick = ({ status, headers, body }) => ({
      status,
      body: body.toString('utf8'),
      ...Object.fromEntries(COMPARED.map((name) => [name, headers[name]])),
    });
    expect(pick(fromNginx)).toEqual(pick(fromNode));
    expect(fromNginx.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing file and a POST in words', async () => {
    expect((await request(nginxPort, 'GET', '/missing.js')).body.toString()).toBe(`${PLAIN_ANSWERS[404]}\n`);
    expect((await request(nginxPort, 'POST', '/remoteEntry.js')).body.toString()).toBe(`${PLAIN_ANSWERS[405]}\n`);
  });

  it('serves no dotfile (where the Node server would)', async () => {
    expect((await request(nginxPort, 'GET', '/.env')).status).toBe(404);
  });

  const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
  const suffixes = { br: '.br', gzip: '.gz' };
  it.each([
    ['br', 'the remote entry', () => 'remoteEntry.js'],
    ['gzip', 'the remote entry', () => 'remoteEntry.js'],
    ['br', 'a hashed chunk', () => files.chunk],
    ['gzip', 'a fragment', () => files.fragment],
  ])('serves the precompressed file for Accept-Encoding: %s (%s)', async (encoding, _label, name) => {
    const original = await readFile(path.join(remote, name()));
    const response = await request(nginxPort, 'GET', `/${name()}`, { 'Accept-Encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.equals(await readFile(path.join(remote, name() + suffixes[encoding])))).toBe(true);
    expect(decoders[encoding](response.body).equals(original)).toBe(true);
  });
});
