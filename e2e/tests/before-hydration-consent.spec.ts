import type { Page } from '@playwright/test';
import { holdApplication } from '../support/before-hydration';
import { expect, test } from '../support/fixtures';
import { originOf } from '../support/ports';

// Issue 21: on a first visit the cookie banner's Accept All and Reject All answer from the pre-rendered HTML and the
// consent team's early script, before the application has arrived; the consent remote, once hydrated, takes over
// from the cookie the script saved. The application is held (holdApplication) until the test lets it through.
test.use({ consent: 'none' });

const EARLY_SCRIPT = /\/early\/cookie-banner\.[0-9a-f]+\.js$/;
const DAY_MS = 24 * 3600 * 1000;

const TEXTS = {
  en: {
    banner: 'Cookie consent',
    accept: 'Accept All',
    reject: 'Reject All',
    corner: 'Cookie settings',
    dialog: 'Cookie Preferences',
    preferences: 'Cookie Preferences',
    analytics: 'Analytics',
    marketing: 'Marketing',
    save: 'Save',
    cancel: 'Cancel',
  },
  es: {
    banner: 'Consentimiento de cookies',
    accept: 'Aceptar todas',
    reject: 'Rechazar todas',
    corner: 'Configuración de cookies',
    dialog: 'Preferencias de cookies',
    preferences: 'Preferencias de cookies',
    analytics: 'Analíticas',
    marketing: 'Marketing',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
} as const;

/** Every write of the consent cookie through document.cookie on the page, from before its first script. */
async function recordConsentWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __consentWrites: string[] }).__consentWrites = writes;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie.get!.call(this);
      },
      set(value: string) {
        if (String(value).startsWith('cookiePreferences=')) writes.push(String(value));
        cookie.set!.call(this, value);
      },
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { __consentWrites: string[] }).__consentWrites]);
}

/** Console warnings and errors about hydration: a part React rendered anew instead of hydrating it. */
function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'warning' || message.type() === 'error') &&
      /hydrat|Pre-rendered HTML replaced/i.test(message.text())
    )
      warnings.push(message.text());
  });
  return warnings;
}

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookiePreferences');
  return cookie
    ? { ...cookie, parsed: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> }
    : undefined;
}

const consentSlot = (page: Page) => page.locator('[data-boundary="consent"][data-module="cookie-consent"]');
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

const cases = [
  { name: 'Accept All', path: '/collections/carriel', language: 'en', press: 'accept', optional: true },
  { name: 'Reject All', path: '/about', language: 'en', press: 'reject', optional: false },
  {
    name: 'Aceptar todas, in Spanish',
    path: '/collections/carriel?lng=es',
    language: 'es',
    press: 'accept',
    optional: true,
  },
] as const;

for (const { name, path, language, press, optional } of cases) {
  test(`${name} before hydration saves the choice once; the application takes over from it`, async ({ page }) => {
    const texts = TEXTS[language];
    const writes = await recordConsentWrites(page);
    const warnings = recordHydrationWarnings(page);
    const application = await holdApplication(page);
    await page.goto(path);

    // The consent remote's script, from its own origin, has marked the two buttons it answers.
    const scriptSource = await page
      .locator(`head script[async][src^="${originOf('consent')}/early/"]`)
      .getAttribute('src');
    expect(scriptSource).toMatch(EARLY_SCRIPT);
    const banner = page.getByRole('region', { name: texts.banner });
    // Accept All and Reject All by the script, Cookie Preferences (the platform opens its dialog) in the markup.
    await expect(banner.locator('[data-answers-before-hydration]')).toHaveCount(3);

    await banner.getByRole('button', { name: texts[press] }).click();
    const corner = consentSlot(page).getByRole('button', { name: texts.corner });
    await expect(banner).toBeHidden();
    await expect(corner).toBeVisible();
    await expect(corner).toBeFocused();
    expect(await isHydrated(page), 'answered without the application').toBe(false);

    // The cookie the application writes (consent.spec.ts): the four categories, the version, the time; path /,
    // SameSite Lax, 365 days.
    const stored = await storedConsent(page);
    expect(stored?.parsed).toMatchObject({
      essential: true,
      functional: optional,
      analytics: optional,
      marketing: optional,
      version: 1,
    });
    expect(Date.now() - Date.parse(String(stored?.parsed.decidedAt))).toBeLessThan(DAY_MS / 24);
    expect(stored?.path).toBe('/');
    expect(stored?.sameSite).toBe('Lax');
    expect(Math.abs(stored!.expires * 1000 - Date.now() - 365 * DAY_MS)).toBeLessThan(DAY_MS / 24);
    expect(await writes()).toHaveLength(1);

    await application.release();
    // Taken over: the banner is gone from the page, the corner button is the application's, focus stayed on it.
    await expect(consentSlot(page).locator('[data-cookie-banner]')).toHaveCount(0);
    await expect(corner).toBeVisible();
    await expect(corner).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await writes(), 'saved once: the application did not save it again').toHaveLength(1);
    expect((await storedConsent(page))?.value).toBe(stored!.value);
    expect(warnings).toEqual([]);

    // The application knows the choice: the preferences show it.
    await corner.click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    for (const category of await dialog.getByRole('switch').all()) {
      if (await category.isDisabled()) continue;
      if (optional) await expect(category).toBeChecked();
      else await expect(category).not.toBeChecked();
    }
  });
}

