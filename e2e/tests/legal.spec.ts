import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { movePointerUntilHydrated } from '../support/start-application';
import { footerLink, hub, selectedTab, tab } from '../support/legal-hub';
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
      await movePointerUntilHydrated(page);
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

  test.describe('a tab change on a tall screen', () => {
    test.use({ viewport: { width: 1024, height: 1600 } });

    test('that moves nothing keeps, for Back, where the visitor was, though the document shown is too short to scroll there', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await movePointerUntilHydrated(page);
      // The tab list and the panel's top in view, the page scrolled a little: nothing will move.
      await page.evaluate(() => window.scrollTo(0, 120));
      const before = await page.evaluate(() => Math.round(window.scrollY));
      expect(before).toBe(120);
      await tab(page, 'Contact').click();
      await expectOpen(page, 'Contact', '/contact');
      await page.goBack();
      await expectOpen(page, 'Privacy Policy', '/privacy-policy');
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
    });
  });

  test.describe('Back from another page', () => {
    test.use({ viewport: { width: 1024, height: 700 } });

    test('puts the visitor where they were in the document: the same words in the middle of the screen', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await movePointerUntilHydrated(page);
      await page.evaluate(() => window.scrollTo(0, 2000));
      const inTheMiddle = () =>
        page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.textContent ?? '');
      const before = await inTheMiddle();
      expect(before).not.toBe('');
      await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await page.goBack();
      await expectOpen(page, 'Privacy Policy', '/privacy-policy');
      await expect.poll(inTheMiddle).toBe(before);
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
