import { expect, type Page } from '@playwright/test';

/**
 * What the site does with one remote down, and how it comes back (tests/resilience.spec.ts, on a private local
 * topology or the docker-compose stack's own services).
 */

/** A site whose services a test may stop and start (a PrivateSite). */
interface StoppableSite {
  url: string;
  stop(team: string): Promise<void>;
  start(team: string): Promise<void>;
}

export interface RemotePage {
  team: string;
  path: string;
  /** What the fallback calls the missing part, in English and in Spanish (host/src/locales, remote.part). */
  part: string;
  partEs: string;
}

/** A page of each remote that owns a page, and what its fallback says the missing part is. */
export const REMOTE_PAGES: readonly RemotePage[] = [
  { team: 'catalog', path: '/collections/carriel', part: 'The collection', partEs: 'La colección' },
  { team: 'stories', path: '/news/munich-store', part: 'This story', partEs: 'Esta historia' },
  { team: 'legal', path: '/privacy-policy', part: 'The legal information', partEs: 'La información legal' },
];

export const HOME_HEADING = /from heritage to high fashion/i;

/**
 * With `team` stopped, the shell and the other remotes work and the gap is explained in English and in Spanish;
 * once `team` is started again, Try again brings the part back (and focus to it) without a reload, and a new visit
 * gets it from the server.
 * The caller presets the consent cookie (essential) for `site.url`.
 */
export async function remoteStoppedThenStarted(
  page: Page,
  site: StoppableSite,
  { team, path: pagePath, part, partEs }: RemotePage,
): Promise<void> {
  await site.stop(team);
  const gap = page.locator(`[data-boundary="${team}"] [data-state="unavailable"]`);
  try {
    await page.goto(site.url + pagePath);
    await expect(gap.getByRole('heading', { name: `${part} is unavailable right now` })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible();

    // The shell's own pages and another team's page still work.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    if (team === 'legal')
      await expect(gap.getByRole('heading', { name: `${part} is unavailable right now` })).toBeVisible();
    else await expect(page.locator('[data-boundary="legal"]').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(site.url + '/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    // The same message in Spanish.
    await page.goto(site.url + pagePath + '?lng=es');
    await expect(page.getByRole('heading', { name: `${partEs} no está disponible en este momento` })).toBeVisible();
    await page.goto(site.url + pagePath + '?lng=en');
    // Let the page finish failing before the remote comes back, or it would simply load.
    await expect(gap.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await site.start(team);
  }
  await page.locator(`[data-boundary="${team}"]`).getByRole('button', { name: 'Try again' }).click();
  await expect(gap).toHaveCount(0);
  await expect(page.locator(`main [data-boundary="${team}"]`).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator(`main [data-boundary="${team}"]`).getByRole('heading', { level: 1 }).first(),
    'focus follows from Try again to the part',
  ).toBeFocused();

  // A new visit gets the part from the server again.
  await page.goto(site.url + pagePath);
  await expect(page.locator(`main [data-boundary="${team}"]`).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(gap).toHaveCount(0);
}

/** The page stays usable with the consent remote down: no banner, the newsletter and the cookie settings say they are unavailable. */
export async function expectConsentGap(page: Page, siteUrl: string, language: 'en' | 'es' = 'en'): Promise<void> {
  const words =
    language === 'en'
      ? {
          newsletter: 'The newsletter is unavailable right now',
          menu: 'Menu',
          menuDialog: 'Site menu',
          cookieSettings: 'Cookie settings',
          dialog: 'The cookie preferences dialog is unavailable right now',
        }
      : {
          newsletter: 'El boletín no está disponible en este momento',
          menu: 'Menú',
          menuDialog: 'Menú del sitio',
          cookieSettings: 'Configuración de cookies',
          dialog: 'El panel de preferencias de cookies no está disponible en este momento',
        };
  await page.goto(`${siteUrl}/${language === 'es' ? '?lng=es' : ''}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (language === 'en') await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.getByText(words.newsletter).first()).toBeVisible();
  await expect(page.locator('[data-boundary="consent"][data-module="cookie-consent"]')).toBeEmpty();
  await page.getByRole('button', { name: words.menu }).click();
  await expect(page.getByRole('dialog', { name: words.menuDialog })).toBeVisible();
  await page.keyboard.press('Escape');
  // Asking for the cookie preferences gets an answer, not silence.
  await page.getByRole('contentinfo').getByRole('button', { name: words.cookieSettings }).click();
  await expect(page.getByRole('alert').filter({ hasText: words.dialog })).toBeVisible();
}
