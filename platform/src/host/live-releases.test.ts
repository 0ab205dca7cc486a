/** @jest-environment node */
// The host composes pages with the versions the release registry says are live: the real registry, on SQLite here.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_RUNTIME_CONFIG } from '../../../shared/src/runtime-config.ts';
import { openReleaseDatabase, type ReleaseDatabase } from '../registry/release-database.ts';
import { createReleaseRegistry, type ReleaseRegistry } from '../registry/release-registry.ts';
import { buildRegistryApp } from '../registry/registry-app.ts';
import { createFieldFigures } from '../registry/field-figures.ts';
import { createPageFor, withLiveReleases } from './host-pages.ts';
import { createLiveReleases, liveReleasesOf } from './live-releases.ts';
import { OVERRIDE_COOKIE, signOverride, type Override } from '../overrides/override-token.ts';

const INTEGRITY = `sha384-${'a'.repeat(64)}`;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'live-releases-test-'));
let database: ReleaseDatabase;
let registry: ReleaseRegistry;
let app: ReturnType<typeof buildRegistryApp>;
let registryUrl = '';

beforeAll(async () => {
  database = await openReleaseDatabase({ dataDir: folder });
  registry = createReleaseRegistry(database);
  app = buildRegistryApp({
    registry,
    figures: createFieldFigures(database),
    releaseBaseUrls: { catalog: 'http://localhost:3001/releases/', stories: 'http://localhost:3002/releases/' },
    teamTokens: {},
  });
  registryUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  fs.mkdirSync(path.join(folder, 'dist'));
  fs.writeFileSync(path.join(folder, 'dist', 'index.html'), '<html><head><!--runtime-config--></head></html>');
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function release(team: string, version: string) {
  await registry.publish(team, { version, integrity: INTEGRITY, contract: {} }, team);
  await registry.makeLive(team, version, team);
}

describe('the live versions, read from the registry', () => {
  test('an entry that is not usable is left out, and said; the others are used', () => {
    const lines: unknown[] = [];
    const releases = liveReleasesOf(
      {
        microFrontends: {
          catalog: [
            {
              url: 'http://localhost:3001/releases/v1/mf-manifest.json',
              metadata: { version: 'v1', integrity: INTEGRITY },
            },
          ],
          stories: [{ url: 'javascript:alert(1)', metadata: { version: 'v1', integrity: INTEGRITY } }],
          legal: [{ url: 'http://localhost:3003/releases/v1/mf-manifest.json', metadata: { version: 'v1' } }],
          consent: 'nonsense',
        },
      },
      (line) => lines.push(line),
    );
    expect(Object.keys(releases)).toEqual(['catalog']);
    expect(lines).toHaveLength(3);
  });

  test('a canary is read beside the live version; one that is not usable is left out, and said', () => {
    const lines: unknown[] = [];
    const entry = (version: string, traffic: unknown, isDefault: boolean) => ({
      url: `http://localhost:3001/releases/${version}/mf-manifest.json`,
      metadata: { version, integrity: INTEGRITY },
      deployment: { traffic, default: isDefault },
    });
    const releases = liveReleasesOf(
      {
        microFrontends: {
          // The live (default) entry is found wherever it stands.
          catalog: [entry('c2', 10, false), entry('c1', 90, true)],
          stories: [entry('s1', 50, true), entry('s2', 'half', false)],
        },
      },
      (line) => lines.push(line),
    );
    expect(releases.catalog).toEqual({
      url: 'http://localhost:3001/releases/c1/mf-manifest.json',
      version: 'c1',
      integrity: INTEGRITY,
      canary: {
        url: 'http://localhost:3001/releases/c2/mf-manifest.json',
        version: 'c2',
        integrity: INTEGRITY,
        share: 10,
      },
    });
    expect(releases.stories).toEqual(expect.objectContaining({ version: 's1' }));
    expect(releases.stories?.canary).toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/canary of stories is not usable; every visitor gets s1/),
      }),
    ]);
  });

  test('a pointer move is seen once the document is older than the refresh time, and the last one stays while the registry is down', async () => {
    let clock = 0;
    const lines: Record<string, unknown>[] = [];
    let registryDown = false;
    const live = createLiveReleases({
      registryUrl,
      refreshMs: 2000,
      now: () => clock,
      log: (line) => lines.push(line),
      fetchImpl: (url, init) => (registryDown ? Promise.reject(new Error('ECONNREFUSED')) : fetch(url, init)),
    });
    expect(await live()).toEqual({});
    await release('catalog', 'v1');
    expect(await live()).toEqual({}); // still fresh
    clock = 2000;
    await live(); // read again, in the background
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await live())?.catalog?.version).toBe('v1');

    registryDown = true;
    clock = 4000;
    await live();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await live())?.catalog?.version).toBe('v1');
    expect(lines.some((line) => String(line.message).includes('does not answer'))).toBe(true);
  });
});

