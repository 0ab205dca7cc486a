import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { serviceLogs } from '../support/compose-stack.mjs';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/ports';
import { releaseCommand } from '../support/releases';

// A developer serves a build of their own of one remote on the real site, in their browser only, with a signed and
// expiring token from the release registry (docs/shipping-a-remote.md, "A developer's override"). The host composes
// their pages with it, on the server too; every other browser, and a forged token, gets the live version.

const PAGE = '/collections/carriel';

/** The catalog's manifest in the runtime config of the page this browser gets. */
async function catalogManifestIn(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto(PAGE);
  // The pointer over the page: a first visit's application starts at such a sign of intent.
  await page.locator('main').hover();
  await expect(page.locator('[data-boundary="catalog"][data-hydrated="true"]').first()).toBeAttached({
    timeout: 20_000,
  });
  await expect(page.locator('[data-boundary="catalog"] [data-state="unavailable"]')).toHaveCount(0);
  const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
  await page.close();
  return config.remotes.catalog;
}

test('a developer’s override serves their build to their browser only, composed on the server too; a forged one is ignored and logged', async ({
  browser,
}) => {
  await releaseCommand('release', 'catalog', ['--from', 'mf-catalog/dist']);
  // The developer's build: published to the store for preview, never made live.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'catalog-preview-'));
  let preview = '';
  try {
    await cp('mf-catalog/dist', folder, { recursive: true });
    await writeFile(path.join(folder, 'preview.txt'), `a developer's build, ${Date.now()}\n`);
    const published = await releaseCommand('release', 'catalog', ['--publish-only', '--from', folder]);
    preview = /^catalog ([a-z0-9._-]+) /m.exec(published)?.[1] ?? '';
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const previewManifest = `http://localhost:3001/releases/${preview}/mf-manifest.json`;
  const answer = await releaseCommand('override', 'catalog', ['--url', previewManifest, '--minutes', '10']);
  const link = /^http\S+\/__override\?token=\S+$/m.exec(answer)?.[0] ?? '';
  expect(link, answer).not.toBe('');

  const developer = await browser.newContext();
  const entryRequests: string[] = [];
  developer.on('request', (request) => {
    if (request.url().includes(`/releases/${preview}/`)) entryRequests.push(request.url());
  });
  const landing = await developer.newPage();
  await landing.goto(link);
  await expect(landing).toHaveURL(`${SITE_URL}/`);
  await landing.close();
  expect(await catalogManifestIn(developer)).toBe(previewManifest);
  // The server composed the part from the override's fragments; the browser runs its entry.
  const html = await (
    await fetch(`${SITE_URL}${PAGE}`, {
      headers: { cookie: (await developer.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ') },
    })
  ).text();
  expect(html).toMatch(/<div data-boundary="catalog" data-module="routes"[^>]*><!--\$--><div data-build=/);
  expect(entryRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  // Another visitor gets the live version.
  const visitor = await browser.newContext();
  expect(await catalogManifestIn(visitor)).not.toBe(previewManifest);
  await visitor.close();

  // A forged token is ignored, and the host says so.
  const since = new Date().toISOString();
  const [token] = (await developer.cookies()).filter(({ name }) => name === 'mfOverride').map(({ value }) => value);
  const forger = await browser.newContext();
  await forger.addCookies([{ name: 'mfOverride', value: `${token?.split('.')[0]}.${'A'.repeat(43)}`, url: SITE_URL }]);
  expect(await catalogManifestIn(forger)).not.toBe(previewManifest);
  await forger.close();
  expect(serviceLogs('host', since)).toContain(
    '"event":"override-refused","reason":"its signature is not the registry’s"',
  );

  // The developer goes back to the live site.
  const back = await developer.newPage();
  await back.goto('/__override?clear');
  await back.close();
  expect(await catalogManifestIn(developer)).not.toBe(previewManifest);
  await developer.close();
});
