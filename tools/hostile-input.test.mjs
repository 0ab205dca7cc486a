// No request can bring a server down. Against a topology started as `npm start` starts it (every
// deployable, the newsletter collector and the mail catcher each in its own process, tools/run-topology.mjs), on
// loopback only:
// 1. the reproduction: `GET //a:99999/x` sent as written (curl --path-as-is) to every port, then every server
//    still answers;
// 2. a bounded fuzz: a seeded generator writes a fixed number of hostile requests (request lines, paths, headers,
//    methods, bodies) over raw sockets to every server; afterwards every server still answers its health or
//    manifest, no process exited, no answer was a 5xx, and none carried the text of a canary file placed outside
//    the served folders (or of a dotfile inside them).
// HOSTILE_INPUT_SEED and HOSTILE_INPUT_REQUESTS change the run; HOSTILE_INPUT_VERBOSE=1 prints what was sent and
// answered; HOSTILE_INPUT_SITE=minimal serves stand-in builds even when real ones exist.
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTopology } from './run-topology.mjs';
import { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, REMOTES } from '../platform/src/topology/topology.ts';

const ROOT = path.resolve(path.dirname(expect.getState().testPath), '..');
const FAKE_RENDERER = path.join(ROOT, 'platform', 'src', 'host', 'fake-host-renderer.test-support.cjs');
// Ports below the ephemeral range, apart from npm start (0), the browser tests (< 1000) and
// security-headers.test.mjs (10 000-24 990).
const PORT_OFFSET = 25_100 + (process.pid % 150) * 10;
const SEED = Number(process.env.HOSTILE_INPUT_SEED ?? 22);
const REQUESTS = Number(process.env.HOSTILE_INPUT_REQUESTS ?? 4_000);
const VERBOSE = process.env.HOSTILE_INPUT_VERBOSE === '1';
const CONCURRENCY = Number(process.env.HOSTILE_INPUT_CONCURRENCY ?? 8);
const ANSWER_TIMEOUT_MS = 4_000;
/** Asked for often: their files come and go while the fuzz runs (see churn). */
const CHURN_PATHS = Array(40).fill(['/churn.png', '/churn.js']).flat();
/** The fuzz's latest request: a server's log line is filed under it (exact with HOSTILE_INPUT_CONCURRENCY=1). */
let latestSent;
const CANARY = `CANARY-${SEED}-${process.pid}-0ut5ide-the-r00t`;

/** The real builds, when they are there (a checkout after `npm run build`); stand-ins otherwise (CI runs unit tests first). */
function realBuildsPresent() {
  if (process.env.HOSTILE_INPUT_SITE === 'minimal') return false;
  return (
    DEPLOYABLES.every(({ dir }) =>
      existsSync(path.join(ROOT, dir, 'dist', dir === 'host' ? 'index.html' : 'mf-manifest.json')),
    ) && existsSync(path.join(ROOT, 'host', 'dist-server', 'render.cjs'))
  );
}

/**
 * A copy of the site to serve: site/<dir>/dist for each deployable (and host/dist-server), canaries beside each
 * folder and above them all, and in each served folder a dotfile and a symlink that leads out.
 */
