import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { containerOf, serviceLogs, startService, stopService } from '../support/compose-stack.mjs';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/ports';
import { buildInSlot, loadDuring, releaseCommand } from '../support/releases';

// A team ships its remote by moving a pointer in the release registry (docs/shipping-a-remote.md): a release and a
// rollback take effect on the next page load, with no image built, no container restarted, and no visitor's
// request failing meanwhile.

const RUN = Date.now();
const PAGE = `${SITE_URL}/collections/carriel`;

/** The catalog's build id in the page the host composes now. */
async function liveBuild(): Promise<string | null> {
  const response = await fetch(PAGE, { headers: { 'Accept-Language': 'en' } });
  return buildInSlot(await response.text(), 'catalog');
}

/** Seconds until the composed page shows `buildId`. */
async function secondsUntilComposedWith(buildId: string): Promise<number> {
  const started = Date.now();
  await expect.poll(liveBuild, { timeout: 20_000, intervals: [100] }).toBe(buildId);
  return (Date.now() - started) / 1000;
}

test('the catalog released and rolled back in seconds, and the registry restarted: no image built, no container restarted, no request failed', async ({
  page,
}) => {
  const host = containerOf('host');
  const catalogContainer = containerOf('catalog');
  // The version to come back to: this checkout's build as it is.
  const current = JSON.parse(readFileSync('mf-catalog/dist/mf-manifest.json', 'utf8')).metaData.buildInfo.buildVersion;
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  await secondsUntilComposedWith(current);

  // A visitor's page, open since before the release.
  await page.goto('/collections/carriel');
  await expect(page.locator('[data-boundary="catalog"] [data-build]').first()).toHaveAttribute('data-build', current);
  await page.evaluate(() => Object.assign(window, { openSinceBeforeTheRelease: true }));

  const load = loadDuring(PAGE, 'catalog');
  const next = `catalog-release-${RUN}`;
  const released = await releaseCommand('release', 'catalog', [], { BUILD_ID: next });
  expect(released).toMatch(/is live \(was [0-9a-f]{12}\)/);
  const releaseSeconds = await secondsUntilComposedWith(next);

  // The open page keeps the version it was composed with: its next part comes from that version's files, which
  // are still there; the next page load brings the new one.
  await page.locator('header').getByRole('link', { name: 'Casa Carriel, home' }).click();
  const cards = page.locator('[data-boundary="catalog"][data-module="collection-cards"]');
  await expect(cards.getByRole('link').first()).toBeVisible();
  await expect(cards.locator('[data-build]').first()).toHaveAttribute('data-build', current);
  await expect(page.locator('[data-state="unavailable"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'openSinceBeforeTheRelease' in window)).toBe(true);
  await page.goto('/collections/carriel');
  await expect(page.locator('[data-boundary="catalog"] [data-build]').first()).toHaveAttribute('data-build', next);

  expect(await releaseCommand('rollback', 'catalog')).toMatch(/is live again/);
  const rollbackSeconds = await secondsUntilComposedWith(current);
  // The registry restarted under the same load: the host keeps composing with the versions it last gave.
  await stopService('release-registry');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await liveBuild(), 'while the registry is down').toBe(current);
  await startService('release-registry');
  const report = await load.stop();
  test.info().annotations.push({
    type: 'figures',
    description: `release shown after ${releaseSeconds} s, rollback after ${rollbackSeconds} s; ${JSON.stringify(report)}`,
  });

  expect(report.pages).toBeGreaterThan(20);
  expect({ failed: report.failed, failures: report.failures, pagesWithoutTheTeam: report.pagesWithoutTheTeam }).toEqual(
    {
      failed: 0,
      failures: [],
      pagesWithoutTheTeam: 0,
    },
  );
  expect(releaseSeconds).toBeLessThan(10);
  expect(rollbackSeconds).toBeLessThan(10);
  expect(containerOf('host'), 'the host was not restarted').toEqual(host);
  expect(containerOf('catalog'), 'the catalog’s origin was not restarted').toEqual(catalogContainer);

  const history = await releaseCommand('releases', 'catalog');
  expect(history).toMatch(/rollback\s+[0-9a-f]{12} \(was [0-9a-f]{12}\)/);
});

test('another team’s token cannot move the catalog, and what is live stays', async () => {
  const before = await liveBuild();
  await expect(
    releaseCommand('rollback', 'catalog', [], { RELEASE_TOKEN: 'local-compose-stack-only-stories-release-token' }),
  ).rejects.toThrow(/403.*stories's; it cannot move catalog/s);
  await expect(
    releaseCommand('rollback', 'catalog', [], { RELEASE_TOKEN: 'a-token-nobody-was-ever-given-0123' }),
  ).rejects.toThrow(/401/);
  expect(await liveBuild()).toBe(before);
});

test('a version that drops a module the live host loads is published but never made live', async () => {
  const before = await liveBuild();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'catalog-without-cards-'));
  try {
    await cp('mf-catalog/dist', folder, { recursive: true });
    const manifestFile = path.join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.exposes = manifest.exposes.filter((expose: { name: string }) => expose.name !== 'collection-cards');
    await writeFile(manifestFile, JSON.stringify(manifest));
    await rm(`${manifestFile}.br`, { force: true });
    await rm(`${manifestFile}.gz`, { force: true });
    await expect(releaseCommand('release', 'catalog', ['--from', folder])).rejects.toThrow(
      /would break the live host, so it was not made live:\s+- the live host loads catalog\/collection-cards, which this version does not expose/,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  expect(await liveBuild()).toBe(before);
});

test('a published file changed on the origin is refused: the part shows its gap, the host says why, the rest works', async ({
  page,
}) => {
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  const live = JSON.parse(await (await fetch(`${SITE_URL}/runtime-config.json`)).text());
  const version = /\/releases\/([a-z0-9._-]+)\//.exec(live.remotes.catalog)?.[1];
  expect(version, 'the catalog is served from a release').toBeTruthy();
  const entry = `.releases/catalog/${version}/remoteEntry.js`;
  const since = new Date().toISOString();
  const published = await readFile(entry, 'utf8');
  // What an attacker with write access to the origin would do: new bytes, and no compressed copies left to serve.
  for (const copy of ['.br', '.gz']) await rename(`${entry}${copy}`, `${entry}${copy}.kept`);
  await writeFile(entry, `${published}\n;document.title = 'tampered';`);
  try {
    await expect.poll(liveBuild, { timeout: 20_000, message: 'the server leaves the catalog’s part out' }).toBeNull();
    await page.goto('/collections/carriel');
    await expect(page.locator('[data-boundary="catalog"] [data-state="unavailable"]').first()).toBeVisible();
    await expect(page).not.toHaveTitle('tampered');
    // The rest of the page works: the site's menu opens and leads to another team's page.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(serviceLogs('host', since)).toContain(`"event":"integrity-mismatch"`);
  } finally {
    await writeFile(entry, published);
    for (const copy of ['.br', '.gz']) await rename(`${entry}${copy}.kept`, `${entry}${copy}`);
  }
  await expect.poll(liveBuild, { timeout: 20_000, message: 'the part is composed again once intact' }).not.toBeNull();
});

/** The cookie of a visitor who made their cookie choice at `decidedAt`: what a canary's share is drawn from. */
function visitorCookie(decidedAt: Date): string {
  const choice = { essential: true, functional: false, analytics: false, marketing: false, version: 1 };
  return `cookiePreferences=${encodeURIComponent(JSON.stringify({ ...choice, decidedAt: decidedAt.toISOString() }))}`;
}

/** The catalog's build id in the page the host composes for a visitor with this cookie header. */
async function buildFor(cookie: string): Promise<string | null> {
  const response = await fetch(PAGE, { headers: { 'Accept-Language': 'en', cookie } });
  return buildInSlot(await response.text(), 'catalog');
}

test('a canary of the catalog reaches about its share of visitors, each on every page, until promoted to all or rolled back', async ({
  browser,
}) => {
  const current = JSON.parse(readFileSync('mf-catalog/dist/mf-manifest.json', 'utf8')).metaData.buildInfo.buildVersion;
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  const canary = `catalog-canary-${RUN}`;
  expect(await releaseCommand('release', 'catalog', ['--canary', '50'], { BUILD_ID: canary })).toMatch(
    /is a canary for 50% of visitors/,
  );
  const visitors = Array.from({ length: 80 }, (_, index) => visitorCookie(new Date(Date.UTC(2026, 5, 1, 0, 0, index))));
  await expect
    .poll(async () => (await Promise.all(visitors.map(buildFor))).includes(canary), { timeout: 20_000 })
    .toBe(true);

  const builds = await Promise.all(visitors.map(buildFor));
  const inCanary = visitors.filter((_, index) => builds[index] === canary);
  const outside = visitors.filter((_, index) => builds[index] === current);
  // 50 % of 80, within four standard deviations of a fair draw (±18); every visitor gets one of the two.
  expect(inCanary.length + outside.length).toBe(visitors.length);
  expect(inCanary.length).toBeGreaterThanOrEqual(22);
  expect(inCanary.length).toBeLessThanOrEqual(58);
  expect(await buildFor(''), 'a visitor with no cookie choice gets the live version').toBe(current);

  // In the browser: the visitor's page and the part the application loads later come from the same version.
  for (const [cookie, build] of [
    [inCanary[0], canary],
    [outside[0], current],
  ] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cookiePreferences', value: (cookie ?? '').split('=')[1] ?? '', url: SITE_URL }]);
    const page = await context.newPage();
    await page.goto('/collections/carriel');
    await expect(page.locator('[data-boundary="catalog"] [data-build]').first()).toHaveAttribute('data-build', build);
    await page.locator('header').getByRole('link', { name: 'Casa Carriel, home' }).click();
    const cards = page.locator('[data-boundary="catalog"][data-module="collection-cards"]');
    await expect(cards.getByRole('link').first()).toBeVisible();
    await expect(cards.locator('[data-build]').first()).toHaveAttribute('data-build', build);
    await context.close();
  }

  // Rolled back, the canary ends and its visitors get the live version again.
  expect(await releaseCommand('rollback', 'catalog')).toMatch(/canary [0-9a-f]{12} ended/);
  await expect.poll(() => buildFor(inCanary[0] ?? ''), { timeout: 20_000 }).toBe(current);

  // Started again from the same build (published already), and promoted: every visitor gets it.
  await releaseCommand('release', 'catalog', ['--canary', '50', '--from', 'mf-catalog/.dist-release']);
  await expect.poll(() => buildFor(inCanary[0] ?? ''), { timeout: 20_000 }).toBe(canary);
  expect(await releaseCommand('release', 'catalog', ['--promote'])).toMatch(/is live for every visitor/);
  await expect.poll(() => buildFor(outside[0] ?? ''), { timeout: 20_000 }).toBe(canary);
  expect(await buildFor('')).toBe(canary);

  expect(await releaseCommand('rollback', 'catalog')).toMatch(/is live again/);
  await expect.poll(() => buildFor(inCanary[0] ?? ''), { timeout: 20_000 }).toBe(current);
  expect(await releaseCommand('releases', 'catalog')).toMatch(/canary\s+[0-9a-f]{12} on 50%/);
});
