import type { Locator, Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { holdApplication, whenPreparedInLanguage, withoutPageInOtherLanguage } from '../support/held-application';
import { expect, test } from '../support/fixtures';

test.use(IN_FULL_BROWSER);

// On a first visit the host's menu, the hero's dots and the language switch answer from the pre-rendered HTML,
// before the application has arrived (the menu is a <dialog> the Menu button opens by itself; the elements the
// hydration loader defines answer the sub-panels, the dots and the switch), and the application, once hydrated,
// carries on from the state the visitor left.
test.use({ consent: 'none' });

const WORDS = {
  en: {
    query: '',
    menu: 'Menu',
    dialog: 'Site menu',
    bags: 'Bags',
    back: 'Back',
    close: 'Close menu',
    ourStory: 'Our Story',
    dot3: 'Show slide 3 of 3',
    slide3: 'Slide 3 of 3',
    play: 'Play slideshow (paused until you press this button)',
    pause: 'Pause slideshow',
  },
  es: {
    query: '?lng=es',
    menu: 'Menú',
    dialog: 'Menú del sitio',
    bags: 'Bolsos',
    back: 'Atrás',
    close: 'Cerrar menú',
    ourStory: 'Nuestra historia',
    dot3: 'Mostrar la diapositiva 3 de 3',
    slide3: 'Diapositiva 3 de 3',
    play: 'Reproducir la presentación (en pausa hasta que pulses este botón)',
    pause: 'Pausar la presentación',
  },
} as const;

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);

/** Every change of `open` on the menu's dialog from now on ('open' or 'closed'), in order. */
async function recordMenuChanges(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __menuChanges: string[] }).__menuChanges = seen;
    const dialog = document.getElementById('site-menu')!;
    new MutationObserver(() => seen.push(dialog.hasAttribute('open') ? 'open' : 'closed')).observe(dialog, {
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { __menuChanges: string[] }).__menuChanges]);
}

