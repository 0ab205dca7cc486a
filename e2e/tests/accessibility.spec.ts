import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo, waitForPage } from '../support/keyboard-and-page';
import { focusRingContrast, lowestTextContrast } from '../support/pixels';
import { originOf } from '../support/ports';
import { movePointerUntilHydrated } from '../support/start-application';

const ROUTES = [
  '/',
  '/about',
  '/collections/carriel',
  '/collections/mini-carriels',
  '/collections/baguette-carriels',
  '/collections/resort',
  '/configure/patron',
  '/configure/donjuan',
  '/configure/vino',
  '/configure/unknown-model',
  '/news/colochila',
  '/news/ibiza-popup',
  '/news/munich-store',
  '/muse-projects/la-artista',
  '/terms-and-conditions',
  '/privacy-policy',
  '/right-of-withdrawal',
  '/shipping',
  '/return-policy',
  '/legal-notice',
  '/contact',
  '/no-such-page',
];

/**
 * axe judges every kind of page once in Spanish: the same templates and colours as in English, with other words. What
 * a language can break on its own (an empty name, the page's lang) shows on its template; every text exists in both
 * languages by the locale files' own tests. Reflow is checked on every route in both: longer words can overflow.
 */
const ROUTES_IN_SPANISH = [
  '/',
  '/about',
  '/collections/resort',
  '/configure/donjuan',
  '/configure/unknown-model',
  '/news/ibiza-popup',
  '/muse-projects/la-artista',
  '/privacy-policy',
  '/contact',
  '/no-such-page',
];

const LANGUAGES = [
  {
    lng: 'en',
    query: '',
    axeRoutes: ROUTES,
    menu: 'Menu',
    menuDialog: 'Site menu',
    bags: 'Bags',
    menuCarriel: 'Carriel Classic',
    carriel: 'Carriel Classic',
    cookieSettings: 'Cookie settings',
    cookiePreferences: 'Cookie Preferences',
    functional: 'Functional',
    save: 'Save',
    accordion: 'Description & Size',
    next: 'Next image',
    previous: 'Previous image',
    preOrder: /Pre Order Now/,
    enquire: 'Made to order – enquire',
    email: 'Email address',
    consent: /I agree/,
    subscribe: 'Subscribe',
    subscribed: /Thank you/,
  },
  {
    lng: 'es',
    query: '?lng=es',
    axeRoutes: ROUTES_IN_SPANISH,
    menu: 'Menú',
    menuDialog: 'Menú del sitio',
    bags: 'Bolsos',
    menuCarriel: 'Carriel Classic',
    carriel: 'Carriel Classic',
    cookieSettings: 'Configuración de cookies',
    cookiePreferences: 'Preferencias de cookies',
    functional: 'Funcionales',
    save: 'Guardar',
    accordion: 'Descripción y medidas',
    next: 'Imagen siguiente',
    previous: 'Imagen anterior',
    preOrder: /Reservar ahora/,
    enquire: 'Hecho por encargo – consultar',
    email: 'Correo electrónico',
    consent: /Acepto/,
    subscribe: 'Suscribirme',
    subscribed: /Gracias/,
  },
] as const;

