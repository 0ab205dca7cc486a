import type { Page } from '@playwright/test';
import { holdApplication, whenPreparedInLanguage, withoutPageInOtherLanguage } from '../support/held-application';
import { expect, test } from '../support/fixtures';
import { SMOKE_TAG } from '../support/ports';

/** Footer label (host/src/locales/en.json, footer.links) -> the tab it opens and its short path. */
const FOOTER_LINKS = [
  { footer: 'Terms & Conditions', tab: 'Terms & Conditions', path: '/terms-and-conditions' },
  { footer: 'Privacy Policy', tab: 'Privacy Policy', path: '/privacy-policy' },
  { footer: 'Right of Withdrawal', tab: 'Right of Withdrawal', path: '/right-of-withdrawal' },
  { footer: 'Shipping Information', tab: 'Shipping Information', path: '/shipping' },
  { footer: 'Return & Refund Policy', tab: 'Return Policy', path: '/return-policy' },
  { footer: 'Legal Notice (Impressum)', tab: 'Legal Notice', path: '/legal-notice' },
  { footer: 'Contact Information', tab: 'Contact', path: '/contact' },
] as const;

const hub = (page: Page) => page.locator('main [data-boundary="legal"]');
const tab = (page: Page, name: string) => hub(page).getByRole('tab', { name, exact: true });
const selectedTab = (page: Page) => hub(page).getByRole('tab', { selected: true });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