async function prepareSite(base, real) {
  const site = path.join(base, 'site');
  const roots = {};
  await writeFile(path.join(base, 'canary.txt'), CANARY);
  await mkdir(site);
  await writeFile(path.join(site, 'canary.txt'), CANARY);
  for (const { team, dir } of DEPLOYABLES) {
    const root = path.join(site, dir, 'dist');
    if (real) {
      await cp(path.join(ROOT, dir, 'dist'), root, { recursive: true });
      if (team === 'host')
        await cp(path.join(ROOT, 'host', 'dist-server'), path.join(site, dir, 'dist-server'), { recursive: true });
    } else {
      await mkdir(path.join(root, 'fragments', 'en', 'routes', 'collections'), { recursive: true });
      if (team === 'host') {
        await writeFile(
          path.join(root, 'index.html'),
          '<!doctype html><html lang="en"><head><title>Casa Carriel</title><meta name="description" content=""><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>',
        );
        await mkdir(path.join(site, dir, 'dist-server'));
        await copyFile(FAKE_RENDERER, path.join(site, dir, 'dist-server', 'render.cjs'));
      } else {
        const build = `${team}-fuzz`;
        await writeFile(
          path.join(root, 'mf-manifest.json'),
          JSON.stringify({
            metaData: { buildInfo: { buildVersion: build }, remoteEntry: { name: 'remoteEntry.js' } },
            exposes: [
              { name: 'routes', assets: { css: { sync: [] } } },
              { name: 'cookie-consent', assets: { css: { sync: [] } } },
            ],
          }),
        );
        await writeFile(path.join(root, 'remoteEntry.js'), 'self.remote = true;');
        await writeFile(
          path.join(root, 'fragments', 'en', 'cookie-consent.html'),
          `<!--build:${build}--><div>banner</div>`,
        );
        await writeFile(
          path.join(root, 'fragments', 'en', 'routes', 'collections', 'carriel.html'),
          `<!--build:${build}--><h1>Carriel</h1>`,
        );
      }
      await writeFile(path.join(root, 'main.0123456789.js'), 'console.log("bundle");'.repeat(100));
      await writeFile(path.join(root, 'image.png'), Buffer.alloc(4_000, 3));
    }
    for (const [name, body] of churnFiles(0)) await writeFile(path.join(root, name), body);
    await writeFile(path.join(site, dir, 'canary.txt'), CANARY);
    await writeFile(path.join(root, '.secret'), CANARY);
    await mkdir(path.join(root, '.git'), { recursive: true });
    await writeFile(path.join(root, '.git', 'config'), CANARY);
    await symlink('../canary.txt', path.join(root, 'linked-canary.txt'));
    await symlink(path.join(base, 'canary.txt'), path.join(root, 'linked-canary-absolute.txt'));
    roots[team] = root;
  }
  return { roots, canaryPaths: [path.join(base, 'canary.txt'), path.join(site, 'canary.txt')] };
}

/** Files that a deployment keeps replacing while the fuzz runs: sent as they are (an image) and compressed (a script). */
function churnFiles(generation) {
  return [
    ['churn.png', Buffer.alloc(20_000 + (generation % 7) * 1_000, generation % 256)],
    ['churn.js', `console.log(${generation});\n`.repeat(200 + (generation % 5) * 50)],
  ];
}

/**
 * Until stop() is called: the churn files of every served folder deleted, written anew (another size), replaced
 * by a rename, again and again, as a deployment does while requests for them are under way.
 */