/** Narrowed to 320 CSS pixels, the width of 1280 at 400% zoom, the page does not scroll sideways (WCAG 1.4.10). */
async function expectReflowAt320(page: Page, state: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${state} is wider than 320 CSS pixels`,
    })
    .toBeLessThanOrEqual(320);
}

for (const language of LANGUAGES) {
  test.describe(`every route (${language.lng})`, () => {
    for (const route of ROUTES) {
      const axe = (language.axeRoutes as readonly string[]).includes(route);
      test(`${route}: ${axe ? 'no WCAG 2.2 AA violations, and ' : ''}no sideways scroll at 320 CSS pixels`, async ({
        page,
      }) => {
        await page.goto(`${route}${language.query}`);
        await waitForPage(page);
        if (axe) await expectNoAxeViolations(page, `${route} (${language.lng})`);
        await expectReflowAt320(page, `${route} (${language.lng})`);
      });
    }
  });

  test.describe(`axe, interactive states (${language.lng})`, () => {
    test('the menu open: main view and the Bags panel', async ({ page }) => {
      await page.goto(`/about${language.query}`);
      await waitForPage(page);
      await page.getByRole('button', { name: language.menu }).click();
      const menu = page.getByRole('dialog', { name: language.menuDialog });
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page, `the open menu (${language.lng})`);
      await menu.getByRole('button', { name: language.bags }).click();
      await expect(menu.getByRole('heading', { name: language.bags })).toBeVisible();
      await expectNoAxeViolations(page, `the menu's Bags panel (${language.lng})`);
    });

    test('a product accordion open', async ({ page }) => {
      await page.goto(`/configure/donjuan${language.query}`);
      await waitForPage(page);
      // A native disclosure: its <summary> (a button to assistive technology) holds the section's heading.
      await page.locator('summary', { has: page.getByRole('heading', { level: 2, name: language.accordion }) }).click();
      await expect(page.getByRole('region', { name: language.accordion })).toBeVisible();
      await expectNoAxeViolations(page, `an open accordion (${language.lng})`);
    });
  });

  test.describe(`axe, cookie consent (${language.lng})`, () => {
    test.use({ consent: 'none' });

    test('the cookie banner and the preferences dialog', async ({ page }) => {
      test.slow(); // two runs of axe on the home page
      await page.goto(`/${language.query}`);
      await waitForPage(page);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page, `the page with the cookie banner (${language.lng})`);
      await banner.getByRole('button', { name: language.cookiePreferences }).click();
      await expect(page.getByRole('dialog', { name: language.cookiePreferences })).toBeVisible();
      await expectNoAxeViolations(page, `the cookie preferences dialog (${language.lng})`);
    });
  });
}

test('after a page change in the application, focus is on the new page’s main, where a screen reader reads on', async ({
  page,
}) => {
  await page.goto('/collections/carriel');
  await movePointerUntilHydrated(page);
  const documentStart = await page.evaluate(() => performance.timeOrigin);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin), 'the same document, not a page load').toBe(documentStart);
  await expect(page.locator('main')).toBeFocused();
});

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

for (const language of LANGUAGES) {
  test(`keyboard only (${language.lng}): menu, product, gallery, accordion, pre-order, cookie settings, newsletter`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.route('https://pay.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Payment</title>' }),
    );
    await page.goto(`/${language.query}`);
    await waitForPage(page);

    // Menu → Bags → Carriel Classic.
    await tabTo(page, language.menu);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: language.menuDialog });
    await expect(menu).toBeVisible();
    await tabTo(page, new RegExp(`^${language.bags}`));
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('heading', { name: language.bags })).toBeVisible();
    await tabTo(page, new RegExp(`^${language.menuCarriel}`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collections\/carriel/);
    await expect(page.locator('main [data-boundary] h1')).toHaveText(language.carriel);

    // A product card → its page.
    await tabTo(page, /Don Juan/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/configure\/donjuan/);
    await expect(page.locator('main [data-boundary] h1')).toHaveText('Don Juan');

    // The gallery, both ways, with Enter and Space on the arrows.
    const image = page.locator('main [data-boundary] section[aria-roledescription] img:not([hidden])');
    const imageNumber = async () => Number(/-(\d+)\.svg$/.exec((await image.getAttribute('src')) ?? '')?.[1]);
    expect(await imageNumber()).toBe(1);
    await tabTo(page, language.next);
    await page.keyboard.press('Enter');
    await expect.poll(imageNumber).toBe(2);
    await page.keyboard.press('Space');
    await expect.poll(imageNumber).toBe(3);
    await tabTo(page, language.previous, { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(imageNumber).toBe(2);
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect.poll(imageNumber).toBe(5);

    // An accordion.
    await tabTo(page, language.accordion);
    await page.keyboard.press('Enter');
    await expect(page.locator('summary:focus').locator('xpath=..')).toHaveAttribute('open', '');
    await expect(page.getByRole('region', { name: language.accordion })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: language.accordion })).toBeHidden();
    await page.keyboard.press('Enter');

    // Pre Order Now opens the payment page in a new tab.
    await tabTo(page, language.preOrder, { backwards: true });
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await popup.waitForURL('https://pay.example.com/casa-carriel/don-juan');
    await popup.close();
    await page.bringToFront();

    // A made-to-order product: the enquiry link instead.
    await page.goto(`/configure/vino${language.query}`);
    await waitForPage(page);
    await tabTo(page, language.enquire);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\?product=Vino/);
    await waitForPage(page);

    // Cookie settings from the footer: Space toggles a category, Save stores it.
    await tabTo(page, language.cookieSettings);
    await expectFocused(page.locator('footer').getByRole('button', { name: language.cookieSettings }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: language.cookiePreferences });
    await expect(dialog).toBeVisible();
    await tabTo(page, new RegExp(`^${language.functional}`));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: language.functional })).toBeChecked();
    await tabTo(page, language.save);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ functional: true, analytics: false });

    // The footer newsletter form.
    await tabTo(page, language.email, { backwards: true });
    await page.keyboard.type(`keyboard-${language.lng}-${Date.now()}@example.com`);
    await tabTo(page, language.consent);
    await page.keyboard.press('Space');
    await expect(page.locator('footer').getByRole('checkbox')).toBeChecked();
    await tabTo(page, language.email, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.locator('footer').getByRole('status')).toContainText(language.subscribed);
  });
}