async function expectOpen(page: Page, tabName: string, path: string) {
  await expect(tab(page, tabName)).toHaveAttribute('aria-selected', 'true');
  await expect(selectedTab(page)).toHaveCount(1);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.describe('legal hub', () => {
  for (const { footer, tab: tabName, path } of FOOTER_LINKS) {
    test(`the footer link "${footer}" opens the ${tabName} tab`, async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await footerLink(page, footer).click();
      await expectOpen(page, tabName, path);
      await expect(hub(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${tabName} [|] `));
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the tab list scrolls sideways to show the selected tab, at load and when the arrow keys move on', async ({
      page,
    }) => {
      const inView = () =>
        page.evaluate(() => {
          const list = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
          const selected = document.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
          return selected.left >= list.left && selected.right <= list.right;
        });
      await page.goto('/contact');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect.poll(inView).toBe(true);
      await tab(page, 'Contact').focus();
      await page.keyboard.press('Home');
      await expectOpen(page, 'Terms & Conditions', '/terms-and-conditions');
      await expect.poll(inView).toBe(true);
      expect(await page.evaluate(() => window.scrollY), 'only the tab list scrolls, never the page').toBe(0);
    });
  });

  test('footer links keep the open hub in step, and Back returns to the previous tab', async ({ page }) => {
    await page.goto('/legal/shipping');
    await expectOpen(page, 'Shipping Information', '/legal/shipping');
    await footerLink(page, 'Legal Notice (Impressum)').click();
    await expectOpen(page, 'Legal Notice', '/legal-notice');
    await expect(hub(page).getByRole('heading', { level: 1 })).toHaveAccessibleName('Legal Notice');
    await page.goBack();
    await expectOpen(page, 'Shipping Information', '/legal/shipping');
  });

  test('an unknown document under /legal opens Terms & Conditions', async ({ page }) => {
    await page.goto('/legal/anything-else');
    await expectOpen(page, 'Terms & Conditions', '/legal/anything-else');
  });

  test(
    'arrow keys, Home and End move between tabs, keeping focus on the tabs and the URL in step',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      await page.goto('/shipping');
      await tab(page, 'Shipping Information').focus();

      await page.keyboard.press('ArrowRight');
      await expectOpen(page, 'Return Policy', '/return-policy');
      await expect(tab(page, 'Return Policy')).toBeFocused();

      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectOpen(page, 'Right of Withdrawal', '/right-of-withdrawal');
      await expect(tab(page, 'Right of Withdrawal')).toBeFocused();

      await page.keyboard.press('End');
      await expectOpen(page, 'Contact', '/contact');
      await expect(tab(page, 'Contact')).toBeFocused();

      await page.keyboard.press('ArrowRight');
      await expectOpen(page, 'Terms & Conditions', '/terms-and-conditions');
      await expect(tab(page, 'Terms & Conditions')).toBeFocused();

      // Only the selected tab is in the tab order; Tab moves on into its panel.
      await page.keyboard.press('Tab');
      await expect(hub(page).getByRole('tabpanel')).toBeFocused();

      await page.goBack();
      await expectOpen(page, 'Contact', '/contact');
    },
  );

  test('shows the Spanish texts with ?lng=es', async ({ page }) => {
    await page.goto('/privacy-policy?lng=es');
    await expect(hub(page).getByRole('heading', { level: 1 })).toHaveAccessibleName('Política de privacidad');
    await expect(tab(page, 'Términos y condiciones')).toBeVisible();
    await expect(tab(page, 'Derecho de desistimiento')).toBeVisible();
    await expect(hub(page).getByRole('tabpanel')).toContainText(
      'Necesarias para que el sitio web funcione correctamente.',
    );
    await expect(hub(page).getByRole('button', { name: 'Cambiar las preferencias de cookies' })).toBeVisible();

    await tab(page, 'Información de envío').click();
    await expectOpen(page, 'Información de envío', '/shipping');
    await expect(hub(page).getByRole('heading', { level: 2, name: 'Envío gratuito a todo el mundo' })).toBeVisible();
  });

  test('the contact tab names the product a visitor enquires about', async ({ page }) => {
    await page.goto('/contact?product=El%20Patr%C3%B3n%20Classic');
    await expect(tab(page, 'Contact')).toHaveAttribute('aria-selected', 'true');
    await expect(hub(page).getByText('Your enquiry is about')).toBeVisible();
    await expect(hub(page).getByText('El Patrón Classic', { exact: true })).toBeVisible();
    await expect(hub(page).getByRole('link', { name: 'Enquire about El Patrón Classic by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=Enquiry%3A%20El%20Patr%C3%B3n%20Classic$/,
    );
  });

  test.describe('a tab change', () => {
    test.use({ viewport: { width: 1024, height: 700 } });

    const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
    /** Where the tab list and the selected panel are on screen, and how tall the fixed header is. */
    const layout = (page: Page) =>
      page.evaluate(() => ({
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        list: document.querySelector('[role="tablist"]')!.getBoundingClientRect().top,
        panel: document.querySelector('[role="tabpanel"]:not([hidden])')!.getBoundingClientRect().top,
      }));

    test('is a route change that moves to the top of the new panel, keeps focus on the tab, and Back restores tab and position', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await page.mouse.move(10, 10);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const deepInPrivacy = await scrollY(page);
      expect(deepInPrivacy, 'far below the tab list').toBeGreaterThan(1000);

      // A tab chosen with the keyboard while the visitor is far down the page (focused there without scrolling).
      await tab(page, 'Right of Withdrawal').evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
      expect(await scrollY(page)).toBe(deepInPrivacy);
      await page.keyboard.press('Enter');
      await expectOpen(page, 'Right of Withdrawal', '/right-of-withdrawal');
      await expect(page).toHaveTitle(/^Right of Withdrawal [|] /);
      await expect(tab(page, 'Right of Withdrawal'), 'focus stays on the tab (WAI-ARIA tabs)').toBeFocused();
      await expect
        .poll(async () => (await layout(page)).list, 'the tab list comes to the top, under the header')
        .toBeGreaterThanOrEqual((await layout(page)).header);
      const atPanel = await layout(page);
      expect(atPanel.list - atPanel.header).toBeLessThan(40);
      expect(atPanel.panel).toBeLessThan(200);
      const topOfWithdrawal = await scrollY(page);

      // From deep inside the new document, a click: the same.
      await page.evaluate(() => window.scrollBy(0, 900));
      const deepInWithdrawal = await scrollY(page);
      await tab(page, 'Shipping Information').dispatchEvent('click');
      await expectOpen(page, 'Shipping Information', '/shipping');
      await expect.poll(async () => (await layout(page)).panel).toBeLessThan(200);
      expect((await layout(page)).list).toBeGreaterThanOrEqual((await layout(page)).header);

      // Back: the previous tab, where the visitor left it; and again.
      await page.goBack();
      await expectOpen(page, 'Right of Withdrawal', '/right-of-withdrawal');
      await expect.poll(() => scrollY(page)).toBe(deepInWithdrawal);
      await page.goBack();
      await expectOpen(page, 'Privacy Policy', '/privacy-policy');
      await expect.poll(() => scrollY(page), 'where the visitor was before choosing the tab').toBe(deepInPrivacy);
      expect(topOfWithdrawal).toBeLessThan(deepInPrivacy);
    });

    test('at the top of the page it moves nothing: the document heading stays in view', async ({ page }) => {
      await page.goto('/shipping');
      await tab(page, 'Return Policy').click();
      await expectOpen(page, 'Return Policy', '/return-policy');
      await expect(tab(page, 'Return Policy')).toBeFocused();
      await expect(hub(page).getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
    });
  });

  test.describe('company facts', () => {
    for (const { lng, query, notice, sentence, withdrawal } of [
      {
        lng: 'en',
        query: '',
        notice: 'Legal Notice',
        sentence: '(MStV): Erika Mustermann, Musterstraße 1, 80331 München, Germany.',
        withdrawal: 'To Casa Carriel Muster GmbH, Musterstraße 1, 80331 München, Germany, e-mail hello@example.com:',
      },
      {
        lng: 'es',
        query: '?lng=es',
        notice: 'Aviso legal',
        sentence: '(MStV): Erika Mustermann, Musterstraße 1, 80331 München, Alemania.',
        withdrawal:
          'A la atención de Casa Carriel Muster GmbH, Musterstraße 1, 80331 München, Alemania, correo electrónico hello@example.com:',
      },
    ]) {
      test(`every legal text states them in whole sentences, with nothing to be supplied (${lng})`, async ({
        page,
      }) => {
        await page.goto(`/legal-notice${query}`);
        await expect(hub(page).getByRole('heading', { level: 1 })).toHaveAccessibleName(notice);
        const panel = hub(page).getByRole('tabpanel');
        for (const fact of [
          'Casa Carriel Muster GmbH',
          'Erika Mustermann',
          '+49 89 00000000',
          'HRB 000000',
          'DE000000000',
          'hello@example.com',
        ])
          await expect(panel).toContainText(fact);
        await expect(panel).toContainText(sentence);
        await expect(panel).not.toContainText(/above|arriba/);
        await expect(panel.locator('mark')).toHaveCount(0);
        await page.goto(`/right-of-withdrawal${query}`);
        await expect(hub(page).getByRole('tabpanel')).toContainText(withdrawal);
      });
    }
  });

  test('Spanish legal texts address the visitor as tú', async ({ page }) => {
    await page.goto('/right-of-withdrawal?lng=es');
    const panel = hub(page).getByRole('tabpanel');
    await expect(panel).toContainText('Si eres consumidor, dispones del siguiente derecho legal de desistimiento.');
    await expect(panel).toContainText('Tienes derecho a desistir del presente contrato en un plazo de 14 días');
    await expect(panel).not.toContainText(/\busted\b/);
    await tab(page, 'Política de devoluciones').click();
    await expect(hub(page).getByRole('tabpanel')).toContainText(
      'Puedes devolver o cambiar tu bolso en un plazo de 14 días desde su recepción.',
    );
  });
});

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
