import type { Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { holdApplication, whenPreparedInLanguage } from '../support/held-application';
import { expect, test } from '../support/fixtures';

test.use(IN_FULL_BROWSER);

// Before hydration the language switch changes the page in place to the server's page in the other language
// (docs/interactivity.md). On every kind of page, the page after the switch is exactly what the server renders in
// that language: a text or an attribute a team renders in the language and the switch leaves behind is named here.
test.use({ consent: 'none' });

const ROUTES = [
  '/',
  '/about',
  '/collections/carriel',
  '/collections/resort',
  '/configure/patron',
  '/configure/unknown-model',
  '/news/ibiza-popup',
  '/muse-projects/la-artista',
  '/privacy-policy',
  '/legal-notice',
  '/contact',
  '/no-such-page',
];

interface Difference {
  where: string;
  shown: string | null;
  server: string | null;
}

for (const [index, route] of ROUTES.entries()) {
  // Half the routes from English to Spanish, half the other way.
  const [from, to] = index % 2 === 0 ? (['en', 'es'] as const) : (['es', 'en'] as const);
  test(`${route}: from ${from} to ${to} in place, the page is the server's page in ${to}`, async ({ page }) => {
    await holdApplication(page);
    const prepared = whenPreparedInLanguage(page, to);
    await page.goto(`${route}?lng=${from}`);
    await prepared();
    const origin = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('contentinfo').locator(`button[lang="${to}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    expect(await page.evaluate(() => performance.timeOrigin), 'the same page, changed in place').toBe(origin);

    const differences = await page.evaluate(async (language) => {
      const response = await fetch(`${location.pathname}?lng=${language}`, { credentials: 'omit' });
      const server = new DOMParser().parseFromString(await response.text(), 'text/html');
      const found: Difference[] = [];
      /** Set by the page's own scripts, in either language: not the server's to render. */
      const scriptsOwn = new Set(['data-held-until-hydrated', 'data-language-switched']);
      const walk = (shown: Node, rendered: Node, where: string) => {
        if (shown.nodeName !== rendered.nodeName) {
          found.push({ where, shown: shown.nodeName, server: rendered.nodeName });
          return;
        }
        if (shown.nodeType === Node.TEXT_NODE) {
          if (shown.nodeValue !== rendered.nodeValue)
            found.push({ where, shown: shown.nodeValue, server: rendered.nodeValue });
          return;
        }
        if (!(shown instanceof Element) || !(rendered instanceof Element)) return;
        const names = new Set([...shown.getAttributeNames(), ...rendered.getAttributeNames()]);
        for (const name of names) {
          if (scriptsOwn.has(name) || shown.getAttribute(name) === rendered.getAttribute(name)) continue;
          found.push({
            where: `${where}[${name}]`,
            shown: shown.getAttribute(name),
            server: rendered.getAttribute(name),
          });
        }
        if (shown.localName === 'noscript') return;
        const children = [...shown.childNodes];
        const renderedChildren = [...rendered.childNodes];
        if (children.length !== renderedChildren.length)
          found.push({ where: `${where}>*`, shown: `${children.length}`, server: `${renderedChildren.length}` });
        else children.forEach((child, at) => walk(child, renderedChildren[at]!, `${where}>${child.nodeName}${at}`));
      };
      walk(document.getElementById('root')!, server.getElementById('root')!, '#root');
      if (document.title !== server.title) found.push({ where: 'title', shown: document.title, server: server.title });
      const description = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content');
      if (description(document) !== description(server))
        found.push({ where: 'description', shown: description(document)!, server: description(server)! });
      return found;
    }, to);
    expect(differences).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
}

test.describe('once hydrated', () => {
  // A returning visitor (a cookie choice made): the application starts at once and hydrates the server's page.
  test.use({ consent: 'essential' });

  /** The page's texts the test reads, at once, in the same task as a press on the footer's `language` option. */
  const pressAndRead = (page: Page, language: 'en' | 'es') =>
    page.evaluate((chosen) => {
      document.querySelector<HTMLElement>(`footer button[lang="${chosen}"]`)!.click();
      return {
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.textContent,
        footerLink: document.querySelector('footer nav a')?.textContent,
        email: document.querySelector('input[type="email"]')?.getAttribute('placeholder'),
        menuLabel: document.getElementById('site-menu')?.getAttribute('aria-label'),
      };
    }, language);

  test('a press shows the server page in the other language at once; the application renders the same after', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const prepared = whenPreparedInLanguage(page, 'es');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    await prepared();

    const preparedInEnglish = whenPreparedInLanguage(page, 'en');
    expect(await pressAndRead(page, 'es'), 'in Spanish as the press is answered, before any render').toEqual({
      lang: 'es',
      heading: 'De la herencia a la alta moda',
      footerLink: 'Términos y condiciones',
      email: 'Introduce tu correo electrónico',
      menuLabel: 'Menú del sitio',
    });
    // What only the application renders (the consent corner button) follows, in Spanish.
    await expect(
      page.locator('[data-module="cookie-consent"]').getByRole('button', { name: 'Configuración de cookies' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').locator('button[lang="es"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('contentinfo').locator('button[lang="en"]')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18next=es');
    // The application's menu works in the language shown.
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menú del sitio' }).getByRole('link', { name: 'Nuestra historia' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // And back, once the page in English is ready again.
    await preparedInEnglish();
    expect((await pressAndRead(page, 'en')).footerLink).toBe('Terms & Conditions');
    await expect(
      page.locator('[data-module="cookie-consent"]').getByRole('button', { name: 'Cookie settings' }),
    ).toBeVisible();
    await expect(page.locator('h1')).toHaveText('From Heritage to High Fashion');
    expect(problems).toEqual([]);
  });

  test('after a route change, the page is prepared once a switch is in view, and switches whole', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    // The footer, and so its switch, is in view as the link is followed: the new page is prepared at once.
    const prepared = whenPreparedInLanguage(page, 'es', '/shipping');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Information' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Shipping Information');
    await page.getByRole('contentinfo').locator('button[lang="es"]').scrollIntoViewIfNeeded();
    await prepared();
    await page.getByRole('contentinfo').locator('button[lang="es"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Información de envío');
    await expect(page).toHaveTitle('Información de envío | Casa Carriel');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Política de privacidad' })).toBeVisible();
  });

  test('a later page whose switches are out of view fetches nothing for them until one comes into view', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    const fetchedInALanguage: string[] = [];
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.searchParams.has('lng')) fetchedInALanguage.push(address.pathname);
    });
    // The hero's link leads to a long page: the footer's switch is far below, the menu's closed.
    await page
      .getByRole('link', { name: /Discover/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/collections\/carriel$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(fetchedInALanguage.filter((path) => path === '/collections/carriel')).toEqual([]);

    const prepared = whenPreparedInLanguage(page, 'es', '/collections/carriel');
    await page.getByRole('contentinfo').locator('button[lang="es"]').scrollIntoViewIfNeeded();
    await prepared();
  });
});
