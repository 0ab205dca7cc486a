import type { Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/ports';

test.use(IN_FULL_BROWSER);

// A first visit to a complete pre-rendered page loads the hydration loader only, and the application on the
// visitor's first interaction (docs/decisions/0008). Without a consent choice, as on a first visit.
test.use({ consent: 'none' });

/** Paths of the scripts the page has requested so far. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

const activeSlide = (page: Page) => page.locator('[data-hero-slide][data-active="true"]');

test('reading a page downloads the loader alone, with the teams’ early scripts; the first pointer movement brings the application', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/collections/carriel');
  await page.waitForLoadState('networkidle');
  // A team's early script makes its own pre-rendered controls answer before hydration (tools/prerender/early-scripts.mjs).
  expect(
    scripts.filter((script) => !/^(\/releases\/[a-z0-9._-]+)?\/early\/[a-z0-9-]+\.[0-9a-f]+\.js$/.test(script)),
  ).toEqual([expect.stringMatching(/^\/hydration-loader\.[0-9a-f]+\.js$/)]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carriel Classic');

  await page.mouse.move(40, 300);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.some((script) => /^\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);
});

test('a keyboard visitor starts it too, and the page title comes from the server', async ({ page, request }) => {
  const html = await (await request.get(`${SITE_URL}/configure/patron`)).text();
  expect(html).toContain('<title>El Patrón Classic · Carriel Classic | Casa Carriel</title>');
  expect(html).toContain('data-hydrate="on-intent"');

  await page.goto('/configure/patron');
  await expect(page).toHaveTitle('El Patrón Classic · Carriel Classic | Casa Carriel');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

for (const storage of ['localStorage', 'sessionStorage'] as const) {
  test(`a language kept only in ${storage} overrules the browser's on the next page, with no interaction`, async ({
    page,
  }) => {
    await page.goto('/shipping');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Kept from a document of the site without the loader: a page of the site would see the choice itself once
    // loaded, start the application and keep more in storage.
    await page.goto('/robots.txt');
    await page.evaluate((kept) => window[kept].setItem('i18nextLng', 'es'), storage);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual(
      storage === 'localStorage' ? [1, 0] : [0, 1],
    );

    await page.goto('/shipping');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('navigation', { name: 'Información legal' }).getByRole('link', { name: 'Política de privacidad' }),
    ).toBeVisible();
  });
}

test('a press on the menu button before hydration opens the menu at once, and it stays open through hydration', async ({
  page,
}) => {
  const warnings = recordHydrationWarnings(page);
  await page.goto('/legal/privacy-policy');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click(); // moves the pointer and presses at once: the application is not there yet
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  expect(warnings.filter((text) => /hydrat|Pre-rendered HTML replaced/i.test(text))).toEqual([]);
});

test('"Accept All" pressed before hydration is answered: the banner goes and the choice is stored', async ({
  page,
  context,
}) => {
  await page.goto('/news/ibiza-popup');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find(({ name }) => name === 'cookiePreferences');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    functional: true,
    analytics: true,
    marketing: true,
  });
  // With the functional category allowed, the story's video player comes in place of its poster.
  await expect(page.locator('figure[data-video-state="player"]')).toBeVisible();
});

test('the hero advances before hydration, and the application carries on from the slide shown', async ({ page }) => {
  const scripts = recordScripts(page);
  const warnings = recordHydrationWarnings(page);
  await page.goto('/');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 3');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3', { timeout: 8_000 });
  expect(
    scripts.some((script) => script.startsWith('/main.')),
    'the slideshow runs without the application',
  ).toBe(false);
  await expect(page.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Show slide 3 of 3' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 3 of 3');
  await expect(page.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
  expect(warnings.filter((text) => /hydrat|Pre-rendered HTML replaced/i.test(text))).toEqual([]);
});

for (const { reducedMotion, shown, after, rotating } of [
  {
    reducedMotion: 'reduce',
    shown: 'Play slideshow (paused until you press this button)',
    after: 'Pause slideshow',
    rotating: 'true',
  },
  {
    reducedMotion: 'no-preference',
    shown: 'Pause slideshow',
    after: 'Play slideshow (paused until you press this button)',
    rotating: 'false',
  },
] as const) {
  test(`the hero's rotation control says what it will do before hydration, and does it (${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    // The application arrives only once the control was pressed: the press is surely made on the server's page.
    let releaseApplication = () => undefined as void;
    const applicationHeld = new Promise<void>((resolve) => (releaseApplication = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await applicationHeld;
      await route.continue();
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured bags' });
    const rotationControl = hero.locator('[data-rotation-control]');
    await expect(rotationControl).toHaveAccessibleName(shown);
    await rotationControl.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    releaseApplication();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(rotationControl).toHaveAccessibleName(after);
    await expect(hero).toHaveAttribute('data-rotating', rotating);
  });
}

test('a ?lng=es choice holds on the next page, reached by a link before any hydration', async ({ page }) => {
  await page.goto('/?lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // A native navigation, as a link followed before hydration: the server renders in English (Accept-Language).
  await page.goto('/collections/carriel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#root'), 'the server itself sends it in Spanish, never English first').toHaveAttribute(
    'data-prerendered',
    'es',
  );
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
});
