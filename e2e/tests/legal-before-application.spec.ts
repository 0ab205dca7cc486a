import type { Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { holdApplication, whenPreparedInLanguage, withoutPageInOtherLanguage } from '../support/held-application';
import { footerLink, hub, selectedTab, tab } from '../support/legal-hub';

test.use(IN_FULL_BROWSER);

// On a first visit the page waits for the visitor's intent to start its application; the tabs answer meanwhile
// (every page of the hub carries every document, and the legal team's element shows the chosen one), and the hub,
// once the application runs, moves the address to the document shown.
test.describe('legal hub before the application has started', () => {
  test.use({ consent: 'none' });

  /** The tab, its panel and the heading name the document; the browser's title names the address's. */
  async function expectDocumentShown(page: Page, name: string): Promise<void> {
    await expect(selectedTab(page)).toHaveAccessibleName(name);
    await expect(hub(page).getByRole('tabpanel')).toHaveAccessibleName(name);
    await expect(hub(page).getByRole('tabpanel')).toBeVisible();
    await expect(hub(page).getByRole('tabpanel')).toHaveCount(1);
    await expect(hub(page).getByRole('heading', { level: 1 })).toHaveAccessibleName(name);
  }

  async function expectNotHydrated(page: Page): Promise<void> {
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await expect(hub(page)).not.toHaveAttribute('data-hydrated');
  }

  test('a tab shows its document at once, in English and in Spanish', async ({ page }) => {
    const application = await holdApplication(page);
    await page.goto('/legal/privacy-policy');
    await expectDocumentShown(page, 'Privacy Policy');
    await tab(page, 'Shipping Information').click();
    await expectDocumentShown(page, 'Shipping Information');
    await expect(hub(page).getByRole('tabpanel')).toContainText('no extra cost');
    expect(application.requested(), 'the visitor’s interaction asked for the application, which is held').toBe(true);
    await expectNotHydrated(page);

    await page.goto('/legal/privacy-policy?lng=es');
    await tab(page, 'Información de envío').click();
    await expectDocumentShown(page, 'Información de envío');
    await expectNotHydrated(page);
  });

  test('the tab list answers the arrow keys, Home and End, focus on the selected tab', async ({ page }) => {
    await holdApplication(page);
    await page.goto('/legal/terms-and-conditions');
    await selectedTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectDocumentShown(page, 'Privacy Policy');
    await expect(selectedTab(page)).toBeFocused();
    await page.keyboard.press('End');
    await expectDocumentShown(page, 'Contact');
    await page.keyboard.press('Home');
    await expectDocumentShown(page, 'Terms & Conditions');
    await page.keyboard.press('ArrowLeft');
    await expectDocumentShown(page, 'Contact');
    await expect(selectedTab(page)).toBeFocused();
    await expect(hub(page).getByRole('tab').and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    await expectNotHydrated(page);
  });

  test('the document chosen stays once the application runs, focus kept, and the address follows with a history entry', async ({
    page,
  }) => {
    const application = await holdApplication(page);
    await page.goto('/legal/privacy-policy');
    await tab(page, 'Return Policy').click();
    await expectDocumentShown(page, 'Return Policy');
    await expect(selectedTab(page)).toBeFocused();
    await application.release();

    await expect(page).toHaveURL(/\/return-policy$/);
    await expect(page).toHaveTitle('Return Policy | Casa Carriel');
    await expectDocumentShown(page, 'Return Policy');
    await expect(selectedTab(page)).toBeFocused();
    // The footer follows the address, as after any tab change.
    await expect(footerLink(page, 'Return & Refund Policy')).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('ArrowRight');
    await expectDocumentShown(page, 'Legal Notice');
    await expect(page).toHaveURL(/\/legal-notice$/);
    await page.goBack();
    await expectDocumentShown(page, 'Return Policy');
    await page.goBack();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expectDocumentShown(page, 'Privacy Policy');
  });

  test('the language switch keeps the document chosen, in the other language', async ({ page }) => {
    const application = await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/legal/privacy-policy');
    await prepared();
    await tab(page, 'Shipping Information').click();
    await expectDocumentShown(page, 'Shipping Information');
    await page.getByRole('contentinfo').getByRole('button', { name: /^ES\b/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectDocumentShown(page, 'Información de envío');
    await expect(tab(page, 'Política de privacidad')).toBeVisible();
    // The page changed in place: the address follows the document once the application runs, as for any tab.
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expectNotHydrated(page);

    await application.release();
    await expect(page).toHaveURL(/\/shipping$/);
    await expectDocumentShown(page, 'Información de envío');
  });

  test('when the page in the other language cannot be had, the switch loads the document chosen', async ({ page }) => {
    await holdApplication(page);
    await withoutPageInOtherLanguage(page);
    await page.goto('/legal/privacy-policy');
    await tab(page, 'Shipping Information').click();
    await page.getByRole('contentinfo').getByRole('button', { name: /^ES\b/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL(/\/shipping\?lng=es$/);
    await expectDocumentShown(page, 'Información de envío');
    await expectNotHydrated(page);
  });
});