function churn(roots) {
  let running = true;
  const loop = (async () => {
    for (let generation = 1; running; generation += 1) {
      for (const root of Object.values(roots)) {
        for (const [name, body] of churnFiles(generation)) {
          const file = path.join(root, name);
          if (generation % 3 === 0) {
            await writeFile(`${file}.next`, body);
            await rename(`${file}.next`, file);
          } else {
            await rm(file, { force: true });
            await new Promise((resolve) => setTimeout(resolve, 2));
            await writeFile(file, body);
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

/** The files a server serves, as paths (some of the fuzz's requests are for what exists). */
function servedPaths(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .slice(0, 400);
}

/** mulberry32: a small seeded PRNG, so a failure can be replayed with the same seed. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The generator of hostile requests: each a Buffer to write as it is, and what to expect of its answer.
 * @param {() => number} random
 */
function hostileRequests(random, servers, canaryPaths) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const hex = () => int(0, 255).toString(16).padStart(2, '0');

  const TRAVERSALS = [
    '/../canary.txt',
    '/../../canary.txt',
    '/%2e%2e/canary.txt',
    '/%2E%2E/%2e%2e/canary.txt',
    '/..%2fcanary.txt',
    '/..%2f..%2fcanary.txt',
    '/%252e%252e/canary.txt',
    '/..\\canary.txt',
    '/..%5ccanary.txt',
    '/..%5c..%5ccanary.txt',
    '/%c0%ae%c0%ae/canary.txt',
    '/.%2e/canary.txt',
    '/....//canary.txt',
    '/fragments/../../canary.txt',
    '/linked-canary.txt',
    '/linked-canary-absolute.txt',
    '/.secret',
    '/%2esecret',
    '/./.secret',
    '/x/../.secret',
    '/.git/config',
    '/%2egit/config',
    ...canaryPaths.flatMap((file) => [
      `/${'../'.repeat(12)}${file.slice(1)}`,
      `/${'..%2f'.repeat(12)}${file.slice(1)}`,
      `/${encodeURIComponent(file)}`,
      `/${file}`,
      file,
    ]),
  ];
  const KILLERS = [
    '//a:99999/x',
    'http://a:99999/x',
    '//[::1/x',
    '//a:b@c:99999/',
    '/%',
    '/%ZZ',
    '/%00',
    '*',
    'a:99999/x',
    '//',
    '/?%',
    '/#',
    '/\\\\a:99999',
    'HTTP://X:0/',
    '/%E0%A4%A',
    '/%uD800',
  ];
  const SEGMENT_PIECES = [
    'a',
    'collections',
    'carriel',
    'news',
    'legal',
    'fragments',
    'en',
    'es',
    'routes',
    'api',
    'newsletter',
    '.',
    '..',
    '...',
    '%2e',
    '%2E%2e',
    '%2f',
    '%5c',
    '%00',
    '%',
    '%G1',
    '%ZZ',
    '%c0%af',
    '%ff',
    '%e2%80%ae',
    'é',
    '𝄞',
    '\u202e',
    '\uffff',
    '\ud800',
    ';',
    ';x=1',
    '=',
    '@',
    ':',
    '::',
    '~',
    '$',
    "$'",
    '$&',
    '<script>',
    '"',
    "'",
    '`',
    '{',
    '}',
    '|',
    '^',
    '[',
    ']',
    '\t',
    '\x7f',
    '\x01',
    ' ',
    '\0',
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'runtime-config.json',
    'healthz',
  ];

  /** What a browser would send for these characters: each byte outside printable ASCII as a %-escape. */
  const tame = (text) =>
    text.replace(/[^\x21-\x7e]/gu, (character) =>
      [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    );

  function randomPath(server, wild) {
    const piece = () => (wild ? pick(SEGMENT_PIECES) : tame(pick(SEGMENT_PIECES)));
    const base = chance(0.5) ? pick(server.paths) : '';
    const segments = Array.from({ length: int(0, 6) }, () =>
      Array.from({ length: int(1, 3) }, () => (chance(0.2) ? `%${hex()}` : piece())).join(''),
    );
    let target = `${base}/${segments.join(chance(0.1) ? '//' : '/')}`.replace(/^\/\//, chance(0.7) ? '/' : '//');
    if (chance(0.3))
      target += `?${Array.from({ length: int(1, 4) }, () => `${pick(['lng', 'product', 'collection', 'to', 'token', 'utm_source', piece()])}=${pick(['es', 'en', 'xx', '', '%', '%ZZ', "$'", 'a'.repeat(int(1, 300)), piece()])}`).join(pick(['&', ';', '&&']))}`;
    if (chance(0.05)) target += `#${piece()}`;
    if (chance(0.1)) target = target.toUpperCase();
    if (chance(0.03)) target = `/${'a/'.repeat(int(500, 12_000))}`; // long, sometimes over the 16 KB header limit
    return target;
  }

  function target(server, wild) {
    const roll = random();
    if (roll < 0.25) return pick(server.paths);
    if (roll < 0.4) return pick(TRAVERSALS);
    if (roll < 0.47) return pick(KILLERS);
    return randomPath(server, wild);
  }

  const consentCookie = () =>
    `cookiePreferences=${pick([encodeURIComponent(JSON.stringify({ essential: true, functional: chance(0.5), analytics: false, marketing: false, version: 1, decidedAt: new Date(0).toISOString() })), '%7B', '%ZZ', '{"essential":true}', 'null', '[]', '"x"', encodeURIComponent('{"__proto__":{"polluted":1},"essential":true}'), 'x'.repeat(int(1, 4_000))])}`;
  const HEADER_VALUES = {
    'Accept-Encoding': () =>
      pick([
        'br;q=0, gzip',
        'gzip;q=0',
        '*;q=0',
        '*',
        'identity;q=0',
        'br;q=abc',
        'gzip;q=-1',
        'br;q=1.5',
        ',,,;;;',
        ';q=1',
        'x'.repeat(int(1, 8_000)),
        'gzip, deflate, br, zstd',
        'BR',
        'br; q=0.001',
        'gzip;q=0.5;q=0',
        'compress, *;q=0.1',
      ]),
    Range: () =>
      pick([
        'bytes=0-0',
        'bytes=-1',
        'bytes=999999999-',
        'bytes=5-1',
        'bytes=0-1,2-3,4-5',
        'bytes=',
        'lines=1-2',
        'bytes=-',
        `bytes=${'0-1,'.repeat(int(10, 2_000))}0-1`,
        'bytes=18446744073709551616-',
      ]),
    'If-None-Match': () =>
      pick([
        '*',
        '"x"',
        'W/"x"',
        'W/',
        '""',
        ',,,',
        `"${'a'.repeat(int(1, 5_000))}"`,
        Array.from({ length: int(1, 500) }, () => `W/"${hex()}"`).join(', '),
      ]),
    'If-Modified-Since': () =>
      pick([
        'Thu, 01 Jan 1970 00:00:00 GMT',
        'Fri, 31 Dec 9999 23:59:59 GMT',
        'not a date',
        '',
        '-1',
        '8640000000000001',
        new Date().toUTCString(),
      ]),
    'If-Range': () => pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage']),
    Cookie: () =>
      [consentCookie(), pick(['i18next=es', 'i18next=xx', 'i18next=%', '', 'a=b'])].filter(Boolean).join('; '),
    'Accept-Language': () =>
      pick([
        'es',
        'es-CO,es;q=0.9',
        '*',
        '*;q=0',
        'xx-YY',
        ';q=1',
        ',,,',
        'es;q=abc',
        'a'.repeat(int(1, 8_000)),
        Array.from({ length: int(1, 300) }, () => `x${hex()};q=0.${int(0, 9)}`).join(','),
      ]),
    'Sec-Fetch-Dest': () => pick(['document', 'script', 'empty', 'garbage', '']),
    Origin: () => pick([servers[0].origin, 'http://evil.example', 'null', '', 'http://localhost:99999', 'http://[::1']),
    Referer: () => pick([`${servers[0].origin}/newsletter/unsubscribe`, 'http://evil.example/', '%', '']),
    'Content-Type': () =>
      pick([
        'application/json',
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        '*/*',
        'garbage',
        '',
      ]),
    'X-Forwarded-For': () => pick(['1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8', '999.999.999.999', '']),
    Authorization: () =>
      pick(['Bearer x', 'Bearer local-export-token', 'Bearer ', 'Basic Zm9vOmJhcg==', 'x'.repeat(int(1, 3_000))]),
    Expect: () => pick(['100-continue', '100-continue', '200-ok']),
    Upgrade: () => pick(['websocket', 'h2c', 'garbage']),
    'Max-Forwards': () => pick(['0', '-1', 'x']),
    'X-HTTP-Method-Override': () => pick(['DELETE', 'PUT', 'x']),
  };
  const METHODS = [
    ...Array(6).fill('GET'),
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'PATCH',
    'TRACE',
    'CONNECT',
    'get',
    'BREW',
    'M-SEARCH',
    'PROPFIND',
    'G\0T',
    'A'.repeat(300),
    '',
  ];
  const VERSIONS = [
    ...Array(10).fill('HTTP/1.1'),
    'HTTP/1.0',
    'HTTP/2.0',
    'HTTP/9.9',
    'HTTP/1.1 extra',
    '',
    'http/1.1',
    'HTTP/1.01',
  ];

  function body(method) {
    if (!['POST', 'PUT', 'PATCH'].includes(method) && !chance(0.05)) return null;
    return pick([
      () =>
        JSON.stringify({
          email: `fuzz-${int(0, 50)}@example.com`,
          consent: true,
          language: pick(['en', 'es', 'xx']),
          source: pick(['footer', 'home', 'x']),
          page: pick(['/', '/x', "$'", '']),
          consentVersion: pick([1, '1', null]),
        }),
      () =>
        JSON.stringify({
          email: pick([null, 1, [], {}, 'no-at', `${'a'.repeat(int(1, 20_000))}@example.com`, 'a@b', '"@"@x.y']),
          consent: pick([true, 'true', 1, null]),
        }),
      () => JSON.stringify({ token: pick(['x', '', 'a.b.c', 'a'.repeat(int(1, 2_000)), null, 1]) }),
      () =>
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"email":"p@example.com","consent":true}',
      () => `${'['.repeat(int(10, 20_000))}${']'.repeat(int(0, 20_000))}`,
      () => '{"email": "a@example.com", "consent": tr',
      () => 'email=a%40example.com&consent=true',
      () => Buffer.from(Array.from({ length: int(0, 2_000) }, () => int(0, 255))).toString('latin1'),
      () => 'x'.repeat(int(50_000, 300_000)),
      () => '',
    ])();
  }

  const requests = [];
  const weighted = servers.flatMap((server) => Array(server.weight).fill(server));
  for (let index = 0; index < REQUESTS; index += 1) {
    const server = pick(weighted);
    // Two requests in five are wild (anything in the request line and the headers, most of which Node's parser
    // refuses with a 400); the others are well-formed HTTP with hostile values, which reach the servers' code.
    const wild = chance(0.4);
    const method = wild
      ? pick(METHODS)
      : pick(['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'OPTIONS', 'PUT', 'DELETE']);
    const version = wild ? pick(VERSIONS) : pick(['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0']);
    const headers = [];
    if (!wild || !chance(0.03))
      headers.push([
        'Host',
        wild
          ? pick([
              `127.0.0.1:${server.port}`,
              `localhost:${server.port}`,
              'a:99999',
              '',
              '[::1',
              'x'.repeat(int(1, 2_000)),
            ])
          : `127.0.0.1:${server.port}`,
      ]);
    if (wild && chance(0.05)) headers.push(['Host', 'second.example']);
    for (const [name, value] of Object.entries(HEADER_VALUES))
      if (chance(wild ? 0.12 : 0.15)) headers.push([chance(0.1) ? name.toLowerCase() : name, value()]);
    if (wild && chance(0.06))
      headers.push([`X-${Array.from({ length: int(1, 10) }, hex).join('')}`, 'x'.repeat(int(1, 30_000))]); // may pass the 16 KB limit
    if (wild && chance(0.05)) for (let n = int(50, 300); n > 0; n -= 1) headers.push([`X-Many-${n}`, String(n)]);
    if (wild && chance(0.05)) headers.push(['Bad Header', 'x']);
    if (wild && chance(0.05)) headers.push(['X-Fold', 'a\r\n b']);
    if (wild && chance(0.05)) headers.push(['X-Nul', 'a\0b']);
    if (chance(0.03)) headers.push(['X-Utf8', 'é𝄞\u202e']);
    if (!wild && chance(0.1)) headers.push(['Accept', 'text/html']);
    let payload = body(method.toUpperCase());
    let halfClose = false;
    if (payload !== null) {
      const bytes = Buffer.byteLength(payload, 'latin1');
      const framing = random();
      if (framing < 0.75) headers.push(['Content-Length', String(bytes)]);
      else if (framing < 0.85) {
        headers.push(['Transfer-Encoding', pick(['chunked', 'chunked', 'gzip, chunked', 'chunked, identity'])]);
        payload = chance(0.8)
          ? `${bytes.toString(16)}\r\n${payload}\r\n0\r\n\r\n`
          : `${pick(['zz', '-1', 'ffffffffffffffffff', ''])}\r\n${payload}\r\n`;
      } else if (framing < 0.9) {
        headers.push(['Content-Length', String(bytes)], ['Transfer-Encoding', 'chunked']); // a smuggling classic
      } else if (framing < 0.94) {
        headers.push([
          'Content-Length',
          pick(['-1', 'abc', '1e3', '18446744073709551616', `${bytes}, ${bytes + 1}`, '']),
        ]);
      } else {
        // More promised than sent: the end of the connection comes instead.
        headers.push(['Content-Length', String(bytes + int(1, 100_000))]);
        halfClose = true;
      }
    }
    if (!halfClose && !headers.some(([name]) => /^connection$/i.test(name)))
      headers.push(['Connection', pick(['close', 'close', 'close', 'keep-alive', 'Upgrade', 'close, TE', ''])]);
    const head = `${method} ${target(server, wild)}${version ? ` ${version}` : ''}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}${headers.length ? '\r\n' : ''}\r\n`;
    let text = head + (payload ?? '');
    if (chance(0.02)) text += `GET /.secret HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`; // a second request behind it
    // The head in UTF-8 (a path's unicode goes as its bytes); a body of raw bytes as they are.
    requests.push({
      server,
      method,
      wild,
      bytes: Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(text.slice(head.length), 'latin1')]),
      halfClose,
      untilClose: text.length > head.length + (payload?.length ?? 0),
    });
  }
  return requests;
}

/**
 * Reads one answer: done when the first final answer is whole (Content-Length, chunked, or none for HEAD, 204
 * and 304), when the server closes, or after ANSWER_TIMEOUT_MS. 1xx interim answers are skipped.
 */
function exchange({ server, method, bytes, halfClose, untilClose }) {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const socket = net.connect(server.port, '127.0.0.1');
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const finals = [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)]
        .map((match) => Number(match[1]))
        .filter((status) => status >= 200);
      resolve({ outcome, status: finals[0] ?? null, statuses: finals, text });
    };
    const timer = setTimeout(() => finish('timeout'), ANSWER_TIMEOUT_MS);
    socket.on('connect', () => {
      socket.write(bytes);
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (!untilClose && answerComplete(received, method)) finish('answered');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(received.length > 0 ? 'answered' : 'closed'));
  });
}

function answerComplete(buffer, method) {
  let offset = 0;
  for (;;) {
    const headEnd = buffer.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) return false;
    const head = buffer.subarray(offset, headEnd).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!status) return true; // not HTTP: nothing more to wait for
    const bodyStart = headEnd + 4;
    if (status < 200) {
      offset = bodyStart;
      continue;
    }
    if (method === 'HEAD' || status === 204 || status === 304) return true;
    if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head))
      return /(^|\r\n)0\r\n(?:[^\r]+\r\n)*\r\n$/.test(buffer.subarray(bodyStart).toString('latin1'));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    return length ? buffer.length - bodyStart >= Number(length[1]) : false;
  }
}

