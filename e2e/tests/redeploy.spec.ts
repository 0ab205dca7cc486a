import type { Page } from '@playwright/test';
import { expect, presetConsent, test, type PrivateSite } from '../support/fixtures';
import { COMPOSE, ORIGIN_BUILD_TAG, PRIVATE_SITE_TAG } from '../support/ports';

// A team deploys its remote (or rolls it back) while visitors have pages open (docs/decisions/0014). Each open
// page keeps working: every slot shows the build it had or the current one, never a gap, with no reload. The
// deploy replaces the remote's files: the chunks the open page's copy of the manifest names are gone.

const tag = PRIVATE_SITE_TAG;
const RUN = Date.now();
const unavailable = (page: Page) => page.locator('[data-state="unavailable"]');
const cornerButton = (page: Page) =>
  page.locator('[data-boundary="consent"]').getByRole('button', { name: 'Cookie settings' });
const homeLinkInHeader = (page: Page) => page.locator('header').getByRole('link', { name: 'Casa Carriel, home' });
/** Marks the open page, so that a test can tell it was not replaced by a page load. */
const markOpenPage = (page: Page) => page.evaluate(() => Object.assign(window, { openSinceBeforeTheDeploy: true }));
const isSameOpenPage = (page: Page) => page.evaluate(() => 'openSinceBeforeTheDeploy' in window);
const buildOf = (page: Page, team: string) => page.locator(`main [data-boundary="${team}"] [data-build]`).first();

/** Follows a link of the site menu, inside one of its sub-panels when `panel` is given (the site's own navigation). */
async function openMenuAndFollow(page: Page, link: string | RegExp, panel?: RegExp) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  if (panel) await menu.getByRole('button', { name: panel }).click();
  await menu.getByRole('link', { name: link }).click();
}

/**
 * The host as it runs: the build its server names in a page (the loader and the application script), and on the
 * compose stack its container, never restarted.
 */
async function hostInstance(html: string) {
  const scripts = [...html.matchAll(/"(\/[\w.-]+\.js)"/g)].map(([, src]) => src);
  expect(scripts.length, 'the page names scripts of the host').toBeGreaterThan(0);
  const container = COMPOSE ? (await import('../support/compose-stack.mjs')).containerOf('host') : undefined;
  return { scripts, container };
}

async function openWithApplicationRunning(page: Page, url: string) {
  await page.goto(url);
  // The visitor made a cookie choice, so the application starts at once; it runs when the corner button is there.
  await expect(cornerButton(page)).toBeVisible();
  await markOpenPage(page);
}

