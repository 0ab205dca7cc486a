import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTopology } from '../../tools/run-topology.mjs';
import { expect, presetConsent, test } from '../support/fixtures';
import { COMPOSE, PRIVATE_OFFSET_BASE, PRIVATE_SITE_TAG } from '../support/ports';
import { newsletterBand } from '../support/newsletter';
import { expectConsentGap, HOME_HEADING, REMOTE_PAGES, remoteStoppedThenStarted } from '../support/remote-down';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const REPO = path.resolve(HERE, '../..');

test.describe('one remote down', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);

  for (const remote of REMOTE_PAGES) {
    test(
      `with ${remote.team} stopped the shell and the other remotes work, the gap is explained, and retry recovers`,
      { tag: PRIVATE_SITE_TAG },
      async ({ page, context, privateSite }) => {
        await presetConsent(context, 'essential', privateSite.url);
        await remoteStoppedThenStarted(page, privateSite, remote);
      },
    );
  }

  test.describe('on a first visit', () => {
    test.use({ consent: 'none' });

    test(
      'with consent stopped the page stays usable: no banner, the newsletter and cookie settings say they are unavailable in English and Spanish; started again, both are back',
      { tag: PRIVATE_SITE_TAG },
      async ({ page, privateSite }) => {
        await privateSite.stop('consent');
        try {
          await expectConsentGap(page, privateSite.url, 'en');
          await expectConsentGap(page, privateSite.url, 'es');
        } finally {
          await privateSite.start('consent');
        }
        // Started again, a new visit has both back.
        await page.goto(privateSite.url + '/?lng=en');
        await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
        await expect(newsletterBand(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
        await expect(page.getByText('The newsletter is unavailable right now')).toHaveCount(0);
      },
    );
  });

  test(
    'a remote that never answers does not hang the page: its slot gives up and offers a retry',
    { tag: PRIVATE_SITE_TAG },
    async ({ page, context, privateSite }) => {
      await presetConsent(context, 'essential', privateSite.url);
      await page.route(`${privateSite.urlOf('catalog')}/**`, () => {
        /* never answer */
      });
      // The pre-rendered page shows the catalog's images, which never answer either: `load` would never fire.
      await page.goto(privateSite.url + '/collections/mini-carriels', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('main [data-boundary="catalog"] [data-state="unavailable"]')).toContainText(
        'The collection cannot respond right now',
        { timeout: 20_000 },
      );
      // The brand's ink button, as on every other screen of the shell.
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCSS('background-color', 'rgb(29, 26, 23)');
      await page.unroute(`${privateSite.urlOf('catalog')}/**`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('main [data-boundary="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  test(
    'a remote whose code fails to load in the browser leaves the page the server sent readable, with a notice',
    { tag: PRIVATE_SITE_TAG },
    async ({ page, context, privateSite }) => {
      await presetConsent(context, 'none', privateSite.url); // a first visit: the page starts on the visitor's first move
      const catalogCode = `${privateSite.urlOf('catalog')}/**`;
      await page.route(catalogCode, (route) =>
        ['script', 'fetch', 'xhr'].includes(route.request().resourceType())
          ? route.abort('connectionrefused')
          : route.continue(),
      );
      await page.goto(privateSite.url + '/configure/patron');
      const catalog = page.locator('main [data-boundary="catalog"]');
      await expect(catalog.getByRole('heading', { level: 1, name: 'El Patrón Classic' })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).hover(); // the application starts, and cannot load the catalog
      const notice = catalog.locator('[data-state="unavailable"]');
      await expect(notice).toContainText('The collection cannot respond right now');
      await expect(
        catalog.getByRole('heading', { level: 1, name: 'El Patrón Classic' }),
        'what the visitor was reading stays',
      ).toBeVisible();
      await expect(catalog.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(catalog.getByText(/€/).first()).toBeVisible();

      await page.unroute(catalogCode);
      await notice.getByRole('button', { name: 'Try again' }).click();
      await expect(notice).toHaveCount(0);
      await expect(catalog.getByRole('heading', { level: 1, name: 'El Patrón Classic' })).toBeFocused();
      // The page is the application's again: its controls answer.
      const accordion = catalog.locator('details', { has: page.getByRole('heading', { name: 'Description & Size' }) });
      await accordion.locator('summary').click();
      await expect(accordion).toHaveAttribute('open', '');
    },
  );

  test(
    'mid-deployment, a fragment of another build than its manifest is left to the browser, which renders that part',
    { tag: PRIVATE_SITE_TAG },
    async ({ page, privateSite, request }) => {
      // One server of the stories team already answers with the next build's fragments, another still with the
      // current manifest: a copy of the built folder whose fragments name another build. Under .var/, not a private
      // temporary folder, so that a container's own user can read it once it is copied in (compose mode).
      const copy = path.join(REPO, '.var', `stories-mid-deployment-${privateSite.offset}-${Date.now()}`);
      rmSync(copy, { recursive: true, force: true });
      cpSync(path.join(REPO, 'mf-stories', 'dist'), copy, { recursive: true });
      const fragmentFiles = readdirSync(path.join(copy, 'fragments'), { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.html'),
      );
      expect(fragmentFiles.length).toBeGreaterThan(10);
      const builtBuild = JSON.parse(readFileSync(path.join(copy, 'mf-manifest.json'), 'utf8')).metaData.buildInfo
        .buildVersion;
      expect(builtBuild).toMatch(/^stories-/);
      for (const file of fragmentFiles) {
        const fullPath = path.join(copy, 'fragments', file);
        const text = readFileSync(fullPath, 'utf8');
        expect(text.startsWith(`<!--build:${builtBuild}-->`), `${file} names the build of its manifest`).toBe(true);
        writeFileSync(fullPath, text.replace(/^<!--build:[^>]*-->/, '<!--build:stories-next-build-->'));
      }
      // The stack's stories service keeps the build it was deployed with (not this checkout's): only the fragments go
      // over it there, and the manifest's build is the one the service answers with.
      if (COMPOSE)
        for (const entry of readdirSync(copy))
          if (entry !== 'fragments') rmSync(path.join(copy, entry), { recursive: true, force: true });
      await privateSite.redeploy('stories', { root: copy });
      try {
        const manifest = await request.get(`${privateSite.urlOf('stories')}/mf-manifest.json`);
        expect(manifest.ok()).toBe(true);
        const deployedBuild = (await manifest.json()).metaData.buildInfo.buildVersion;
        expect(deployedBuild).toMatch(/^stories-/);
        if (!COMPOSE) expect(deployedBuild).toBe(builtBuild);
        const html = await (await request.get(privateSite.url + '/news/colochila')).text();
        // Outside the menu, which names the story as a link in every page's markup.
        expect(html.replace(/<dialog id="site-menu"[^]*?<\/dialog>/, '')).not.toContain('The Beginning: Colochila');
        expect(html, 'the consent parts, of one build with their manifest, are still pre-rendered').toMatch(
          /data-module="newsletter-form"[^>]*><!--\$--><div data-build="consent-/,
        );
        expect(html).not.toContain('<!--build:');

        const hydrationErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat|did not match|didn't match/i.test(message.text()))
            hydrationErrors.push(message.text());
        });
        await page.goto(privateSite.url + '/news/colochila');
        const story = page.locator('main [data-boundary="stories"]');
        await expect(story.getByRole('heading', { level: 1, name: 'The Beginning: Colochila' })).toBeVisible();
        await expect(
          story.locator('[data-build]').first(),
          'rendered by the code of the manifest’s build',
        ).toHaveAttribute('data-build', deployedBuild);
        await expect(page).toHaveTitle(/Colochila/);
        expect(hydrationErrors).toEqual([]);
      } finally {
        await privateSite.redeploy('stories');
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );
});

test(
  'a missing or malformed runtime config shows a clear error screen, not a blank page',
  { tag: PRIVATE_SITE_TAG },
  async ({ page }, testInfo) => {
    // Beyond the workers' private sites (PRIVATE_OFFSET_BASE + 0…70), one per worker.
    const offset = PRIVATE_OFFSET_BASE + 100 + 10 * testInfo.workerIndex;
    const topology = await startTopology({
      portOffset: offset,
      collector: false,
      runtimeConfig: { remotes: { catalog: 'not a url' } },
    });
    try {
      await page.goto(topology.siteUrl + '/');
      await expect(page.getByRole('heading', { level: 1, name: 'The shop is not configured correctly' })).toBeVisible();
      await expect(page.getByText('"remotes.catalog" must be an http(s) URL of its mf-manifest.json')).toBeVisible();
      await expect(page.getByText('"newsletter" must be an object with "endpoint" and "mode"')).toBeVisible();
    } finally {
      await topology.close();
    }
  },
);
