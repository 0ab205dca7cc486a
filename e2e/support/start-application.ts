import { expect, type Page } from '@playwright/test';

/**
 * Moves the pointer over the page until the application has started, as a visitor's pointer keeps moving: a first
 * move may come before the hydration loader listens for one.
 */
export async function movePointerUntilHydrated(page: Page): Promise<void> {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(10 + step, 10 + step);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
