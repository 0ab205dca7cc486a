import type { Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { ORIGIN_BUILD_TAG, PRIVATE_SITE_TAG } from '../support/ports';

// The host deployed while a first visit's page, whose application has not started, is open (docs/decisions/0014).
test.use(IN_FULL_BROWSER);

const tag = [PRIVATE_SITE_TAG, ORIGIN_BUILD_TAG];
const unavailable = (page: Page) => page.locator('[data-state="unavailable"]');

test.describe('the host redeployed under an open page', { tag }, () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ consent: 'none' });

  test('a first visit whose application was not started yet: the first tap brings the current build, and the page works', async ({
    page,
    request,
    privateSite,
  }) => {
    const applicationScript = (html: string) => /\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
    await page.goto(`${privateSite.url}/collections/carriel`);
    const before = applicationScript(await page.content());
    await privateSite.deployNewBuild('host', `host-next-${Date.now()}`);
    try {
      const current = applicationScript(await (await request.get(`${privateSite.url}/collections/carriel`)).text());
      expect(current, 'the new build names its application script otherwise').not.toBe(before);
      // The page names a script that is gone: the first tap reloads it once, from the current build.
      const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
      await page.getByRole('button', { name: 'Menu' }).click();
      await reloaded;
      await page.waitForLoadState('load');
      expect(applicationScript(await page.content())).toBe(current);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(unavailable(page)).toHaveCount(0);
    } finally {
      await privateSite.rollBack('host');
    }
  });
});
