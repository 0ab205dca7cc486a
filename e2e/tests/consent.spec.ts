import type { Page } from '@playwright/test';
import { holdApplication } from '../support/held-application';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { COLLECTOR_URL, originOf, SITE_URL, SMOKE_TAG } from '../support/ports';

// Some of its tests are of the page before its application starts.
test.use(IN_FULL_BROWSER);

const EXPORT_TOKEN = process.env.NEWSLETTER_EXPORT_TOKEN ?? 'local-export-token';

async function storedConsent(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookiePreferences');
  return cookie
    ? { ...cookie, parsed: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> }
    : undefined;
}

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

/**
 * A first visit to `path` with the application held back until `application.release()`, its consent cookie's
 * writes and its hydration warnings recorded.
 */
async function visitWithApplicationHeld(page: Page, path: string) {
  const writes = await recordConsentWrites(page);
  const warnings = recordHydrationWarnings(page);
  const application = await holdApplication(page);
  await page.goto(path);
  return { writes, warnings, application };
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const preferencesDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });
const cornerButton = (page: Page) =>
  page.locator('[data-boundary="consent"]').getByRole('button', { name: 'Cookie settings' });

test.describe('cookie consent on a first visit', () => {
  test.use({ consent: 'none' });

  test('the footer’s Cookie settings, pressed while the consent remote is still loading, opens the preferences when it arrives', async ({
    page,
  }) => {
    // The consent remote's manifest is held until the shell has hydrated and handed the press on.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${originOf('consent')}/mf-manifest.json*`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(preferencesDialog(page)).toHaveCount(0);
    release();
    await expect(preferencesDialog(page)).toBeVisible();
  });

  test('shows the banner with three equal choices; Reject All hides it for good and stores essential only', async ({
    page,
  }) => {
    await page.goto('/collections/carriel');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.',
    );
    const sizes = await banner
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => `${b.textContent}:${getComputedStyle(b).backgroundColor}`));
    expect(sizes.map((s) => s.split(':')[0])).toEqual(['Accept All', 'Reject All', 'Cookie Preferences']);
    expect(new Set(sizes.map((s) => s.split(':')[1])).size).toBe(1);

    await banner.getByRole('button', { name: 'Reject All' }).click();
    await expect(banner).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored?.parsed).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: 1,
    });
    expect(stored?.path).toBe('/');
    expect(stored?.sameSite).toBe('Lax');
    const DAY_MS = 24 * 3600 * 1000;
    // The spec's 365 days, give or take the minutes this test takes.
    expect(Math.abs(stored!.expires * 1000 - Date.now() - 365 * DAY_MS)).toBeLessThan(DAY_MS / 24);

    await page.reload();
    await expect(cornerButton(page)).toBeVisible();
    await expect(cookieBanner(page)).toBeHidden();
    await page.goto('/about');
    await expect(cornerButton(page)).toBeVisible();
    await expect(cookieBanner(page)).toBeHidden();
  });

  test(
    'Accept All writes the cookie with every category and announces it without a reload',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        window.addEventListener('storefront:consent-change', (event) => {
          (window as unknown as { heard: unknown }).heard = (event as CustomEvent).detail;
        });
      });
      await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click();
      await expect(cookieBanner(page)).toBeHidden();
      expect((await storedConsent(page))?.parsed).toMatchObject({
        essential: true,
        functional: true,
        analytics: true,
        marketing: true,
      });
      expect(await page.evaluate(() => (window as unknown as { heard: unknown }).heard)).toMatchObject({
        marketing: true,
      });
    },
  );

  test('the preferences dialog traps focus, Escape records nothing, Save stores the toggles', async ({ page }) => {
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    // The brand's buttons: Save on the ink ground, Cancel outlined in ink.
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', 'rgb(29, 26, 23)');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCSS('border-color', 'rgb(29, 26, 23)');
    await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeDisabled();
    for (const name of ['Functional', 'Analytics', 'Marketing'])
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cookieBanner(page).getByRole('button', { name: 'Cookie Preferences' })).toBeFocused();
    expect(await storedConsent(page)).toBeUndefined();

    await cookieBanner(page).getByRole('button', { name: 'Cookie Preferences' }).click();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('switch', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cookieBanner(page)).toBeHidden();
    expect((await storedConsent(page))?.parsed).toMatchObject({ functional: true, analytics: false, marketing: false });
  });

  test('a tampered cookie counts as no choice: the banner shows again', async ({ page, context }) => {
    const tampered = encodeURIComponent('{"essential":true,"functional":"yes","analytics":true,"marketing":true}');
    await context.addCookies([{ name: 'cookiePreferences', value: tampered, url: SITE_URL }]);
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
  });
});