describe('pages composed with the live versions', () => {
  test('a live version replaces its remote’s manifest for the browser and for the server; the others stay', () => {
    const { runtimeConfig, internalManifestUrls } = withLiveReleases(
      LOCAL_RUNTIME_CONFIG,
      { catalog: 'http://catalog:3001/mf-manifest.json', stories: 'http://stories:3002/mf-manifest.json' },
      { catalog: { url: 'http://localhost:3001/releases/v7/mf-manifest.json', version: 'v7', integrity: INTEGRITY } },
    );
    expect(runtimeConfig.remotes).toEqual({
      ...LOCAL_RUNTIME_CONFIG.remotes,
      catalog: 'http://localhost:3001/releases/v7/mf-manifest.json',
    });
    expect(internalManifestUrls).toMatchObject({
      catalog: 'http://catalog:3001/releases/v7/mf-manifest.json',
      stories: 'http://stories:3002/mf-manifest.json',
      legal: LOCAL_RUNTIME_CONFIG.remotes.legal,
    });
  });

  test('a team this host does not know (a registry ahead of it) is left out, and the config stays valid', () => {
    const release = { url: 'http://localhost:3009/releases/p1/mf-manifest.json', version: 'p1', integrity: INTEGRITY };
    const { runtimeConfig, releases } = withLiveReleases(LOCAL_RUNTIME_CONFIG, undefined, {
      payments: release,
      constructor: release,
    });
    expect(runtimeConfig).toBe(LOCAL_RUNTIME_CONFIG);
    expect(releases).toEqual({});
  });

  test('the page and /runtime-config.json name the version live when the page was made', async () => {
    let clock = 0;
    const { pageFor, runtimeConfig: currentRuntimeConfig } = createPageFor({
      root: path.join(folder, 'dist'),
      runtimeConfig: LOCAL_RUNTIME_CONFIG,
      liveReleases: createLiveReleases({ registryUrl, refreshMs: 1000, now: () => clock }),
    });
    const page = () => pageFor({ url: new URL('http://localhost:3000/'), cookie: '', acceptLanguage: '' });
    await release('stories', 's1');
    clock = 1000;
    await page();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await page()).html).toContain('http://localhost:3002/releases/s1/mf-manifest.json');
    expect((await currentRuntimeConfig()).remotes?.stories).toBe('http://localhost:3002/releases/s1/mf-manifest.json');

    await release('stories', 's2');
    clock = 2000;
    await page();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const html = (await page()).html;
    expect(html).toContain('http://localhost:3002/releases/s2/mf-manifest.json');
    expect(html).not.toContain('/releases/s1/');
  });

  test('under a canary, a visitor gets the same versions on every page and in /runtime-config.json, and about the share of visitors get it', async () => {
    let clock = 10_000;
    const { pageFor, runtimeConfig: currentRuntimeConfig } = createPageFor({
      root: path.join(folder, 'dist'),
      runtimeConfig: LOCAL_RUNTIME_CONFIG,
      liveReleases: createLiveReleases({ registryUrl, refreshMs: 1000, now: () => clock }),
    });
    await release('catalog', 'c1');
    await registry.publish('catalog', { version: 'c2', integrity: INTEGRITY, contract: {} }, 'catalog');
    await registry.startCanary('catalog', 'c2', 30, 'catalog');
    clock += 1000;
    await pageFor({ url: new URL('http://localhost:3000/'), cookie: '', acceptLanguage: '' });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const CANARY = 'http://localhost:3001/releases/c2/mf-manifest.json';
    const cookieOf = (visitor: number) =>
      `cookiePreferences=${encodeURIComponent(JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false, version: 1, decidedAt: new Date(Date.UTC(2026, 0, 1) + visitor * 7919).toISOString() }))}`;
    const seesCanary = async (cookie: string) =>
      (
        await pageFor({ url: new URL('http://localhost:3000/collections/carriel'), cookie, acceptLanguage: '' })
      ).html.includes(CANARY);

    const visitors = Array.from({ length: 400 }, (_, visitor) => cookieOf(visitor));
    const inCanary: string[] = [];
    for (const cookie of visitors) if (await seesCanary(cookie)) inCanary.push(cookie);
    // 30 % of 400, within four standard deviations of a fair draw (±37).
    expect(inCanary.length).toBeGreaterThan(120 - 37);
    expect(inCanary.length).toBeLessThan(120 + 37);
    // The same visitor, again and on another page, and the config their browser reads, agree.
    for (const cookie of [...inCanary.slice(0, 5), ...visitors.filter((v) => !inCanary.includes(v)).slice(0, 5)]) {
      const inIt = inCanary.includes(cookie);
      expect(await seesCanary(cookie)).toBe(inIt);
      expect((await currentRuntimeConfig(cookie)).remotes?.catalog === CANARY).toBe(inIt);
    }
    // A visitor with no cookie choice, or a cookie that is not one, gets the live version.
    expect(await seesCanary('')).toBe(false);
    expect(await seesCanary('cookiePreferences=%7B%22essential%22%3Atrue%7D')).toBe(false);
    expect((await currentRuntimeConfig()).remotes?.catalog).toBe('http://localhost:3001/releases/c1/mf-manifest.json');

    // Ended, no one gets it.
    await registry.rollBack('catalog', 'catalog');
    clock += 1000;
    await pageFor({ url: new URL('http://localhost:3000/'), cookie: '', acceptLanguage: '' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await seesCanary(inCanary[0] ?? '')).toBe(false);
  });
});