test.describe('axe, a part of the shop that cannot load', () => {
  test.use({ consent: 'essential' });

  test('the kept page under its notice, and the unavailable screen of the next page: zero violations', async ({
    page,
  }) => {
    const catalogOrigin = originOf('catalog');
    await page.route(`${catalogOrigin}/**`, (route) =>
      ['script', 'fetch', 'xhr'].includes(route.request().resourceType())
        ? route.abort('connectionrefused')
        : route.continue(),
    );
    await page.goto('/configure/patron');
    const catalog = page.locator('main [data-boundary="catalog"]');
    await expect(catalog.locator('[data-state="unavailable"]')).toContainText('cannot respond right now');
    await expectNoAxeViolations(page, 'a product page kept under its notice');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: /^Bags/ }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: /Mini Carriels/ })
      .click();
    await expect(
      catalog.getByRole('heading', { level: 1, name: 'The collection is unavailable right now' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the unavailable screen');
  });
});

// axe cannot judge what sits on an image: these measure the pixels the browser paints, on each of the three slides.
test.describe("the hero's controls over every slide (WCAG 1.4.3, 1.4.11)", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`focus rings stand out and the SCROLL text reads at 4.5:1 (${viewport.width}px)`, async ({ page }) => {
      test.slow(); // fifteen screenshots: four focus rings and the SCROLL text on each of three slides
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      const controls = {
        'the play button': page.getByRole('button', { name: 'Play slideshow' }),
        DISCOVER: page.getByRole('link', { name: 'Discover the Carriel Classic collection' }),
        'a slide dot': page.getByRole('button', { name: 'Show slide 2 of 3' }),
        SCROLL: page.getByRole('button', { name: 'Scroll to the next section' }),
      };
      for (const slide of [1, 2, 3]) {
        await page.getByRole('button', { name: `Show slide ${slide} of 3` }).click();
        await expect(page.locator('[data-hero-slide][data-active="true"]')).toHaveAttribute(
          'aria-label',
          `Slide ${slide} of 3`,
        );
        // From the keyboard on, focus moved by script shows its ring as focus from the keyboard does.
        await page.keyboard.press('Shift+Tab');
        for (const [name, control] of Object.entries(controls)) {
          await control.focus();
          expect(
            await focusRingContrast(page, control),
            `the focus ring of ${name} on slide ${slide}`,
          ).toBeGreaterThanOrEqual(3);
        }
        await page.keyboard.press('Shift+Tab');
        const scrollText = controls.SCROLL.locator('span');
        expect(await lowestTextContrast(page, scrollText), `SCROLL on slide ${slide}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