/** Lets the page run a few frames, so that a second answer to one press, if any, has come. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
}

async function expectFocusWithin(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test.describe('the menu before hydration', () => {
  test('opens by a click, shows a sub-panel and comes back; Escape, and a press beside it, close it and focus returns to the button', async ({
    page,
  }) => {
    const application = await holdApplication(page);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: /^Bags/ }).click();
    await expect(menu.getByRole('heading', { name: 'Bags' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Back' })).toBeFocused();
    await expect(menu.getByRole('link')).toHaveText([/^Carriel Classic/, /^Mini Carriels/, /^Baguette Carriels/]);
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('button', { name: /^Bags/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await page.mouse.click(20, 300); // on the backdrop, left of the panel
    await expect(menu).toBeHidden();
    expect(application.requested(), 'the visitor’s first interaction asked for the application, which is held').toBe(
      true,
    );
    await notHydrated(page);
  });

  test('opens from the keyboard, with Enter and with Space, and closes with the close button', async ({ page }) => {
    await holdApplication(page);
    await page.goto('/collections/carriel');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menuButton.focus();
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      await expect(menu).toBeVisible();
      await expectFocusWithin(menu);
      await page.keyboard.press('Enter'); // on the close button, which has focus
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    }
    await notHydrated(page);
  });

  test('its links lead to their pages', async ({ page }) => {
    await holdApplication(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  for (const lng of ['en', 'es'] as const) {
    const words = WORDS[lng];
    test(`opened before hydration, it is still open on its sub-panel after it, and closes with one press (${lng})`, async ({
      page,
    }) => {
      const application = await holdApplication(page);
      await page.goto(`/${words.query}`);
      const menuButton = page.getByRole('button', { name: words.menu, exact: true });
      const menu = page.getByRole('dialog', { name: words.dialog });
      await menuButton.click();
      await menu.getByRole('button', { name: new RegExp(`^${words.bags}`) }).click();
      await expect(menu.getByRole('heading', { name: words.bags })).toBeVisible();
      await notHydrated(page);
      const changes = await recordMenuChanges(page);

      await application.release();
      await settle(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('heading', { name: words.bags })).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(await changes(), 'hydration neither closed nor reopened it').toEqual([]);

      await menu.getByRole('button', { name: words.back }).click();
      await expect(menu.getByRole('button', { name: new RegExp(`^${words.bags}`) })).toBeFocused();
      await menu.getByRole('button', { name: words.close }).click();
      await expect(menu).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await settle(page);
      expect(await changes(), 'one press, one change').toEqual(['closed']);

      await menuButton.click();
      await expect(menu.getByRole('link', { name: words.ourStory })).toBeVisible();
    });
  }
});

test.describe('the hero before hydration', () => {
  for (const lng of ['en', 'es'] as const) {
    const words = WORDS[lng];
    test(`a dot shows its slide at once and stops the rotation; hydration carries on from there (${lng})`, async ({
      page,
    }) => {
      const application = await holdApplication(page);
      await page.goto(`/${words.query}`);
      const hero = page.locator('[data-hero]');
      const shownSlide = hero.locator('[data-hero-slide][data-active="true"]');
      const control = hero.locator('[data-rotation-control]');
      const dot = hero.getByRole('button', { name: words.dot3 });

      await dot.click();
      await expect(shownSlide).toHaveAttribute('aria-label', words.slide3);
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await expect(hero).toHaveAttribute('data-rotating', 'false');
      await expect(control, 'the control says a press will start the slideshow').toHaveAccessibleName(words.play);
      await notHydrated(page);

      await application.release();
      await expect(shownSlide).toHaveAttribute('aria-label', words.slide3);
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await expect(hero).toHaveAttribute('data-rotating', 'false');
      await expect(control).toHaveAccessibleName(words.play);

      await control.click();
      await expect(control).toHaveAccessibleName(words.pause);
    });
  }
});

test.describe('the language switch before hydration', () => {
  const footer = (page: Page) => page.getByRole('contentinfo');
  const option = (page: Page, code: 'EN' | 'ES') =>
    footer(page).getByRole('button', { name: new RegExp(`^${code}\\b`) });
  const documentOrigin = (page: Page) => page.evaluate(() => performance.timeOrigin);
  const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

  test('a tap changes the page in place to the other language, the switch under the finger; the next page follows it', async ({
    page,
  }) => {
    await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/collections/carriel');
    await prepared();
    await option(page, 'ES').scrollIntoViewIfNeeded();
    const switchTop = await topOf(option(page, 'ES'));
    const origin = await documentOrigin(page);

    await option(page, 'ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(option(page, 'ES')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(page, 'EN')).toHaveAttribute('aria-pressed', 'false');
    await expect(footer(page).getByRole('link', { name: 'Política de privacidad', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carriel Classic');
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Casa Carriel$/);
    expect(await documentOrigin(page), 'the same page, not another one loaded').toBe(origin);
    await expect(page).toHaveURL(/\/collections\/carriel$/);
    expect(Math.abs((await topOf(option(page, 'ES'))) - switchTop), 'the switch stayed under the finger').toBeLessThan(
      2,
    );
    // The menu's switch says the same.
    await expect(page.locator('#site-menu button[lang="es"]')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18next=es');
    await notHydrated(page);

    // Kept for the server: a native link, before hydration, arrives in Spanish too.
    const preparedInEnglish = whenPreparedInLanguage(page, 'en', '/shipping');
    await footer(page).getByRole('link', { name: 'Información de envío' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Información de envío');

    await preparedInEnglish();
    const spanishOrigin = await documentOrigin(page);
    await option(page, 'EN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Shipping Information');
    expect(await documentOrigin(page)).toBe(spanishOrigin);
  });

  test('from the keyboard the focus stays on the option chosen; a ?lng= leaves the address', async ({ page }) => {
    await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/?lng=en');
    await prepared();
    await option(page, 'ES').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(option(page, 'ES')).toBeFocused();
    await expect(option(page, 'ES')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/$/);
    await notHydrated(page);
  });

  test('in the menu, the menu stays open in the other language, focus on the option, and closes as before', async ({
    page,
  }) => {
    await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/');
    await prepared();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: /^ES\b/ }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú del sitio' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: /^ES\b/ })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Nuestra historia' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeFocused();
    await notHydrated(page);
  });

  test('the application hydrates in the language shown, on the page as it is, and goes on in it', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const application = await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/');
    await prepared();
    await option(page, 'ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => ((window as unknown as { __heading: Element }).__heading = element));

    await application.release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(footer(page).getByRole('link', { name: 'Política de privacidad', exact: true })).toBeVisible();
    expect(
      await heading.evaluate((element) => element === (window as unknown as { __heading: Element }).__heading),
      'hydrated, not rendered again',
    ).toBe(true);
    expect(warnings.filter((text) => /replaced by a browser render|hydrat/i.test(text))).toEqual([]);
    // The application's own switch from here on, in place.
    await option(page, 'EN').click();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('when the page in the other language cannot be had, a tap loads it, with the fragment, and keeps the choice', async ({
    page,
  }) => {
    await holdApplication(page);
    await withoutPageInOtherLanguage(page);
    await page.goto('/collections/carriel#details');
    const origin = await documentOrigin(page);
    await option(page, 'ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(footer(page).getByRole('link', { name: 'Política de privacidad', exact: true })).toBeVisible();
    expect(await documentOrigin(page), 'another page').not.toBe(origin);
    await expect(page).toHaveURL(/\/collections\/carriel\?lng=es#details$/);
    await expect(option(page, 'ES')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18next=es');
  });

  test("the page it loads keeps the footer's switch where it was on the screen", async ({ page }) => {
    await holdApplication(page);
    await withoutPageInOtherLanguage(page);
    await page.goto('/collections/carriel');
    await option(page, 'ES').scrollIntoViewIfNeeded();
    const switchTop = await topOf(option(page, 'ES'));
    const origin = await documentOrigin(page);
    await option(page, 'ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await documentOrigin(page), 'another page').not.toBe(origin);
    await expect
      .poll(async () => Math.abs((await topOf(option(page, 'ES'))) - switchTop), { message: 'the switch where it was' })
      .toBeLessThan(2);
  });

  test('pressed from the keyboard in the menu, the page it loads opens the menu again, focus on the option chosen', async ({
    page,
  }) => {
    await holdApplication(page);
    await withoutPageInOtherLanguage(page);
    await page.goto('/collections/carriel');
    const origin = await documentOrigin(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('button', { name: /^ES\b/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await documentOrigin(page), 'another page').not.toBe(origin);
    const menuInSpanish = page.getByRole('dialog', { name: 'Menú del sitio' });
    await expect(menuInSpanish).toBeVisible();
    await expect(menuInSpanish.getByRole('button', { name: /^ES\b/ })).toBeFocused();
    await expect(menuInSpanish.getByRole('button', { name: /^ES\b/ })).toHaveAttribute('aria-pressed', 'true');
    // Closed, it gives focus back to the Menu button, as when the visitor opened it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeFocused();
  });

  test('once hydrated, the application switches in place', async ({ page }) => {
    const application = await holdApplication(page);
    await page.goto('/');
    await option(page, 'ES').hover();
    await application.release();
    const pageOfOrigin = await documentOrigin(page);
    await option(page, 'ES').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(footer(page).getByRole('link', { name: 'Política de privacidad', exact: true })).toBeVisible();
    expect(await documentOrigin(page), 'the same document').toBe(pageOfOrigin);
  });
});
