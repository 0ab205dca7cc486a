import type { Page } from '@playwright/test';
import { holdApplication, whenPreparedInLanguage, withoutPageInOtherLanguage } from '../support/before-hydration';
import { expect, test } from '../support/fixtures';

// Issue 21: on a first visit the legal hub's tabs answer before the application has arrived (every page of the hub
// carries every document; the legal team's early script, mf-legal/src/hub/tabs-before-hydration.ts, shows the
// chosen one), and the hub, once hydrated, goes on from the document shown and moves the address there. A first
// visit, so that the page waits for the visitor's intent to start its application.
test.use({ consent: 'none' });

const BRAND = 'Casa Carriel';
const hub = (page: Page) => page.locator('main [data-boundary="legal"]');
const selectedTab = (page: Page) => hub(page).getByRole('tab', { selected: true });

async function expectDocumentShown(page: Page, tab: string, title: string): Promise<void> {
  await expect(selectedTab(page)).toHaveAccessibleName(tab);
  await expect(hub(page).getByRole('tabpanel')).toHaveAccessibleName(tab);
  await expect(hub(page).getByRole('tabpanel')).toBeVisible();
  await expect(hub(page).getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | ${BRAND}`);
}

async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(hub(page)).not.toHaveAttribute('data-hydrated');
}

test('before hydration, a tab shows its document, in English and in Spanish', async ({ page }) => {
  const application = await holdApplication(page);
  await page.goto('/legal/privacy-policy');
  await expectDocumentShown(page, 'Privacy Policy', 'Privacy Policy');
  await hub(page).getByRole('tab', { name: 'Shipping Information' }).click();
  await expectDocumentShown(page, 'Shipping Information', 'Shipping Information');
  await expect(hub(page).getByRole('tabpanel')).toContainText('no extra cost');
  await hub(page).getByRole('tab', { name: 'Legal Notice' }).click();
  await expectDocumentShown(page, 'Legal Notice', 'Legal Notice');
  expect(application.requested(), 'the visitor’s interaction asked for the application, which is held').toBe(true);
  await expectNotHydrated(page);

  await page.goto('/legal/privacy-policy?lng=es');
  await hub(page).getByRole('tab', { name: 'Información de envío' }).click();
  await expectDocumentShown(page, 'Información de envío', 'Información de envío');
  await expectNotHydrated(page);
});

test('before hydration, the tab list answers the arrow keys, Home and End, focus on the selected tab', async ({
  page,
}) => {
  await holdApplication(page);
  await page.goto('/legal/terms-and-conditions');
  await selectedTab(page).focus();
  await page.keyboard.press('ArrowRight');
  await expectDocumentShown(page, 'Privacy Policy', 'Privacy Policy');
  await expect(selectedTab(page)).toBeFocused();
  await page.keyboard.press('End');
  await expectDocumentShown(page, 'Contact', 'Contact');
  await page.keyboard.press('Home');
  await expectDocumentShown(page, 'Terms & Conditions', 'Terms & Conditions');
  await page.keyboard.press('ArrowLeft');
  await expectDocumentShown(page, 'Contact', 'Contact');
  await expect(selectedTab(page)).toBeFocused();
  await expect(hub(page).getByRole('tab').and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  await expectNotHydrated(page);
});

test('a document chosen before hydration stays after it, focus kept, and the address follows with a history entry', async ({
  page,
}) => {
  const application = await holdApplication(page);
  await page.goto('/legal/privacy-policy');
  await hub(page).getByRole('tab', { name: 'Return Policy' }).click();
  await expectDocumentShown(page, 'Return Policy', 'Return Policy');
  await expect(selectedTab(page)).toBeFocused();
  await application.release();

  await expect(page).toHaveURL(/\/return-policy$/);
  await expectDocumentShown(page, 'Return Policy', 'Return Policy');
  await expect(selectedTab(page)).toBeFocused();
  // The footer follows the address, as after any tab change.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Return & Refund Policy' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.keyboard.press('ArrowRight');
  await expectDocumentShown(page, 'Legal Notice', 'Legal Notice');
  await expect(page).toHaveURL(/\/legal-notice$/);
  await page.goBack();
  await expectDocumentShown(page, 'Return Policy', 'Return Policy');
  await page.goBack();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expectDocumentShown(page, 'Privacy Policy', 'Privacy Policy');
});

test('the language switch before hydration keeps the document chosen before it, in the other language', async ({
  page,
}) => {
  const application = await holdApplication(page);
  const prepared = whenPreparedInLanguage(page, 'es');
  await page.goto('/legal/privacy-policy');
  await prepared();
  await hub(page).getByRole('tab', { name: 'Shipping Information' }).click();
  await expectDocumentShown(page, 'Shipping Information', 'Shipping Information');
  await page.getByRole('contentinfo').getByRole('button', { name: /^ES\b/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectDocumentShown(page, 'Información de envío', 'Información de envío');
  await expect(hub(page).getByRole('tab', { name: 'Política de privacidad' })).toBeVisible();
  // The page changed in place: the address follows the document once the hub is hydrated, as for any tab.
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expectNotHydrated(page);

  await application.release();
  await expect(page).toHaveURL(/\/shipping$/);
  await expectDocumentShown(page, 'Información de envío', 'Información de envío');
});

test('when the page in the other language cannot be had, the switch loads the document chosen before it', async ({
  page,
}) => {
  await holdApplication(page);
  await withoutPageInOtherLanguage(page);
  await page.goto('/legal/privacy-policy');
  await hub(page).getByRole('tab', { name: 'Shipping Information' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: /^ES\b/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/shipping$/);
  await expectDocumentShown(page, 'Información de envío', 'Información de envío');
  await expectNotHydrated(page);
});