describe('a developer’s override', () => {
  const SECRET = 'an-override-secret-of-thirty-two-characters';
  const BUILD = 'http://localhost:4001/mf-manifest.json';
  const tokenFor = (override: Partial<Override> = {}, secret = SECRET) =>
    signOverride({ team: 'legal', url: BUILD, expiresAt: Date.now() + 60_000, ...override }, secret);

  test('serves the developer’s build in their pages and config only; a forged, expired or foreign token is ignored and said', async () => {
    const lines: Record<string, unknown>[] = [];
    const {
      pageFor,
      runtimeConfig: currentRuntimeConfig,
      acceptOverride,
    } = createPageFor({
      root: path.join(folder, 'dist'),
      runtimeConfig: LOCAL_RUNTIME_CONFIG,
      overrideSecret: SECRET,
      log: (line) => lines.push(line),
    });
    const pageWith = async (cookie: string) =>
      (await pageFor({ url: new URL('http://localhost:3000/legal/privacy-policy'), cookie, acceptLanguage: '' })).html;

    // The host's own address keeps it in the developer's browser, beside the override of another team.
    const stories = tokenFor({ team: 'stories', url: 'http://localhost:4002/mf-manifest.json' });
    const accepted = acceptOverride(tokenFor(), `${OVERRIDE_COOKIE}=${stories}`, true);
    if (!accepted.ok) throw new Error(accepted.reason);
    expect(accepted.setCookie).toMatch(/; Max-Age=(59|60); HttpOnly; SameSite=Lax; Secure$/);
    const cookie = accepted.setCookie.split(';')[0] ?? '';
    const html = await pageWith(cookie);
    expect(html).toContain(BUILD);
    expect(html).toContain('http://localhost:4002/mf-manifest.json');
    expect((await currentRuntimeConfig(cookie)).remotes?.legal).toBe(BUILD);
    expect((await currentRuntimeConfig(cookie)).versions?.legal).toBe('override');

    expect(await pageWith('')).not.toContain(BUILD);
    for (const [token, reason] of [
      [tokenFor({}, `${SECRET}-not-the-registry`), /signature is not the registry’s/],
      [tokenFor({ expiresAt: Date.now() - 1 }), /expired/],
      [tokenFor({ team: 'payments' }), /no remote "payments"/],
    ] as const) {
      lines.length = 0;
      expect(await pageWith(`${OVERRIDE_COOKIE}=${token}`)).not.toContain(BUILD);
      expect(lines).toContainEqual(
        expect.objectContaining({ event: 'override-refused', reason: expect.stringMatching(reason) }),
      );
      expect(acceptOverride(token, '', false)).toMatchObject({ ok: false });
    }
  });
});
