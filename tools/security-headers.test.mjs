// Every deployable (the host, the four remotes) and the newsletter collector, started the way `npm start` and the
// browser tests start them, answers over HTTP with the security headers, on success and on error alike.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTopology } from './run-topology.mjs';
import { THIRD_PARTY_FRAME_ORIGINS } from '../shared/src/third-parties.ts';
import { COLLECTOR, DEPLOYABLES, REMOTES } from '../platform/src/topology/topology.ts';

// Ports below the ephemeral range, apart from npm start (0) and the browser tests' offsets (< 1000).
const PORT_OFFSET = 10_000 + (process.pid % 1500) * 10;

/** "a b; c d e" -> { a: ['b'], c: ['d', 'e'] } */
function parseCsp(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

const sorted = (values) => [...values].sort();

function expectCommonSecurityHeaders(response, label) {
  const headers = response.headers;
  expect({ label, nosniff: headers.get('x-content-type-options') }).toEqual({ label, nosniff: 'nosniff' });
  expect({ label, referrer: headers.get('referrer-policy') }).toEqual({
    label,
    referrer: expect.stringMatching(/^(no-referrer|strict-origin-when-cross-origin|same-origin)$/),
  });
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect({ label, permissions }).toEqual({ label, permissions: expect.stringContaining(`${feature}=()`) });
  }
  const csp = parseCsp(headers.get('content-security-policy') ?? '');
  expect({ label, frameAncestors: csp['frame-ancestors'] }).toEqual({ label, frameAncestors: ["'none'"] });
  expect({ label, frameOptions: headers.get('x-frame-options') }).toEqual({ label, frameOptions: 'DENY' });
}

describe('security headers of every deployable, over HTTP', () => {
  let topology;
  let root;

  beforeAll(async () => {
    // A minimal build of each deployable: the headers do not depend on what is built.
    root = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
    const roots = {};
    for (const { team } of DEPLOYABLES) {
      const dir = path.join(root, team);
      await mkdir(path.join(dir, 'images', team), { recursive: true });
      if (team === 'host') {
        await writeFile(
          path.join(dir, 'index.html'),
          '<!doctype html><html lang="en"><head><!--runtime-config--></head><body><script defer src="/main.0123456789.js"></script></body></html>',
        );
      } else {
        await writeFile(
          path.join(dir, 'mf-manifest.json'),
          JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
        );
        await writeFile(path.join(dir, 'remoteEntry.js'), 'self.remote = true;');
        await writeFile(path.join(dir, 'images', team, 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      }
      await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log("bundle");'.repeat(100));
      roots[team] = dir;
    }
    topology = await startTopology({ portOffset: PORT_OFFSET, roots, dataDir: path.join(root, 'collector-data') });
  }, 60_000); // seven processes to start on a busy machine

  afterAll(async () => {
    await topology?.close();
    await rm(root, { recursive: true, force: true });
  });

  const origin = (port) => `http://localhost:${port + PORT_OFFSET}`;

  describe('the host', () => {
    it.each(['/', '/collections/carriel', '/news/%3Cscript%3E', '/main.0123456789.js', '/missing.js'])(
      'sends every header on %s',
      async (pagePath) => {
        const response = await fetch(topology.siteUrl + pagePath);
        expectCommonSecurityHeaders(response, `host ${pagePath}`);
        expect(response.headers.get('content-security-policy')).toBeTruthy();
      },
    );

    it('has a CSP listing exactly the origins in use, with no inline or eval script', async () => {
      const csp = parseCsp((await fetch(topology.siteUrl + '/')).headers.get('content-security-policy'));
      const remoteOrigins = REMOTES.map(({ port }) => origin(port));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(sorted(csp['script-src'])).toEqual(sorted(["'self'", ...remoteOrigins]));
      expect(sorted(csp['connect-src'])).toEqual(sorted(["'self'", ...remoteOrigins, origin(COLLECTOR.port)]));
      expect(sorted(csp['img-src'])).toEqual(sorted(["'self'", 'data:', ...remoteOrigins]));
      expect(sorted(csp['font-src'])).toEqual(sorted(["'self'", ...remoteOrigins]));
      expect(csp['frame-src']).toEqual(THIRD_PARTY_FRAME_ORIGINS);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      for (const directive of ['script-src', 'style-src', 'default-src']) {
        expect(csp[directive].filter((source) => /unsafe|\*|^https?:$|^data:$|^blob:$/.test(source))).toEqual([]);
      }
      // Every origin named anywhere in the policy is one the site actually uses.
      const allowed = new Set([...remoteOrigins, origin(COLLECTOR.port), ...THIRD_PARTY_FRAME_ORIGINS]);
      const named = Object.values(csp)
        .flat()
        .filter((source) => /^https?:\/\//.test(source));
      expect(named.filter((source) => !allowed.has(source))).toEqual([]);
    });

    it('inlines the runtime config as data, not as a script that runs', async () => {
      const html = await (await fetch(topology.siteUrl + '/')).text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inlineScripts).toEqual([' id="runtime-config" type="application/json"']);
    });
  });

  describe.each(REMOTES)('the $team remote', ({ team, port }) => {
    it.each([
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/main.0123456789.js',
      `/images/${team}/mark.svg`,
      '/missing.js',
      '/..%2f..%2fetc/passwd',
    ])('sends every header on %s', async (filePath) => {
      const response = await fetch(origin(port) + filePath, { headers: { 'accept-encoding': 'gzip' } });
      expectCommonSecurityHeaders(response, `${team} ${filePath}`);
      const csp = parseCsp(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'none'"]);
      // Nothing a remote serves is a page: no style of any kind, inline or not.
      expect(csp['style-src']).toBeUndefined();
    });

    it('sends them on a refused method and a preflight too', async () => {
      expectCommonSecurityHeaders(await fetch(origin(port) + '/remoteEntry.js', { method: 'POST' }), `${team} POST`);
      expectCommonSecurityHeaders(
        await fetch(origin(port) + '/remoteEntry.js', { method: 'OPTIONS' }),
        `${team} OPTIONS`,
      );
    });
  });

  describe('the newsletter collector', () => {
    const collector = () => origin(COLLECTOR.port);

    it.each([
      ['GET /healthz', '/healthz', {}],
      [
        'a rejected signup',
        '/api/newsletter',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"nope"}' },
      ],
      [
        'an oversized signup',
        '/api/newsletter',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `${'a'.repeat(10_000)}@example.com`, consent: true }),
        },
      ],
      ['the closed export', '/api/newsletter/export.csv', {}],
      ['an unknown path', '/nothing-here', {}],
    ])('sends every header on %s', async (label, apiPath, init) => {
      const response = await fetch(collector() + apiPath, init);
      expect(response.status).not.toBe(500);
      expectCommonSecurityHeaders(response, `collector ${label}`);
      expect(parseCsp(response.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);
    });
  });
});
