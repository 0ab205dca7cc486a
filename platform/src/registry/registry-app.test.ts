/** @jest-environment node */
// The registry as a team and the host meet it, over HTTP, on SQLite and on a real PostgreSQL started here.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startLocalPostgres, type LocalPostgres } from '../../../tools/postgres/local-postgres.mjs';
import { openReleaseDatabase, SQLITE_FILE_NAME, type ReleaseDatabase } from './release-database.ts';
import { createReleaseRegistry } from './release-registry.ts';
import { createFieldFigures } from './field-figures.ts';
import { verifyOverride } from '../overrides/override-token.ts';
import { DISCOVERY_SCHEMA } from './discovery-document.ts';
import { buildRegistryApp } from './registry-app.ts';

const CATALOG_TOKEN = 'catalog-token-0123456789abcdef';
const OVERRIDE_SECRET = 'an-override-secret-of-thirty-two-characters';
const STORIES_TOKEN = 'stories-token-0123456789abcdef';
const BASES = { catalog: 'http://localhost:3001/releases/', stories: 'http://localhost:3002/releases/' };
const integrityOf = (letter: string) => `sha384-${letter.repeat(64)}`;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-registry-test-'));
let postgres: LocalPostgres;
let databases = 0;

beforeAll(async () => {
  postgres = await startLocalPostgres();
}, 600_000);

