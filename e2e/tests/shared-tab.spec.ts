import type { WorkerInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/ports';
import { SharedTabs } from '../support/shared-tab';

// The tab a worker's tests take turns on is put back to a first visit between two tests, storage of the tab
// (sessionStorage) included: a test that reads the storage of a first visit must not see the test's before it.
test('the next test on the shared tab finds the storage of a first visit', async ({ browser }, testInfo) => {
  const tabs = new SharedTabs(browser, testInfo as unknown as WorkerInfo);
  const site = [new URL(SITE_URL).origin];
  try {
    const before = await tabs.take(site);
    await before.page.goto(`${SITE_URL}/shipping`);
    await before.page.evaluate(() => {
      sessionStorage.setItem('left-by-the-test-before', 'tab');
      localStorage.setItem('left-by-the-test-before', 'origin');
    });

    const next = await tabs.take(site);
    expect(next.page, 'the same tab, taken again').toBe(before.page);
    // Read from a document of the site that runs no script: a page of the site may keep things of its own.
    await next.page.goto(`${SITE_URL}/robots.txt`);
    expect(await next.page.evaluate(() => [Object.keys(sessionStorage), Object.keys(localStorage)])).toEqual([[], []]);
  } finally {
    await tabs.close();
  }
});
