import type { Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { tabTo, waitForPage } from '../support/keyboard-and-page';

// Its second test is of the page before its application starts.
test.use(IN_FULL_BROWSER);

test.describe('focus is never hidden by the cookie banner (WCAG 2.4.11)', () => {
  test.use({ consent: 'none' });

  /** Tabs to each footer control in turn and checks that it ends above the banner's top edge. */
  async function expectFooterClearOfBanner(page: Page) {
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    for (const name of ['Terms & Conditions', 'Shipping Information', 'Contact Information', 'Cookie settings']) {
      await tabTo(page, name);
      const focused = page.locator('footer :focus');
      await expect(focused).toHaveCount(1);
      const target = await focused.boundingBox();
      const cover = await banner.boundingBox();
      if (!target || !cover) throw new Error(`"${name}" or the banner has no box`);
      expect(
        target.y + target.height,
        `"${name}" (bottom at ${target.y + target.height}px) ends above the banner (top at ${cover.y}px)`,
      ).toBeLessThanOrEqual(cover.y);
    }
  }

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    test(`tabbing through the footer leaves each link clear of the fixed banner (${viewport.width}x${viewport.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about');
      await waitForPage(page);
      await expectFooterClearOfBanner(page);
    });

    test(`...and so it does before the application has arrived (${viewport.width}x${viewport.height})`, async ({
      page,
    }) => {
      // A slow connection: the loader and the teams' early scripts run, the application's scripts never come. The
      // page is the server's alone (a script that never came would hold up its load event).
      await page.route(/^(?!.*\/early\/).*\/(?!hydration-loader\.)[^/]+\.js$/, () => undefined);
      await page.setViewportSize(viewport);
      await page.goto('/about');
      await page.evaluate(() => document.fonts.ready);
      await expectFooterClearOfBanner(page);
      await expect(page.locator('html'), 'the page is still the pre-rendered one').not.toHaveAttribute(
        'data-hydrated',
        'true',
      );
    });
  }
});