test.describe('a remote redeployed under an open page', { tag: [tag, ORIGIN_BUILD_TAG] }, () => {
  test.describe.configure({ timeout: 180_000 });

  async function deployed(privateSite: PrivateSite, team: string): Promise<string> {
    // One next build a team and run: a second deploy of it (the catalog's) comes from the engine's image cache.
    const buildId = `${team}-next-${RUN}`;
    await privateSite.deployNewBuild(team, buildId);
    return buildId;
  }

  test('catalog: the home page reached by the site’s own link shows the collection cards, no gap (the reported case)', async ({
    page,
    context,
    privateSite,
  }) => {
    await presetConsent(context, 'essential', privateSite.url);
    await openWithApplicationRunning(page, `${privateSite.url}/collections/carriel`);
    await expect(buildOf(page, 'catalog')).toHaveAttribute('data-build', /\S/);
    const buildId = await deployed(privateSite, 'catalog');
    try {
      await homeLinkInHeader(page).click();
      const cards = page.locator('[data-boundary="catalog"][data-module="collection-cards"]');
      await expect(cards.locator('[data-build]')).toHaveAttribute('data-build', buildId);
      await expect(cards.getByRole('link').first()).toBeVisible();
      await expect(unavailable(page)).toHaveCount(0);
      expect(await isSameOpenPage(page), 'the same open page, not a new page load').toBe(true);
    } finally {
      await privateSite.rollBack('catalog');
    }
  });

  // Stories and legal expose one module each, which a page loads whole: a page that has it keeps its build until
  // it is loaded again, and a page that has not loads the current one.
  test('stories: a page that runs the stories keeps them working across pages, and the next load shows the new build, with the host untouched', async ({
    page,
    context,
    privateSite,
  }) => {
    await presetConsent(context, 'essential', privateSite.url);
    await openWithApplicationRunning(page, `${privateSite.url}/about`);
    const firstBuild = await buildOf(page, 'stories').getAttribute('data-build');
    const serverPage = async () => (await page.request.get(`${privateSite.url}/about`)).text();
    const hostBefore = await hostInstance(await serverPage());
    const buildId = await deployed(privateSite, 'stories');
    try {
      await openMenuAndFollow(page, /^The Beginning: Colochila/, /^News/);
      await expect(page).toHaveURL(/\/news\/colochila$/);
      await expect(buildOf(page, 'stories')).toHaveAttribute('data-build', firstBuild!);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(unavailable(page)).toHaveCount(0);
      expect(await isSameOpenPage(page), 'the same open page, not a new page load').toBe(true);
      await page.reload();
      await expect(buildOf(page, 'stories')).toHaveAttribute('data-build', buildId);
      const html = await serverPage();
      expect(html, 'the server composes the new build’s fragment').toContain(`data-build="${buildId}"`);
      expect(await hostInstance(html), 'the host was left as it was').toEqual(hostBefore);
    } finally {
      await privateSite.rollBack('stories');
    }
  });

  test('legal: a page of another team reaches the legal pages of the new build from the menu', async ({
    page,
    context,
    privateSite,
  }) => {
    await presetConsent(context, 'essential', privateSite.url);
    await openWithApplicationRunning(page, `${privateSite.url}/collections/carriel`);
    const buildId = await deployed(privateSite, 'legal');
    try {
      await openMenuAndFollow(page, /^Get in touch/);
      await expect(buildOf(page, 'legal')).toHaveAttribute('data-build', buildId);
      await expect(unavailable(page)).toHaveCount(0);
      expect(await isSameOpenPage(page), 'the same open page, not a new page load').toBe(true);
    } finally {
      await privateSite.rollBack('legal');
    }
  });

  test('consent: the home page’s newsletter band comes from the new build, beside the banner’s old one', async ({
    page,
    context,
    privateSite,
  }) => {
    await presetConsent(context, 'essential', privateSite.url);
    await openWithApplicationRunning(page, `${privateSite.url}/collections/carriel`);
    const buildId = await deployed(privateSite, 'consent');
    try {
      await homeLinkInHeader(page).click();
      await expect(
        page.locator('[data-boundary="consent"][data-module="newsletter-band"] [data-build]'),
      ).toHaveAttribute('data-build', buildId);
      await expect(unavailable(page)).toHaveCount(0);
      await expect(cornerButton(page)).toBeVisible();
      expect(await isSameOpenPage(page), 'the same open page, not a new page load').toBe(true);
    } finally {
      await privateSite.rollBack('consent');
    }
  });

  test('catalog rolled back under a page that runs the build being withdrawn: the next part comes from the old build', async ({
    page,
    context,
    privateSite,
    request,
  }) => {
    await presetConsent(context, 'essential', privateSite.url);
    const manifest = await (await request.get(`${privateSite.urlOf('catalog')}/mf-manifest.json`)).json();
    const restored: string = manifest.metaData.buildInfo.buildVersion;
    const withdrawn = await deployed(privateSite, 'catalog');
    try {
      await openWithApplicationRunning(page, `${privateSite.url}/collections/carriel`);
      await expect(buildOf(page, 'catalog')).toHaveAttribute('data-build', withdrawn);
    } finally {
      await privateSite.rollBack('catalog');
    }
    await homeLinkInHeader(page).click();
    const cards = page.locator('[data-boundary="catalog"][data-module="collection-cards"]');
    await expect(cards.locator('[data-build]')).toHaveAttribute('data-build', restored);
    await expect(cards.getByRole('link').first()).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
    expect(await isSameOpenPage(page), 'the same open page, not a new page load').toBe(true);
  });
});