async function answersHealth(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return response?.status ?? null;
}

describe('hostile input against every server, each in its own process as `npm start` runs them', () => {
  let base;
  let topology;
  let servers;
  let canaryPaths;
  let roots;
  const lines = [];
  const exits = () => lines.filter((line) => line.event === 'exited-unexpectedly' || line.event === 'restarted');
  const healthUrls = () => [
    ...DEPLOYABLES.map(
      ({ team }) => `${topology.urlOf(team)}${team === 'host' ? '/runtime-config.json' : '/mf-manifest.json'}`,
    ),
    `${topology.urlOf(COLLECTOR.service)}/healthz`,
    `${topology.urlOf(MAIL_CATCHER.service)}/api/messages`,
  ];
  const everyServerAnswers = async () =>
    Object.fromEntries(await Promise.all(healthUrls().map(async (url) => [url, await answersHealth(url)])));
  const allOk = () => Object.fromEntries(healthUrls().map((url) => [url, 200]));

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'hostile-input-'));
    const real = realBuildsPresent();
    const site = await prepareSite(base, real);
    canaryPaths = site.canaryPaths;
    roots = site.roots;
    topology = await startTopology({
      portOffset: PORT_OFFSET,
      roots: site.roots,
      dataDir: path.join(base, 'collector-data'),
      log: (line) => lines.push({ ...line, during: latestSent }),
    });
    const port = (team) => Number(new URL(topology.urlOf(team)).port);
    servers = [
      {
        name: 'host',
        port: port('host'),
        weight: 7,
        paths: [
          '/',
          '/collections/carriel',
          '/configure/carriel-classic',
          '/news/munich-store',
          '/about',
          '/privacy-policy',
          '/newsletter/confirm',
          '/runtime-config.json',
          '/index.html',
          ...CHURN_PATHS,
          ...servedPaths(site.roots.host),
        ],
      },
      ...REMOTES.map(({ team }) => ({
        name: team,
        port: port(team),
        weight: 2,
        paths: [
          '/mf-manifest.json',
          '/remoteEntry.js',
          '/fragments/en/cookie-consent.html',
          '/fragments/en/routes/collections/carriel.html',
          ...CHURN_PATHS,
          ...servedPaths(site.roots[team]),
        ],
      })),
      {
        name: COLLECTOR.service,
        port: port(COLLECTOR.service),
        weight: 5,
        paths: [
          '/healthz',
          '/api/newsletter',
          '/api/newsletter/confirm',
          '/api/newsletter/unsubscribe',
          '/api/newsletter/export.csv',
          '/',
        ],
      },
      {
        name: MAIL_CATCHER.service,
        port: port(MAIL_CATCHER.service),
        weight: 1,
        paths: ['/', '/api/messages', '/api/messages?to=a@example.com'],
      },
    ];
    for (const server of servers) server.origin = `http://localhost:${server.port}`;
    if (VERBOSE)
      console.log(
        `hostile input: ${real ? 'the real builds' : 'stand-in builds'} on ports ${servers.map((s) => `${s.name} ${s.port}`).join(', ')}`,
      );
  }, 90_000);

  afterAll(async () => {
    await topology?.close();
    if (base) await rm(base, { recursive: true, force: true });
  });

  it('the reproduction: `GET //a:99999/x` as written, to every port, leaves every server answering', async () => {
    const answers = {};
    for (const server of servers) {
      const text = `GET //a:99999/x HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\n\r\n`;
      const answer = await exchange({
        server,
        method: 'GET',
        bytes: Buffer.from(text),
        halfClose: false,
        untilClose: false,
      });
      answers[server.name] = answer.status;
    }
    // Any answer but a server error (the static servers send the one address of the path, /a:99999/x).
    for (const [name, status] of Object.entries(answers))
      expect({ name, answered: status !== null && status < 500 }).toEqual({ name, answered: true });
    expect(await everyServerAnswers()).toEqual(allOk());
    expect(exits()).toEqual([]);
  }, 30_000);

  it(`a fuzz of ${REQUESTS} hostile requests (seed ${SEED}): no server error, no process down, nothing from outside the served folders`, async () => {
    const started = Date.now();
    const linesBefore = lines.length;
    const requests = hostileRequests(prng(SEED), servers, canaryPaths);
    const results = new Array(requests.length);
    const stopChurn = churn(roots);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const index = next;
          next += 1;
          latestSent = index;
          results[index] = await exchange(requests[index]);
        }
      }),
    );
    await stopChurn();
    const durationMs = Date.now() - started;

    const describe_ = (index) =>
      `#${index} to ${requests[index].server.name}: ${JSON.stringify(requests[index].bytes.subarray(0, 300).toString('latin1'))}`;
    const serverErrors = results.flatMap((result, index) =>
      result.statuses.some((status) => status >= 500) ? [`${result.statuses.join('/')} ${describe_(index)}`] : [],
    );
    const leaks = results.flatMap((result, index) => (result.text.includes(CANARY) ? [describe_(index)] : []));
    if (VERBOSE) {
      const byServer = {};
      results.forEach((result, index) => {
        const tally = (byServer[requests[index].server.name] ??= {});
        const key = result.status ?? result.outcome;
        tally[key] = (tally[key] ?? 0) + 1;
      });
      console.log(
        `hostile input: ${requests.length} requests in ${durationMs} ms (seed ${SEED})\n${JSON.stringify(byServer, null, 1)}`,
      );
      // What the servers logged as errors meanwhile (not a failure by itself: a server may log a client's fault),
      // each with the request it came during.
      const errors = lines.slice(linesBefore).filter((line) => ['error', 'fatal'].includes(line.level));
      for (const { during, ...line } of errors.slice(0, 20))
        console.log(
          `logged ${JSON.stringify(line).slice(0, 400)}\n  during ${during === undefined ? '-' : describe_(during)}`,
        );
    }

    expect(exits()).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(leaks).toEqual([]);
    // Nothing any process wrote on stderr meanwhile: no stack trace, no warning (a file handle left open…).
    expect(
      lines
        .slice(linesBefore)
        .filter((line) => line.stream === 'stderr')
        .map((line) => `${line.service}: ${line.message}`),
    ).toEqual([]);
    expect(await everyServerAnswers()).toEqual(allOk());
    // The fuzz reached the servers: most requests were answered, by every server.
    const answeredBy = new Map(servers.map((server) => [server.name, 0]));
    results.forEach(
      (result, index) =>
        result.status !== null &&
        answeredBy.set(requests[index].server.name, answeredBy.get(requests[index].server.name) + 1),
    );
    expect([...answeredBy.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(requests.length / 2);
    for (const [name, count] of answeredBy) expect({ name, answered: count > 0 }).toEqual({ name, answered: true });
  }, 120_000);
});