// On a first visit the application starts at the visitor's first sign of intent; the banner's choices answer
// before it has arrived. The application is held (visitWithApplicationHeld) until the test lets it through.
test.describe('cookie consent before the application has loaded', () => {
  test.use({ consent: 'none' });

  test('Accept All is saved once, hides the banner and puts focus on the corner button; the application keeps it', async ({
    page,
  }) => {
    const { writes, warnings, application } = await visitWithApplicationHeld(page, '/collections/carriel');

    await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(cornerButton(page)).toBeVisible();
    await expect(cornerButton(page)).toBeFocused();
    expect(await page.locator('html').getAttribute('data-hydrated'), 'answered without the application').toBeNull();
    const stored = await storedConsent(page);
    expect(stored?.parsed).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: 1,
    });
    expect(await writes()).toHaveLength(1);

    await application.release();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(cornerButton(page)).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await writes(), 'saved once: not again after hydration').toHaveLength(1);
    expect((await storedConsent(page))?.value).toBe(stored!.value);
    expect(warnings).toEqual([]);

    await cornerButton(page).click();
    for (const name of ['Functional', 'Analytics', 'Marketing'])
      await expect(preferencesDialog(page).getByRole('switch', { name })).toBeChecked();
  });

  test('in Spanish, Save in the preferences saves the switches once and closes the dialog and the banner', async ({
    page,
  }) => {
    const { writes, application } = await visitWithApplicationHeld(page, '/about?lng=es');
    const banner = page.getByRole('region', { name: 'Consentimiento de cookies' });
    const opener = banner.getByRole('button', { name: 'Preferencias de cookies' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Preferencias de cookies' });
    await expect(dialog.getByRole('switch').nth(1)).toBeFocused(); // the first one not locked
    await dialog.getByRole('switch', { name: 'Analíticas' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    const corner = page.locator('[data-boundary="consent"]').getByRole('button', { name: 'Configuración de cookies' });
    await expect(corner).toBeFocused();
    expect((await storedConsent(page))?.parsed).toMatchObject({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    expect(await writes()).toHaveLength(1);

    await application.release();
    await page.waitForLoadState('networkidle');
    await expect(corner).toBeFocused();
    expect(await writes(), 'saved once').toHaveLength(1);
  });

  test('the preferences opened and set before hydration stay as the visitor left them; Save then saves once', async ({
    page,
  }) => {
    const { writes, warnings, application } = await visitWithApplicationHeld(page, '/collections/carriel');
    await cookieBanner(page).getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = preferencesDialog(page);
    await dialog.getByRole('switch', { name: 'Marketing' }).click();

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
    await expect(cookieBanner(page)).toBeHidden();
    await expect(cornerButton(page)).toBeFocused();
    expect(await writes()).toHaveLength(1);
    expect((await storedConsent(page))?.parsed).toMatchObject({ functional: true, analytics: false, marketing: true });
  });

  test('if the consent team’s early script does not load, Accept All is answered once when the application arrives', async ({
    page,
  }) => {
    await page.route(/\/early\/cookie-banner\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
    const { writes, application } = await visitWithApplicationHeld(page, '/collections/carriel');
    await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(cookieBanner(page)).toBeVisible(); // held until the application arrives
    expect(await writes()).toEqual([]);

    await application.release();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(cornerButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await writes()).toHaveLength(1);
    expect((await storedConsent(page))?.parsed).toMatchObject({ functional: true, analytics: true, marketing: true });
  });

  test('the story’s video comes once Accept All was pressed before hydration', async ({ page }) => {
    await page.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const { writes, warnings, application } = await visitWithApplicationHeld(page, '/news/ibiza-popup');
    await expect(page.locator('figure[data-video-state="poster"]')).toBeVisible();
    await cookieBanner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(cookieBanner(page)).toBeHidden();

    await application.release();
    await expect(page.locator('figure[data-video-state="player"]')).toBeVisible();
    expect(await writes()).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
});

test.describe('after a choice', () => {
  test('the corner button and the footer’s Cookie settings reopen the preferences showing the stored choice', async ({
    page,
  }) => {
    await page.goto('/collections/carriel');
    await expect(cookieBanner(page)).toBeHidden();

    await cornerButton(page).click();
    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await dialog.getByRole('switch', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(cornerButton(page)).toBeFocused();
    expect((await storedConsent(page))?.parsed).toMatchObject({ functional: false, analytics: true, marketing: false });

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await footerButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});

test.describe('newsletter band on the home page', () => {
  test('a signup lands in the collector and shows the success state', async ({ page, request }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/');
    const band = page.locator('[data-boundary="consent"][data-module="newsletter-band"]');
    await expect(band.getByRole('heading', { name: 'Sign up to receive updates from Casa Carriel' })).toBeVisible();
    await expect(band.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const subscribe = band.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();

    await band.getByRole('textbox', { name: 'Email address' }).fill(email);
    await subscribe.click();
    await expect(band.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(band.getByRole('textbox')).toHaveCount(0);

    const unauthorised = await request.get(`${COLLECTOR_URL}/api/newsletter/export.csv?status=all`);
    expect(unauthorised.status()).toBe(401);
    const exported = await request.get(`${COLLECTOR_URL}/api/newsletter/export.csv?status=pending`, {
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    expect(exported.status()).toBe(200);
    expect(await exported.text()).toContain(`"${email}"`);
  });

  test('when the collector cannot be reached the error shows in red and the address stays', async ({ page }) => {
    await page.route(`${COLLECTOR_URL}/api/newsletter`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const band = page.locator('[data-boundary="consent"][data-module="newsletter-band"]');
    const input = band.getByRole('textbox', { name: 'Email address' });
    await input.fill('offline@example.com');
    await band.getByRole('button', { name: 'Subscribe' }).click();

    const alert = band.getByRole('alert');
    await expect(alert).toHaveText('Something went wrong. Please try again.');
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)');
    await expect(input).toHaveValue('offline@example.com');
    await expect(band.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

test('the footer form asks for marketing consent before subscribing', async ({ page }) => {
  const signups: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${COLLECTOR_URL}/api/newsletter` && request.method() === 'POST')
      signups.push(request.postData() ?? '');
  });
  await page.goto('/about');
  const form = page.locator('[data-boundary="consent"][data-module="newsletter-form"]');
  const checkbox = form.getByRole('checkbox', { name: /I agree to receive marketing emails/ });
  await expect(checkbox).not.toBeChecked();
  const email = `footer-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(checkbox, 'the browser points at the unticked box').toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);

  // Ticked, the same form goes through: the only signup the collector ever got is this one.
  await checkbox.check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thank you for subscribing!')).toBeVisible();
  expect(signups).toHaveLength(1);
  expect(JSON.parse(signups[0]!)).toMatchObject({ email });
});