/** The Ibiza story with Accept All pressed before hydration, then the application let through. */
async function acceptOnTheStoryBeforeHydration(
  page: Page,
): Promise<{ writes: () => Promise<string[]>; warnings: string[] }> {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const writes = await recordConsentWrites(page);
  const warnings = recordHydrationWarnings(page);
  const application = await holdApplication(page);
  await page.goto('/news/ibiza-popup');
  await expect(page.locator('figure[data-video-state="poster"]')).toBeVisible();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await application.release();
  return { writes, warnings };
}

test('the story’s video comes once Accept All was pressed before hydration, as after a choice in the application', async ({
  page,
}) => {
  const { writes } = await acceptOnTheStoryBeforeHydration(page);
  await expect(page.locator('figure[data-video-state="player"]')).toBeVisible();
  expect(await writes()).toHaveLength(1);
});

test('the story hydrates its video gate without a mismatch after a choice made before hydration', async ({ page }) => {
  const { warnings } = await acceptOnTheStoryBeforeHydration(page);
  await expect(page.locator('figure[data-video-state="player"]')).toBeVisible();
  expect(warnings).toEqual([]);
});

test('without the early script (it did not load) the banner works as before: the press is held, then answered once', async ({
  page,
}) => {
  const writes = await recordConsentWrites(page);
  await page.route(EARLY_SCRIPT, (route) => route.abort('connectionrefused'));
  const application = await holdApplication(page);
  await page.goto('/collections/carriel');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  // Only Cookie Preferences, which the platform answers (commandfor); the two choices are left to the hold.
  await expect(banner.locator('[data-answers-before-hydration]')).toHaveCount(1);

  await banner.getByRole('button', { name: 'Accept All' }).click();
  // Held for the application, which has not arrived: nothing saved, the banner stays.
  await expect(banner).toBeVisible();
  expect(await storedConsent(page)).toBeUndefined();
  expect(await writes()).toEqual([]);

  await application.release();
  await expect(banner).toBeHidden();
  await expect(consentSlot(page).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await writes()).toHaveLength(1);
  expect((await storedConsent(page))?.parsed).toMatchObject({
    essential: true,
    functional: true,
    analytics: true,
    marketing: true,
    version: 1,
  });
});

// Cookie Preferences opens the pre-rendered native dialog before hydration; its switches are native checkboxes and
// its Save is answered by the early script; the application takes the dialog over as the visitor left it.
const preferenceCases = [
  { name: 'in English', path: '/collections/carriel', language: 'en' },
  { name: 'in Spanish', path: '/about?lng=es', language: 'es' },
] as const;

for (const { name, path, language } of preferenceCases) {
  test(`Cookie Preferences before hydration: the dialog opens, a switch is set, Save saves once (${name})`, async ({
    page,
  }) => {
    const texts = TEXTS[language];
    const writes = await recordConsentWrites(page);
    const warnings = recordHydrationWarnings(page);
    const application = await holdApplication(page);
    await page.goto(path);
    const banner = page.getByRole('region', { name: texts.banner });
    await expect(banner.locator('[data-answers-before-hydration]')).toHaveCount(3);

    const opener = banner.getByRole('button', { name: texts.preferences });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch').nth(1)).toBeFocused(); // the first one not locked
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: texts.analytics }).click();
    await expect(dialog.getByRole('switch', { name: texts.analytics })).toBeChecked();
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    const corner = consentSlot(page).getByRole('button', { name: texts.corner });
    await expect(corner).toBeVisible();
    await expect(corner).toBeFocused();
    expect(await isHydrated(page), 'answered without the application').toBe(false);
    const stored = await storedConsent(page);
    expect(stored?.parsed).toMatchObject({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: 1,
    });
    expect(await writes()).toHaveLength(1);

    await application.release();
    await expect(consentSlot(page).locator('[data-cookie-banner]')).toHaveCount(0);
    await expect(corner).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await writes(), 'saved once').toHaveLength(1);
    expect((await storedConsent(page))?.value).toBe(stored!.value);
    expect(warnings).toEqual([]);

    // The application knows the choice: the corner button's preferences show it.
    await corner.click();
    const appDialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(appDialog.getByRole('switch', { name: texts.analytics })).toBeChecked();
    await expect(appDialog.getByRole('switch', { name: texts.marketing })).not.toBeChecked();
  });
}

test('the dialog opened and set before hydration is taken over open, as left; its Save then saves once', async ({
  page,
}) => {
  const writes = await recordConsentWrites(page);
  const warnings = recordHydrationWarnings(page);
  const application = await holdApplication(page);
  await page.goto('/collections/carriel');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();

  await application.release();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
  expect(await writes()).toEqual([]);
  expect(warnings).toEqual([]);

  await dialog.getByRole('switch', { name: 'Functional' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(consentSlot(page).getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  expect(await writes()).toHaveLength(1);
  expect((await storedConsent(page))?.parsed).toMatchObject({
    essential: true,
    functional: true,
    analytics: false,
    marketing: true,
  });
});

test('without the early script the dialog still opens by the platform; its Save is held, then answered once', async ({
  page,
}) => {
  const writes = await recordConsentWrites(page);
  await page.route(EARLY_SCRIPT, (route) => route.abort('connectionrefused'));
  const application = await holdApplication(page);
  await page.goto('/collections/carriel');
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Cookie Preferences' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible(); // held for the application
  expect(await writes()).toEqual([]);

  await application.release();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(await writes()).toHaveLength(1);
  expect((await storedConsent(page))?.parsed).toMatchObject({
    essential: true,
    functional: false,
    analytics: true,
    marketing: false,
  });
});
