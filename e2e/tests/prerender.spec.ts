import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectRemoteContentInServerHtml } from '../support/composed-html';
import { SITE_URL } from '../support/ports';

// Pre-rendered pages (docs/decisions/0007): the host's server sends each page's HTML, remote fragments
// included, and the browser hydrates it instead of drawing it anew.

const ROUTES = ['/', '/collections/carriel', '/configure/patron', '/news/ibiza-popup', '/legal/privacy-policy'];
const LANGUAGES = [
  { language: 'en', acceptLanguage: 'en-GB,en;q=0.9' },
  { language: 'es', acceptLanguage: 'es-CO,es;q=0.9' },
] as const;

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first <h1> of the HTML the server sends, as text. */
function serverHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? textOf(match[1]!) : undefined;
}

/** Remembers the server's <h1> and #root child before any script runs, so hydration can be told from a re-render. */
async function rememberServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const memory = window as unknown as { serverHeading?: Element | null; serverShell?: Element | null };
      memory.serverHeading = document.querySelector('h1');
      memory.serverShell = document.querySelector('#root > [data-boundary="host"]');
    });
  });
}

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

for (const { language, acceptLanguage } of LANGUAGES) {
  test.describe(`pre-rendered pages (${language})`, () => {
    test.use({ locale: language, extraHTTPHeaders: { 'Accept-Language': acceptLanguage } });

    for (const route of ROUTES) {
      test(`${route}: the server sends the page in ${language}, and the browser hydrates it without re-rendering`, async ({
        page,
        request,
      }) => {
        const response = await request.get(`${SITE_URL}${route}`, { headers: { 'Accept-Language': acceptLanguage } });
        expect(response.status()).toBe(200);
        const links = response.headers()['link'];
        expect(
          links,
          'the shell’s fonts and the hydration loader are preloaded from the headers, before any HTML is parsed',
        ).toMatch(
          /^<\/assets\/[^>]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin(, <\/assets\/[^>]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin){2}, <\/hydration-loader\.[0-9a-f]+\.js>; rel=preload; as=script$/,
        );
        const html = await response.text();
        const loader = /<(\/hydration-loader\.[0-9a-f]+\.js)>/.exec(links ?? '')![1];
        expect(html, 'the preloaded loader is the page’s script').toContain(`<script async src="${loader}"`);
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(`data-prerendered="${language}"`);
        expect(html, 'every stand-in URL of a fragment is replaced by the deployment’s own').not.toContain(
          'prerender.invalid',
        );
        expect(
          html,
          'no inline script runs: the runtime config and JSON-LD are data (CSP: no inline script)',
        ).not.toMatch(/<script(?![^>]*(?:\bsrc=|id="runtime-config"|type="application\/ld\+json"))/);
        expect(
          duplicates([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)),
          'each id once, so that labels and ARIA references name one element',
        ).toEqual([]);
        const heading = serverHeading(html);
        expect(heading).toBeTruthy();
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
        const siteDescription =
          language === 'en'
            ? 'Colombian-inspired saddlebags handcrafted in Italy. From heritage to high fashion.'
            : 'Carrieles de inspiración colombiana hechos a mano en Italia. De la herencia a la alta moda.';
        // The home page is the site's; every other page says what it is itself (docs/search-and-sharing.md).
        if (route === '/') expect(description, 'the site’s description, in the page’s language').toBe(siteDescription);
        else expect(description, 'the page’s own description').not.toBe(siteDescription);

        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
        });
        await rememberServerNodes(page);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
        // Hydrated: the menu button works, and the nodes the server sent are still the ones on screen.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await page.getByRole('button', { name: language === 'en' ? 'Menu' : 'Menú' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await page.waitForLoadState('networkidle');
        const kept = await page.evaluate(() => {
          const memory = window as unknown as { serverHeading?: Element | null; serverShell?: Element | null };
          return {
            heading: memory.serverHeading === document.querySelector('h1'),
            shell: memory.serverShell === document.querySelector('#root > [data-boundary="host"]'),
          };
        });
        expect(kept).toEqual({ heading: true, shell: true });
        expect(
          duplicates(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))),
          'each id once after hydration',
        ).toEqual([]);
        expect(warnings.filter((text) => /pre-rendered|hydrat/i.test(text))).toEqual([]);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consent: 'none' });

  test('a composed page holds its remote’s content, inside the remote’s boundary, in the HTML the server sends', async ({
    request,
  }) => {
    await expectRemoteContentInServerHtml(request, SITE_URL);
  });

  test('a product page and a legal document are readable, with the cookie banner, before any script runs', async ({
    page,
  }) => {
    await page.goto('/configure/patron');
    await expect(page.getByRole('heading', { level: 1, name: 'El Patrón Classic' })).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeVisible();
  });

  test('the note on what needs JavaScript says each half in its own language (WCAG 3.1.2)', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(/need JavaScript\.$/)).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/necesitan JavaScript\.$/)).toHaveAttribute('lang', 'es');
  });

  test('every element of a pre-rendered page, controls included, is set in the shell’s faces', async ({ page }) => {
    // A browser default face (Arial for buttons) breaks the brand's type and, where the system lacks it, costs a
    // font lookup at the first layout of every page (docs/decisions/0009).
    const SHELL_FACES = ['Jost', 'Cormorant Garamond'];
    const elsewhere: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      const faces = await page
        .locator('body, body *')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}: ${getComputedStyle(element).fontFamily.split(',')[0]!.replace(/"/g, '').trim()}`,
            ),
        );
      expect(faces.length, `${route} has rendered elements`).toBeGreaterThan(20);
      elsewhere.push(
        ...faces.filter((face) => !SHELL_FACES.includes(face.split(': ')[1]!)).map((face) => `${route} ${face}`),
      );
    }
    expect(elsewhere).toEqual([]);
  });
});