afterAll(async () => {
  await postgres?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function newPostgresUrl(): Promise<string> {
  databases += 1;
  return postgres.createDatabase(`registry_${databases}`);
}

const stores: [string, () => Promise<{ databaseUrl?: string; dataDir: string }>][] = [
  ['SQLite', async () => ({ dataDir: fs.mkdtempSync(path.join(folder, 'sqlite-')) })],
  ['PostgreSQL', async () => ({ databaseUrl: await newPostgresUrl(), dataDir: folder })],
];

describe.each(stores)('the release registry on %s', (_name, location) => {
  let database: ReleaseDatabase;
  let app: ReturnType<typeof buildRegistryApp>;
  let where: { databaseUrl?: string; dataDir: string };
  let base = '';
  /** What the registry logged, oldest first. */
  const logs: Record<string, unknown>[] = [];

  async function open() {
    database = await openReleaseDatabase(where);
    app = buildRegistryApp({
      registry: createReleaseRegistry(database),
      figures: createFieldFigures(database),
      canaryPolicy: { minPageViews: 4, failureMarginPercent: 5 },
      overrideSecret: OVERRIDE_SECRET,
      overrideOrigins: ['http://localhost:4001'],
      releaseBaseUrls: BASES,
      teamTokens: { catalog: CATALOG_TOKEN, stories: STORIES_TOKEN },
      log: (line) => logs.push(line),
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }

  interface Answer {
    statusCode: number;
    json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  /** One request to the registry, over HTTP. */
  async function inject(
    request: string | { method: string; url: string; headers?: Record<string, string>; payload?: unknown },
  ): Promise<Answer> {
    const { method = 'GET', url, headers = {}, payload } = typeof request === 'string' ? { url: request } : request;
    const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
    const response = await fetch(base + url, {
      method,
      headers:
        body !== undefined && typeof payload !== 'string'
          ? { 'content-type': 'application/json', ...headers }
          : headers,
      body,
    });
    const text = await response.text();
    return { statusCode: response.status, json: () => JSON.parse(text) };
  }

  beforeAll(async () => {
    where = await location();
    await open();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const as = (token: string | null, actor?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(actor ? { 'x-release-actor': actor } : {}),
  });
  const publish = (version: string, integrity = integrityOf('a'), token: string | null = CATALOG_TOKEN) =>
    inject({
      method: 'POST',
      url: '/teams/catalog/versions',
      headers: as(token, 'Ana'),
      payload: { version, integrity, contract: { exposes: ['./collection-cards'] } },
    });
  const makeLive = (version: string, token: string | null = CATALOG_TOKEN) =>
    inject({ method: 'POST', url: '/teams/catalog/live', headers: as(token), payload: { version } });
  const rollBack = (token: string | null = CATALOG_TOKEN) =>
    inject({ method: 'POST', url: '/teams/catalog/rollback', headers: as(token) });
  const discovery = async () => (await inject('/discovery.json')).json();
  const releases = async () => (await inject('/teams/catalog/releases')).json();

  test('nothing is live before a team releases: the discovery document is empty', async () => {
    expect(await discovery()).toEqual({ schema: DISCOVERY_SCHEMA, microFrontends: {} });
  });

  test('a published version made live is in the discovery document, with its address, version and integrity', async () => {
    expect((await publish('v1', integrityOf('a'))).statusCode).toBe(201);
    expect((await publish('v1', integrityOf('a'))).statusCode).toBe(200); // publishing again changes nothing
    expect((await makeLive('v1')).json()).toEqual({ live: 'v1', previous: null });
    expect((await discovery()).microFrontends).toEqual({
      catalog: [
        {
          url: 'http://localhost:3001/releases/v1/mf-manifest.json',
          metadata: { integrity: integrityOf('a'), version: 'v1' },
          deployment: { traffic: 100, default: true },
          extras: { publishedAt: expect.any(String) },
        },
      ],
    });
  });

  test('a release and a rollback move the pointer; the history says who did what, in order', async () => {
    await publish('v2', integrityOf('b'));
    expect((await makeLive('v2')).json()).toEqual({ live: 'v2', previous: 'v1' });
    expect((await discovery()).microFrontends.catalog[0].metadata.version).toBe('v2');
    expect((await releases()).rollbackTo.version).toBe('v1');
    // A rollback checked against another version than the one it would bring back is refused.
    const stale = await inject({
      method: 'POST',
      url: '/teams/catalog/rollback',
      headers: as(CATALOG_TOKEN),
      payload: { to: 'v0' },
    });
    expect({ status: stale.statusCode, error: stale.json().error }).toEqual({
      status: 409,
      error: 'A rollback of catalog would now make v1 live, not v0; look again',
    });
    const rolledBack = await inject({
      method: 'POST',
      url: '/teams/catalog/rollback',
      headers: as(CATALOG_TOKEN),
      payload: { to: 'v1' },
    });
    expect(rolledBack.json()).toEqual({ live: 'v1', previous: 'v2', canaryEnded: false });
    expect((await discovery()).microFrontends.catalog[0].metadata.version).toBe('v1');
    // Nothing was live before v1: no further rollback, and the live version stays.
    const refused = await rollBack();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/no earlier live version/);
    const history = await releases();
    expect(history.live.version).toBe('v1');
    expect(history.rollbackTo).toBeNull();
    expect(history.rollbackChain).toEqual([]);
    expect(history.versions.map((v: { version: string }) => v.version)).toEqual(['v1', 'v2']);
    expect(history.history.map((e: { action: string; version: string }) => `${e.action} ${e.version}`)).toEqual([
      'published v1',
      'live v1',
      'published v2',
      'live v2',
      'rollback v1',
    ]);
    expect(history.history[0]).toMatchObject({ actor: 'catalog (Ana)', at: expect.stringMatching(/^\d{4}-/) });
    expect(history.history[1]).toMatchObject({ actor: 'catalog' });
  });

  const startCanary = (version: string, share: unknown, token: string | null = CATALOG_TOKEN) =>
    inject({ method: 'POST', url: '/teams/catalog/canary', headers: as(token), payload: { version, share } });
  const versionsInDiscovery = async () =>
    (await discovery()).microFrontends.catalog.map(
      (entry: { metadata: { version: string }; deployment: { traffic: number; default: boolean } }) =>
        `${entry.metadata.version} ${entry.deployment.traffic}%${entry.deployment.default ? ' default' : ''}`,
    );

  test('a canary runs beside the live version for its share of visitors, until promoted or rolled back', async () => {
    expect((await startCanary('v2', 10)).json()).toEqual({ canary: 'v2', share: 10, live: 'v1' });
    expect(await versionsInDiscovery()).toEqual(['v1 90% default', 'v2 10%']);
    expect((await releases()).canary).toMatchObject({ version: { version: 'v2' }, share: 10 });
    // Another version cannot be made live under a canary; the canary's share can change.
    const blocked = await makeLive('v1');
    expect({ status: blocked.statusCode, error: blocked.json().error }).toEqual({
      status: 409,
      error: 'A canary of catalog v2 is running on 10% of visitors: promote it or roll it back first',
    });
    const { startedAt } = (await releases()).canary;
    await startCanary('v2', 50);
    expect(await versionsInDiscovery()).toEqual(['v1 50% default', 'v2 50%']);
    // A change of share is the same canary: its figures are judged from its start.
    expect((await releases()).canary.startedAt).toBe(startedAt);
    // A rollback ends the canary and keeps the live version.
    expect((await rollBack()).json()).toEqual({ live: 'v1', previous: 'v2', canaryEnded: true });
    expect(await versionsInDiscovery()).toEqual(['v1 100% default']);
    expect((await releases()).canary).toBeNull();
    // Promoting makes the canary's version live for everyone; a rollback then brings the one before back.
    await startCanary('v2', 25);
    expect((await makeLive('v2')).json()).toEqual({ live: 'v2', previous: 'v1' });
    expect(await versionsInDiscovery()).toEqual(['v2 100% default']);
    expect((await rollBack()).json()).toEqual({ live: 'v1', previous: 'v2', canaryEnded: false });
    const { history } = await releases();
    expect(
      history
        .slice(-6)
        .map((e: { action: string; version: string; share: number | null }) => [e.action, e.version, e.share]),
    ).toEqual([
      ['canary', 'v2', 10],
      ['canary', 'v2', 50],
      ['canary-ended', 'v2', null],
      ['canary', 'v2', 25],
      ['live', 'v2', null],
      ['rollback', 'v1', null],
    ]);
  });

  test('every refused request gets a clear 4xx and leaves the registry as it was', async () => {
    const before = [await discovery(), await releases()];
    const cases: [Promise<Answer>, number, RegExp][] = [
      [makeLive('v2', STORIES_TOKEN), 403, /stories's; it cannot move catalog/],
      [makeLive('v2', 'not-a-token-of-anyone-at-all'), 401, /team token is needed/],
      [makeLive('v2', null), 401, /team token is needed/],
      [rollBack(STORIES_TOKEN), 403, /cannot move catalog/],
      [publish('v3', integrityOf('c'), STORIES_TOKEN), 403, /cannot move catalog/],
      [makeLive('v9'), 404, /v9 was never published/],
      [publish('v2', integrityOf('z')), 409, /already published with other files/],
      [publish('../etc', integrityOf('c')), 400, /version/],
      [publish('v3', 'md5-abc'), 400, /integrity/],
      [startCanary('v1', 10), 409, /v1 is live already/],
      [startCanary('v9', 10), 404, /v9 was never published/],
      [startCanary('v2', 0), 400, /share must be >= 1/],
      [startCanary('v2', 100), 400, /share must be <= 99/],
      [startCanary('v2', 12.5), 400, /share must be integer/],
      [startCanary('v2', 10, STORIES_TOKEN), 403, /cannot move catalog/],
      // A JSON body is taken as it is typed: a number is no version, a text no share.
      [
        inject({ method: 'POST', url: '/teams/catalog/live', headers: as(CATALOG_TOKEN), payload: { version: 2 } }),
        400,
        /version must be string/,
      ],
      [
        inject({
          method: 'POST',
          url: '/teams/catalog/canary',
          headers: as(CATALOG_TOKEN),
          payload: { version: 'v2', share: '20' },
        }),
        400,
        /share must be integer/,
      ],
      [
        inject({
          method: 'POST',
          url: '/teams/catalog/live',
          headers: { ...as(CATALOG_TOKEN), 'content-type': 'application/json' },
          payload: '{"version":',
        }),
        400,
        /JSON/i,
      ],
      [
        inject({
          method: 'POST',
          url: '/teams/catalog/live',
          headers: as(CATALOG_TOKEN),
          payload: { version: 'v1', extra: 1 },
        }),
        400,
        /additional/,
      ],
      [
        inject({
          method: 'POST',
          url: '/teams/payments/live',
          headers: as(CATALOG_TOKEN),
          payload: { version: 'v1' },
        }),
        404,
        /No remote "payments"/,
      ],
      [
        inject({
          method: 'POST',
          url: '/teams/catalog/versions',
          headers: { ...as(CATALOG_TOKEN), 'content-type': 'application/json' },
          payload: JSON.stringify({
            version: 'v4',
            integrity: integrityOf('d'),
            contract: { padding: 'x'.repeat(300_000) },
          }),
        }),
        413,
        /large/i,
      ],
    ];
    for (const [answer, status, message] of cases) {
      const response = await answer;
      expect({ status: response.statusCode, error: response.json().error }).toEqual({
        status,
        error: expect.stringMatching(message),
      });
    }
    expect([await discovery(), await releases()]).toEqual(before);
  });

  test('releases of one team asked at once are applied one after the other, none lost', async () => {
    for (const version of ['c1', 'c2', 'c3', 'c4', 'c5']) await publish(version, integrityOf(version[1] ?? 'c'));
    const answers = await Promise.all(['c1', 'c2', 'c3', 'c4', 'c5'].map((version) => makeLive(version)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { history, live } = await releases();
    const lives = history.filter((event: { action: string }) => event.action === 'live').slice(-5);
    expect(lives).toHaveLength(5);
    expect(live.version).toBe(lives.at(-1).version);
    // Each names the one live before it: they did not race.
    for (let index = 1; index < lives.length; index += 1)
      expect(lives[index].previousVersion).toBe(lives[index - 1].version);
  });

  /** A page's field report, as a browser's sendBeacon sends it: JSON as text/plain. */
  const report = (body: unknown) =>
    inject({
      method: 'POST',
      url: '/field-reports',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const pageOf = (catalog: string, figures: unknown[] = [], device = 'mobile') => ({
    device,
    versions: { catalog, stories: 's1', host: 'h1' },
    viewed: ['catalog', 'stories', 'host'],
    figures,
  });

  test('field reports give each version of a team its page views, p75 LCP and INP, and its failure rates', async () => {
    for (const lcp of [1000, 1200, 1400, 3000])
      expect(
        (
          await report(
            pageOf('r1', [
              { kind: 'lcp', team: 'catalog', value: lcp },
              { kind: 'inp', team: 'catalog', value: lcp / 10 },
              { kind: 'cls', team: 'host', value: 0.01 },
            ]),
          )
        ).statusCode,
      ).toBe(204);
    // A figure without a value counts for nothing in the percentiles.
    await report(
      pageOf(
        'r2',
        [
          { kind: 'slot-error', team: 'catalog' },
          { kind: 'lcp', team: 'catalog' },
        ],
        'desktop',
      ),
    );
    await report({ ...pageOf('r2', [{ kind: 'load-failure', team: 'catalog' }]), viewed: [] });
    const { versions } = (await inject('/teams/catalog/figures')).json();
    expect(versions).toEqual([
      expect.objectContaining({ version: 'r1', pageViews: 4, lcpP75: 1400, inpP75: 140, errorRate: 0 }),
      expect.objectContaining({ version: 'r2', pageViews: 1, slotErrors: 1, loadFailures: 1, errorRate: 1 }),
    ]);
    expect((await inject('/teams/host/figures')).json().versions[0]).toMatchObject({ version: 'h1', clsP75: 0.01 });
    // A week's figures unless the query names another number of days.
    const since = Date.parse((await inject('/teams/catalog/figures')).json().since);
    expect(Math.abs(Date.now() - 7 * 24 * 60 * 60 * 1000 - since)).toBeLessThan(60_000);
    const figures = (await inject('/teams/catalog/figures?days=1')).json();
    expect(Math.abs(Date.now() - 24 * 60 * 60 * 1000 - Date.parse(figures.since))).toBeLessThan(60_000);
    expect(figures).toEqual({ team: 'catalog', since: expect.any(String), versions });
    expect(JSON.stringify(versions[1])).toBe(
      JSON.stringify({
        version: 'r2',
        pageViews: 1,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
        firstInputDelayP75: null,
        slotErrors: 1,
        loadFailures: 1,
        errorRate: 1,
        loadFailureRate: 1,
      }),
    );
    // A row holds the figure, the part's version, a coarse device class and the time: nothing about the visitor.
    const [row] = await database.query('SELECT * FROM field_reports');
    expect(Object.keys(row ?? {}).sort()).toEqual(['at', 'device', 'kind', 'team', 'value', 'version']);
  });

  test('a malformed field report gets a clear 4xx and nothing of it is kept', async () => {
    const [before] = await database.query('SELECT COUNT(*) AS n FROM field_reports');
    const cases: [unknown, number, RegExp][] = [
      ['{"device":', 400, /not JSON/],
      [{ ...pageOf('r1'), device: 'iPhone 17 Pro' }, 400, /device/],
      [{ ...pageOf('r1'), versions: { payments: 'p1' } }, 400, /versions/],
      [{ ...pageOf('r1'), versions: { catalog: '../x' } }, 400, /versions/],
      [{ ...pageOf('r1'), viewed: ['catalog', 'catalog'] }, 400, /viewed/],
      [pageOf('r1', [{ kind: 'keystrokes', team: 'catalog' }]), 400, /kind/],
      [
        { ...pageOf('r1', [{ kind: 'lcp', team: 'stories', value: 1 }]), versions: { catalog: 'r1' } },
        400,
        /names stories, which is not in the page's versions/,
      ],
      [pageOf('r1', [{ kind: 'lcp', team: 'catalog', value: -5 }]), 400, /value/],
      [{ ...pageOf('r1'), userAgent: 'Mozilla/5.0' }, 400, /additional/],
      [
        pageOf(
          'r1',
          Array.from({ length: 41 }, () => ({ kind: 'cls', team: 'host', value: 0 })),
        ),
        400,
        /figures/,
      ],
      [JSON.stringify({ ...pageOf('r1'), padding: 'x'.repeat(9000) }), 413, /large/i],
    ];
    for (const [body, status, message] of cases) {
      const answer = await report(body);
      expect({ status: answer.statusCode, error: answer.json().error }).toEqual({
        status,
        error: expect.stringMatching(message),
      });
    }
    const [after] = await database.query('SELECT COUNT(*) AS n FROM field_reports');
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  test('a canary whose visitors meet more failures than the live version’s rolls back by itself, in the history', async () => {
    await publish('k1', integrityOf('k'));
    await startCanary('k1', 50);
    const live = (await releases()).live.version;
    // Within the margin (4 page views are the judged minimum here): one failure in the live version's four and
    // none in the canary's first three.
    for (let page = 0; page < 4; page += 1)
      await report(pageOf(live, page === 0 ? [{ kind: 'slot-error', team: 'catalog' }] : []));
    for (let page = 0; page < 3; page += 1) await report(pageOf('k1'));
    await report(pageOf('k1', [{ kind: 'load-failure', team: 'catalog' }]));
    // 1 in 4 each: the same rate. The canary still runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await releases()).canary?.version.version).toBe('k1');
    await report(pageOf('k1', [{ kind: 'load-failure', team: 'catalog' }]));
    // Judged after the answer: the canary ends moments later.
    for (let waited = 0; waited < 50 && (await releases()).canary !== null; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const { history, live: after } = await releases();
    expect(after.version).toBe(live);
    expect(history.at(-1)).toMatchObject({
      action: 'canary-ended',
      version: 'k1',
      actor: 'release-registry (automatic rollback: canary failures 40% of 5 page views, live 25% of 4)',
    });
  });

  test('too many field reports from one client are refused for a while', async () => {
    let status = 204;
    for (let sent = 0; sent < 130 && status !== 429; sent += 1) status = (await report(pageOf('r1'))).statusCode;
    expect(status).toBe(429);
  });

  test('a team gets a signed, expiring override token for a build on an allowed origin, and nothing else', async () => {
    const ask = (payload: unknown, token: string | null = CATALOG_TOKEN) =>
      inject({ method: 'POST', url: '/teams/catalog/overrides', headers: as(token, 'Dev'), payload });
    const issued = await ask({ url: 'http://localhost:4001/mf-manifest.json', minutes: 30 });
    expect(issued.statusCode).toBe(200);
    const { token, expiresAt } = issued.json();
    expect(verifyOverride(token, OVERRIDE_SECRET)).toEqual({
      ok: true,
      override: { team: 'catalog', url: 'http://localhost:4001/mf-manifest.json', expiresAt: Date.parse(expiresAt) },
    });
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const refusals: [Promise<Answer>, number, RegExp][] = [
      [ask({ url: 'https://evil.example/mf-manifest.json' }), 403, /not an origin overrides may name/],
      [ask({ url: 'http://localhost:4001/remoteEntry.js' }), 400, /mf-manifest.json/],
      [ask({ url: 'javascript:alert(1)//mf-manifest.json' }), 400, /mf-manifest.json/],
      [ask({ url: 'http://localhost:4001/mf-manifest.json', minutes: 100_000 }), 400, /minutes/],
      [ask({ url: 'http://localhost:4001/mf-manifest.json' }, null), 401, /team token/],
      [ask({ url: 'http://localhost:4001/mf-manifest.json' }, STORIES_TOKEN), 403, /cannot move catalog/],
    ];
    for (const [answer, status, message] of refusals) {
      const response = await answer;
      expect({ status: response.statusCode, error: response.json().error }).toEqual({
        status,
        error: expect.stringMatching(message),
      });
    }
  });

  test('each move is logged with the team, what moved and who moved it; a rollback checks its body after the token', async () => {
    const asStories = (url: string, payload?: unknown, token: string | null = STORIES_TOKEN) =>
      inject({ method: 'POST', url: `/teams/stories${url}`, headers: as(token, 'Bo'), payload });
    logs.length = 0;
    for (const version of ['s1', 's2', 's3'])
      await asStories('/versions', { version, integrity: integrityOf(version[1] ?? 's') });
    // A version published without a contract has an empty one.
    const again = await asStories('/versions', { version: 's1', integrity: integrityOf('1') });
    expect(again.json()).toEqual({
      team: 'stories',
      version: 's1',
      integrity: integrityOf('1'),
      contract: {},
      publishedAt: expect.any(String),
      publishedBy: 'stories (Bo)',
    });
    await asStories('/live', { version: 's1' });
    await asStories('/live', { version: 's2' });
    await asStories('/canary', { version: 's3', share: 20 });
    // The body of a rollback is checked after the token, in words of its own.
    const refusals: [Promise<Answer>, number, string][] = [
      [asStories('/rollback', { to: 5 }), 400, 'body/to must be a version, as `npm run releases` shows them'],
      [asStories('/rollback', { to: '../s1' }), 400, 'body/to must be a version, as `npm run releases` shows them'],
      [asStories('/rollback', 5), 400, 'body/to must be a version, as `npm run releases` shows them'],
      [asStories('/rollback', { to: 5 }, null), 401, 'A team token is needed: Authorization: Bearer <token>.'],
      [asStories('/rollback', { to: 5 }, CATALOG_TOKEN), 403, "This token is catalog's; it cannot move stories."],
      [
        asStories('/rollback', 's1'),
        409,
        'A rollback of stories would now end its canary and keep s2, not s1; look again',
      ],
    ];
    for (const [answer, status, error] of refusals) {
      const response = await answer;
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error } });
    }
    expect((await asStories('/rollback', null)).json()).toEqual({ live: 's2', previous: 's3', canaryEnded: true });
    expect((await asStories('/rollback', { to: 's1' })).json()).toEqual({
      live: 's1',
      previous: 's2',
      canaryEnded: false,
    });
    const override = (await asStories('/overrides', { url: 'http://localhost:4001/mf-manifest.json' })).json();
    const actor = 'stories (Bo)';
    expect(logs.map((line) => JSON.stringify(line))).toEqual(
      [
        { event: 'published', team: 'stories', version: 's1', actor, created: true },
        { event: 'published', team: 'stories', version: 's2', actor, created: true },
        { event: 'published', team: 'stories', version: 's3', actor, created: true },
        { event: 'published', team: 'stories', version: 's1', actor, created: false },
        { event: 'live', team: 'stories', live: 's1', previous: null, actor },
        { event: 'live', team: 'stories', live: 's2', previous: 's1', actor },
        { event: 'canary', team: 'stories', canary: 's3', share: 20, live: 's2', actor },
        { event: 'rollback', team: 'stories', live: 's2', previous: 's3', canaryEnded: true, actor },
        { event: 'rollback', team: 'stories', live: 's1', previous: 's2', canaryEnded: false, actor },
        {
          event: 'override-issued',
          team: 'stories',
          url: 'http://localhost:4001/mf-manifest.json',
          actor,
          expiresAt: Date.parse(override.expiresAt),
        },
      ].map((line) => JSON.stringify(line)),
    );
  });

  test("a team's releases list its versions, its history and what a rollback would bring back, in this shape", async () => {
    const { versions, history, ...rest } = (await inject('/teams/stories/releases')).json();
    const published = (version: string) => ({
      team: 'stories',
      version,
      integrity: integrityOf(version[1] ?? 's'),
      contract: {},
      publishedAt: expect.stringMatching(/^\d{4}-/),
      publishedBy: 'stories (Bo)',
    });
    expect(rest).toEqual({ team: 'stories', live: published('s1'), canary: null, rollbackTo: null, rollbackChain: [] });
    expect(JSON.stringify(Object.keys(rest))).toBe('["team","live","canary","rollbackTo","rollbackChain"]');
    expect(versions).toEqual(['s1', 's2', 's3'].map(published));
    expect(Object.keys(versions[0])).toEqual([
      'team',
      'version',
      'integrity',
      'contract',
      'publishedAt',
      'publishedBy',
    ]);
    expect(history.slice(3, 6)).toEqual([
      {
        team: 'stories',
        action: 'live',
        version: 's1',
        previousVersion: null,
        share: null,
        actor: 'stories (Bo)',
        at: expect.any(String),
      },
      {
        team: 'stories',
        action: 'live',
        version: 's2',
        previousVersion: 's1',
        share: null,
        actor: 'stories (Bo)',
        at: expect.any(String),
      },
      {
        team: 'stories',
        action: 'canary',
        version: 's3',
        previousVersion: 's2',
        share: 20,
        actor: 'stories (Bo)',
        at: expect.any(String),
      },
    ]);
    expect(Object.keys(history[0])).toEqual(['team', 'action', 'version', 'previousVersion', 'share', 'actor', 'at']);
    expect(history.map((e: { action: string }) => e.action).slice(-2)).toEqual(['canary-ended', 'rollback']);
  });

  test('what is live survives a restart of the registry', async () => {
    const before = await discovery();
    await app.close();
    await database.close();
    await open();
    expect(await discovery()).toEqual(before);
    expect((await inject('/healthz')).statusCode).toBe(200);
  });
});

test('a database made before canaries existed gets the new column at start, its history kept', async () => {
  const dataDir = fs.mkdtempSync(path.join(folder, 'before-canaries-'));
  const old = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
  old.exec(`CREATE TABLE release_versions (team TEXT NOT NULL, version TEXT NOT NULL, integrity TEXT NOT NULL,
    contract TEXT NOT NULL, published_at TEXT NOT NULL, published_by TEXT NOT NULL, PRIMARY KEY (team, version))`);
  old.exec(`CREATE TABLE release_events (sequence INTEGER NOT NULL, team TEXT NOT NULL, action TEXT NOT NULL,
    version TEXT NOT NULL, previous_version TEXT, actor TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (team, sequence))`);
  old.exec(
    `INSERT INTO release_versions VALUES ('catalog', 'v1', '${integrityOf('a')}', '{}', '2026-01-01T00:00:00.000Z', 'catalog')`,
  );
  old.exec(
    `INSERT INTO release_versions VALUES ('catalog', 'v2', '${integrityOf('b')}', '{}', '2026-01-02T00:00:00.000Z', 'catalog')`,
  );
  old.exec(
    `INSERT INTO release_events VALUES (1, 'catalog', 'live', 'v1', NULL, 'catalog', '2026-01-01T00:00:00.000Z')`,
  );
  old.close();
  for (let start = 0; start < 2; start += 1) {
    const database = await openReleaseDatabase({ dataDir });
    const registry = createReleaseRegistry(database);
    if (start === 0) await registry.startCanary('catalog', 'v2', 20, 'catalog');
    const [catalog] = await registry.liveReleases();
    expect({
      live: catalog?.live.version,
      canary: catalog?.canary?.version.version,
      share: catalog?.canary?.share,
    }).toEqual({ live: 'v1', canary: 'v2', share: 20 });
    await database.close();
  }
});

test('the refusals the registry words itself answer JSON with their status, exactly so; an override lasts an hour unless asked otherwise', async () => {
  const database = await openReleaseDatabase({ dataDir: fs.mkdtempSync(path.join(folder, 'refusals-')) });
  const apps: ReturnType<typeof buildRegistryApp>[] = [];
  /** The address of a registry with these override settings. */
  const registryWith = (overrides: { overrideSecret?: string; overrideOrigins: string[] }) => {
    const app = buildRegistryApp({
      registry: createReleaseRegistry(database),
      figures: createFieldFigures(database),
      releaseBaseUrls: BASES,
      teamTokens: { catalog: CATALOG_TOKEN },
      ...overrides,
    });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  };
  const origins = ['http://localhost:4001'];
  const [withOverrides, withoutOverrides, withoutOrigins] = await Promise.all([
    registryWith({ overrideSecret: OVERRIDE_SECRET, overrideOrigins: origins }),
    registryWith({ overrideOrigins: origins }),
    registryWith({ overrideSecret: OVERRIDE_SECRET, overrideOrigins: [] }),
  ]);
  const post = (url: string, headers: Record<string, string>, body: string) =>
    fetch(url, { method: 'POST', headers, body });
  const override = (base: string, url: string) =>
    post(
      `${base}/teams/catalog/overrides`,
      { authorization: `Bearer ${CATALOG_TOKEN}`, 'content-type': 'application/json' },
      JSON.stringify({ url }),
    );
  const report = (body: string) => post(`${withOverrides}/field-reports`, { 'content-type': 'text/plain' }, body);
  const answers = await Promise.all([
    override(withoutOverrides, 'http://localhost:4001/mf-manifest.json'),
    override(withOverrides, 'http://localhost:4001/remoteEntry.js'),
    override(withOverrides, 'https://evil.example/mf-manifest.json'),
    override(withoutOrigins, 'https://evil.example/mf-manifest.json'),
    report('{"device":'),
    report(JSON.stringify({ device: 'mobile', versions: { catalog: 'r1' }, viewed: ['stories'], figures: [] })),
  ]);
  expect(
    await Promise.all(
      answers.map(async (answer) => ({
        status: answer.status,
        type: answer.headers.get('content-type'),
        body: await answer.json(),
      })),
    ),
  ).toEqual(
    [
      [404, 'Overrides are not enabled here (OVERRIDE_SECRET).'],
      [400, 'body/url must be the http(s) address of a build’s mf-manifest.json'],
      [403, 'https://evil.example is not an origin overrides may name (OVERRIDE_ORIGINS: http://localhost:4001)'],
      [403, 'https://evil.example is not an origin overrides may name (OVERRIDE_ORIGINS: none)'],
      [400, 'A field report is a JSON object; this body is not JSON.'],
      [400, "The report names stories, which is not in the page's versions"],
    ].map(([status, error]) => ({ status, type: 'application/json; charset=utf-8', body: { error } })),
  );
  // An override asked for without minutes lasts an hour.
  const asked = Date.now();
  const { expiresAt } = await (await override(withOverrides, 'http://localhost:4001/mf-manifest.json')).json();
  expect(Date.parse(expiresAt) - asked).toBeGreaterThanOrEqual(60 * 60_000);
  expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

test('a field report that is stored is answered 204 even when the canary list cannot be read, and the failure is logged', async () => {
  const database = await openReleaseDatabase({ dataDir: fs.mkdtempSync(path.join(folder, 'canary-list-down-')) });
  const logs: Record<string, unknown>[] = [];
  const app = buildRegistryApp({
    registry: { ...createReleaseRegistry(database), liveReleases: () => Promise.reject(new Error('database busy')) },
    figures: createFieldFigures(database),
    releaseBaseUrls: BASES,
    teamTokens: { catalog: CATALOG_TOKEN },
    log: (line) => logs.push(line),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const page = { device: 'mobile', versions: { catalog: 'r1' }, viewed: ['catalog'], figures: [] };
  for (let sent = 0; sent < 2; sent += 1) {
    const answer = await fetch(`${base}/field-reports`, { method: 'POST', body: JSON.stringify(page) });
    expect(answer.status).toBe(204);
  }
  // Stored once each: a browser told 500 would have sent it again, and the figures would count it twice.
  const { versions } = await (await fetch(`${base}/teams/catalog/figures`)).json();
  expect(versions).toEqual([expect.objectContaining({ version: 'r1', pageViews: 2 })]);
  expect(logs).toContainEqual({ level: 'warn', message: expect.stringContaining('database busy') });
  await app.close();
  await database.close();
});
