import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { RELEASE_REGISTRY } from '../../platform/src/topology/topology';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/ports';
import { releaseCommand } from '../support/releases';

// What visitors feel reaches each team, per version, from visitors who allowed analytics and from no one else; and
// a canary whose visitors meet failures rolls itself back (docs/shipping-a-remote.md, "Field figures").

const site = new URL(SITE_URL);
const REGISTRY_URL = `${site.protocol}//${site.hostname}:${RELEASE_REGISTRY.port}`;
const PAGE = '/collections/carriel';

interface VersionFigures {
  version: string;
  pageViews: number;
  lcpP75: number | null;
  loadFailures: number;
}

async function figuresOf(team: string): Promise<VersionFigures[]> {
  const response = await fetch(`${REGISTRY_URL}/teams/${team}/figures?days=1`);
  return (await response.json()).versions;
}

const releasesOfCatalog = async () => (await fetch(`${REGISTRY_URL}/teams/catalog/releases`)).json();

const pageViewsOf = async (team: string, version: string) =>
  (await figuresOf(team)).find((figures) => figures.version === version)?.pageViews ?? 0;

/** The consent cookie's value for a visitor who chose at `decidedAt`. */
function consentValue(decidedAt: Date, analytics: boolean): string {
  const choice = { essential: true, functional: false, analytics, marketing: false, version: 1 };
  return encodeURIComponent(JSON.stringify({ ...choice, decidedAt: decidedAt.toISOString() }));
}

/** A visit of the catalog's page, left for another site: what its page reports is sent as it goes. */
async function visit(browser: Browser, consent: string | null): Promise<void> {
  const context = await browser.newContext();
  if (consent !== null) await context.addCookies([{ name: 'cookiePreferences', value: consent, url: SITE_URL }]);
  const page = await context.newPage();
  await page.goto(PAGE);
  // A tap, for the first input's delay (and the sign of intent that starts a first visit's application).
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.keyboard.press('Escape');
  // Its part settled: shown, or its notice when its remote fails (the load timeout is 8 s). Then away, which
  // sends the page's report.
  await expect(page.locator('[data-boundary="catalog"][data-hydrated="true"]').first()).toBeAttached({
    timeout: 20_000,
  });
  await page.goto('about:blank');
  await context.close();
}

test('field figures reach the registry from a visitor who allowed analytics, and from no one else', async ({
  browser,
}) => {
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  const live = (await releasesOfCatalog()).live.version as string;
  // The host composes with it within two seconds.
  await expect
    .poll(async () => (await (await fetch(`${SITE_URL}/runtime-config.json`)).json()).versions?.catalog)
    .toBe(live);
  const before = await pageViewsOf('catalog', live);

  await visit(browser, consentValue(new Date(), true));
  await expect.poll(() => pageViewsOf('catalog', live), { timeout: 10_000 }).toBe(before + 1);
  const figures = (await figuresOf('catalog')).find(({ version }) => version === live);
  const host = await figuresOf('host');
  // The largest paint of this page is the catalog's (its product images) or the host's (the header).
  expect(figures?.lcpP75 ?? host[0]?.lcpP75, 'an LCP was reported').toBeGreaterThan(0);

  // Analytics refused, or no choice made: nothing is sent.
  await visit(browser, consentValue(new Date(), false));
  await visit(browser, null);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await pageViewsOf('catalog', live)).toBe(before + 1);
});

test('a deliberately broken canary of the catalog rolls itself back once its visitors meet its failures', async ({
  browser,
}) => {
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'catalog-broken-'));
  try {
    await cp('mf-catalog/dist', folder, { recursive: true });
    const entry = path.join(folder, 'remoteEntry.js');
    await writeFile(entry, "throw new Error('a deliberately broken canary');\n");
    for (const copy of ['.br', '.gz']) await rm(`${entry}${copy}`, { force: true });
    expect(await releaseCommand('release', 'catalog', ['--canary', '50', '--from', folder])).toMatch(
      /is a canary for 50% of visitors/,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const { canary } = await releasesOfCatalog();
  const brokenVersion = canary.version.version as string;

  // Visitors in the canary's half who allowed analytics, as many as the stack judges a canary after (8).
  const visitorConsent = (second: number) => consentValue(new Date(Date.UTC(2026, 6, 1, 0, 0, second)), true);
  const seesCanary = async (consent: string) =>
    (
      await (await fetch(`${SITE_URL}${PAGE}`, { headers: { cookie: `cookiePreferences=${consent}` } })).text()
    ).includes(`/releases/${brokenVersion}/`);
  // The host composes with the canary within two seconds.
  await expect
    .poll(async () => (await Promise.all([0, 1, 2, 3, 4, 5].map((s) => seesCanary(visitorConsent(s))))).includes(true))
    .toBe(true);
  const inCanary: string[] = [];
  for (let second = 0; inCanary.length < 8 && second < 200; second += 1)
    if (await seesCanary(visitorConsent(second))) inCanary.push(visitorConsent(second));
  expect(inCanary).toHaveLength(8);
  for (const consent of inCanary) await visit(browser, consent);

  await expect.poll(async () => (await releasesOfCatalog()).canary, { timeout: 20_000 }).toBeNull();
  const history = await releaseCommand('releases', 'catalog');
  expect(history).toMatch(
    new RegExp(
      `canary-ended\\s+${brokenVersion}.*by release-registry \\(automatic rollback: canary failures [\\d.]+% of \\d+ page views`,
    ),
  );
  const figures = (await figuresOf('catalog')).find(({ version }) => version === brokenVersion);
  expect(figures?.loadFailures).toBeGreaterThanOrEqual(8);
  // Every visitor gets the live version again.
  const composedWith = async () =>
    (
      await (await fetch(`${SITE_URL}${PAGE}`, { headers: { cookie: `cookiePreferences=${inCanary[0]}` } })).text()
    ).includes(`/releases/${brokenVersion}/`);
  await expect.poll(composedWith, { timeout: 10_000 }).toBe(false);
});