test.describe('an address with a query, on a first visit', () => {
  test.use({ consent: 'none' });

  test('a campaign link gets the pre-rendered page, which hydrates on intent like the plain address', async ({
    page,
    request,
  }) => {
    const plain = await (await request.get(`${SITE_URL}/news/colochila`)).text();
    const campaign = await (await request.get(`${SITE_URL}/news/colochila?utm_source=newsletter&fbclid=abc`)).text();
    expect(serverHeading(campaign)).toBe(serverHeading(plain));
    expect(campaign).toContain('data-hydrate="on-intent"');
    await page.goto('/news/colochila?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serverHeading(plain)!);
  });

  test('an enquiry shows its product at once, without waiting for the visitor to touch the page', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${SITE_URL}/contact?product=Vino`)).text();
    expect(html, 'the page follows its query, so the browser renders it straight away').not.toContain(
      'data-hydrate="on-intent"',
    );
    await page.goto('/contact?product=Vino');
    await expect(page.getByText('Your enquiry is about')).toBeVisible();
    await expect(page.getByText('Vino', { exact: true })).toBeVisible();
  });
});

test.describe('what the server leaves out', () => {
  test('a visitor who has chosen their cookies gets no banner in the HTML; a tampered choice counts as none', async ({
    request,
  }) => {
    const htmlWith = async (cookie?: string) =>
      (await request.get(`${SITE_URL}/about`, cookie ? { headers: { Cookie: cookie } } : {})).text();
    expect(await htmlWith()).toContain('data-testid="cookie-banner"');
    const choice = {
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: 1,
      decidedAt: '2026-11-01T10:00:00.000Z',
    };
    expect(await htmlWith(`lang=en; cookiePreferences=${encodeURIComponent(JSON.stringify(choice))}`)).not.toContain(
      'data-testid="cookie-banner"',
    );
    // That page starts its application at once, so it has no hydration loader to preload.
    const decided = await request.get(`${SITE_URL}/about`, {
      headers: { Cookie: `cookiePreferences=${encodeURIComponent(JSON.stringify(choice))}` },
    });
    expect(decided.headers()['link']).toMatch(/woff2/);
    expect(decided.headers()['link']).not.toContain('hydration-loader');
    for (const tampered of [
      '%7B%7D',
      'not-json',
      encodeURIComponent(JSON.stringify({ ...choice, version: 99 })),
      '%E0%A4%A',
      '',
    ]) {
      expect(await htmlWith(`cookiePreferences=${tampered}`), `cookiePreferences=${tampered}`).toContain(
        'data-testid="cookie-banner"',
      );
    }
  });

  for (const { path, heading } of [
    { path: '/configure/no-such-bag', heading: 'Product not found' },
    { path: '/collections/no-such-collection', heading: 'Page not found' },
    { path: '/news/no-such-story', heading: 'Story not found' },
    { path: '/muse-projects/nobody', heading: 'Story not found' },
  ]) {
    test(`${path}, a page its remote does not have, answers 404 with that remote's not-found screen, which hydrates`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`${SITE_URL}${path}`);
      expect(response.status()).toBe(404);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      const html = await response.text();
      expect(serverHeading(html)).toBe(heading);
      expect(html).toContain(`<title>${heading} | `);

      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await rememberServerNodes(page);
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu' }).hover(); // the first sign of use starts the application
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'),
        ),
      ).toBe(true);
      expect(warnings.filter((text) => /pre-rendered|hydrat/i.test(text))).toEqual([]);
    });
  }

  test('an address the site does not have answers 404 with the not-found page in the HTML', async ({ request }) => {
    const response = await request.get(`${SITE_URL}/no-such-page`);
    expect(response.status()).toBe(404);
    expect(response.headers()['x-robots-tag'], 'crawlers that run no script are told too').toBe('noindex');
    expect(serverHeading(await response.text())).toBe('Page not found');
  });
});
