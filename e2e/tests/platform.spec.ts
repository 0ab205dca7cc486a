import { expect, test } from '../support/fixtures';
import { movePointerUntilHydrated } from '../support/start-application';
import { SMOKE_TAG } from '../support/ports';

/**
 * Every route of the spec table, with the team that must render it (product decisions, route ownership). The smoke set
 * (which also runs with the previous release on either side, tools/compatibility-smoke.mjs) takes one route of each
 * kind of page a team exposes: the others are the same page with other content.
 */
const ROUTE_OWNERS: [path: string, team: string, smoke?: 'smoke'][] = [
  ['/about', 'stories', 'smoke'],
  ['/collections/carriel', 'catalog', 'smoke'],
  ['/collections/mini-carriels', 'catalog'],
  ['/collections/baguette-carriels', 'catalog'],
  ['/collections/resort', 'catalog', 'smoke'],
  ['/configure/patron', 'catalog', 'smoke'],
  ['/news/colochila', 'stories', 'smoke'],
  ['/news/ibiza-popup', 'stories'],
  ['/news/munich-store', 'stories'],
  ['/muse-projects/la-artista', 'stories', 'smoke'],
  ['/legal/privacy-policy', 'legal', 'smoke'],
  ['/terms-and-conditions', 'legal'],
  ['/privacy-policy', 'legal', 'smoke'],
  ['/right-of-withdrawal', 'legal'],
  ['/shipping', 'legal'],
  ['/return-policy', 'legal'],
  ['/legal-notice', 'legal'],
  ['/contact', 'legal'],
];

test.describe('routing', () => {
  for (const [path, team, smoke] of ROUTE_OWNERS) {
    test(
      `${path} is rendered by the ${team} team inside the shell`,
      { tag: smoke ? SMOKE_TAG : [] },
      async ({ page }) => {
        await page.goto(path);
        const boundary = page.locator(`main [data-boundary="${team}"]`);
        await expect(boundary.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[data-state="unavailable"]')).toHaveCount(0);
        await expect(page.locator('[data-screen="not-found"]')).toHaveCount(0);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      },
    );
  }

  test(
    'the home page is the host’s, with the catalog cards and the newsletter band composed in',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      const configRequests: string[] = [];
      page.on('request', (request) => request.url().includes('runtime-config') && configRequests.push(request.url()));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /from heritage to high fashion/i })).toBeVisible();
      await expect(page.locator('[data-boundary="catalog"][data-module="collection-cards"]')).not.toBeEmpty();
      await expect(page.locator('[data-boundary="consent"][data-module="newsletter-band"]')).not.toBeEmpty();
      expect(configRequests, 'the runtime config is inlined in the page, not fetched').toEqual([]);
    },
  );

  test(
    'an unknown route shows the branded not-found screen inside the shell, marked noindex',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      await page.goto('/no-such-page/at-all');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Browse the collections' }).click();
      await expect(page).toHaveURL(/\/collections\/carriel$/);
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
    },
  );

  test(
    'a visitor who scrolls before the application starts stays where they scrolled',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      let releaseApplication = () => {};
      const applicationHeld = new Promise<void>((resolve) => (releaseApplication = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await applicationHeld;
        await route.continue();
      });
      // The application's script is deferred: held, it also holds DOMContentLoaded, so do not wait for that.
      await page.goto('/', { waitUntil: 'commit' });
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Shipping Information', exact: true })
        .scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(800);

      releaseApplication();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    },
  );

  test(
    'a new navigation starts at the top and Back restores where the visitor was',
    { tag: SMOKE_TAG },
    async ({ page }) => {
      await page.goto('/');
      // The page grows as its remotes arrive: scroll until the position holds.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, 900);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(800);
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Shipping Information' }).click();
      await expect(page).toHaveURL(/\/shipping$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    },
  );
});

test.describe('header', () => {
  test('is transparent at the top of the home page and turns solid with the centre logo past 200 px', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
    await expect(header.getByRole('link', { name: /home/i })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(header).toHaveAttribute('data-appearance', 'solid');
    await expect(header.getByRole('link', { name: /home/i })).toBeVisible();
    // Waits out the 250 ms fade: translucent white at the end.
    await expect(header).toHaveCSS('background-color', /rgba\(255, 255, 255, 0\.9\d*\)/);
  });

  test('the centre logo link keeps showing while it has focus, back at the top of the home page (WCAG 2.4.7)', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 250));
    const logo = header.getByRole('link', { name: /home/i });
    await expect(logo).toBeVisible();
    await logo.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
    await expect(logo, 'the focused link is neither hidden nor taken from screen readers').toBeVisible();
    await expect(logo).toHaveCSS('opacity', '1');
    await expect(logo).not.toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await expect(logo).toBeHidden();
  });

  test('the gold logo shrinks and fades over the first 300 px', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    await expect(logo).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect
      .poll(async () => Number(await logo.evaluate((el) => getComputedStyle(el).opacity)))
      .toBeCloseTo(0.5, 1);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(logo).toHaveCSS('opacity', '0');
  });

  test('under reduced motion the gold logo only fades: it keeps its size', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect
      .poll(async () => Number(await logo.evaluate((el) => getComputedStyle(el).opacity)))
      .toBeCloseTo(0.5, 1);
    // translate(-50%, -50%) alone: a matrix that scales by 1.
    await expect(logo).toHaveCSS('transform', /^matrix\(1, 0, 0, 1, /);
  });
});

test.describe('menu', () => {
  test('by mouse: sub-panels with Back and Close, exactly the spec’s entries', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: /^Bags/ }).click();
    await expect(menu.getByRole('link')).toHaveText([
      /^Carriel Classic\s*Leather Saddlebags handcrafted in Italy$/,
      /^Mini Carriels\s*Compact luxury in premium leather$/,
      /^Baguette Carriels\s*Elegant elongated silhouettes$/,
    ]);
    await menu.getByRole('button', { name: 'Back' }).click();
    await menu.getByRole('button', { name: /^News/ }).click();
    await expect(menu.getByRole('link')).toHaveText([
      /The Beginning: Colochila/,
      /Colochila x Grand Hotel Ibiza 2024/,
      /Munich Store 2025/,
    ]);
    await menu.getByRole('button', { name: 'Back' }).click();
    await menu.getByRole('button', { name: /^Muse Projects/ }).click();
    await expect(menu.getByRole('link')).toHaveText([/For La Artista \(2025\)/]);
    await expect(menu.locator('[data-coming-soon]')).toHaveCount(2);
    await expect(menu.locator('[data-coming-soon]').getByRole('link')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('by keyboard: focus moves in, is trapped, Escape closes and focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow), 'the page behind does not scroll').toBe(
      'hidden',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });

  test('every menu link answers with its page, and the first of each view leads to it by click', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // The links of each view: Our Story and Get in touch on the main one, then each sub-panel's entries. Menu and
    // router are the host's for every link: one click a view shows them working together, the rest answer as pages.
    const panels: { panel: string | null; links: number }[] = [
      { panel: null, links: 2 },
      { panel: 'Bags', links: 3 },
      { panel: 'News', links: 3 },
      { panel: 'Muse Projects', links: 1 },
    ];
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    for (const { panel, links: count } of panels) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeVisible();
      if (panel) await menu.getByRole('button', { name: new RegExp(`^${panel}`) }).click();
      const links = menu.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(count);
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
        expect(href, 'a menu link has an address').toBeTruthy();
        expect((await request.get(href!)).status(), `${href} answers with its page`).toBe(200);
      }
      await links.first().click();
      await expect(menu).toBeHidden();
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[data-screen="not-found"]')).toHaveCount(0);
      await expect(page.getByText(/not found/i)).toHaveCount(0);
    }
  });
});

test.describe('hero carousel', () => {
  test('the pause control comes first, dots set the slide and are at least 24x24 px', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured bags' });
    const firstFocusable = hero.locator('button, a').first();
    await expect(firstFocusable).toHaveAccessibleName('Pause slideshow');
    const dots = hero.getByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(hero.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute(
      'aria-label',
      'Slide 3 of 3',
    );
    const box = await dots.nth(0).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    // Choosing a slide stopped the slideshow (focus went into it); the rotation control starts it again.
    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('focus inside stops the rotation for good: only the rotation control starts it again (APG carousel)', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured bags' });
    await expect(hero).toHaveAttribute('data-rotating', 'true');
    await hero.getByRole('link', { name: 'Discover the Carriel Classic collection' }).focus();
    await expect(hero).toHaveAttribute('data-rotating', 'false');
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await expect(
      hero.getByRole('button', { name: 'Play slideshow' }),
      'the control says the slideshow is stopped',
    ).toBeVisible();
    await expect(hero).toHaveAttribute('data-rotating', 'false');
    await hero.getByRole('button', { name: 'Play slideshow' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero).toHaveAttribute('data-rotating', 'true');
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
  });

  test('does not rotate for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured bags' });
    await expect(hero).toHaveAttribute('data-rotating', 'false');
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('DISCOVER and the slides lead to the Carriel Classic collection; Scroll moves to the next section', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured bags' });
    const slideLinks = hero.locator('[aria-roledescription="slide"] a');
    await expect(slideLinks).toHaveCount(3);
    for (const href of await slideLinks.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    )) {
      expect(href).toBe('/collections/carriel');
    }
    await page.getByRole('button', { name: 'Scroll to the next section' }).click();
    // The section after the hero comes to the top of the screen, just under the fixed header (scroll-padding).
    const headerHeight = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
    const nextSectionTop = () => page.locator('#home-intro').evaluate((section) => section.getBoundingClientRect().top);
    await expect.poll(nextSectionTop).toBeLessThanOrEqual(headerHeight + 24);
    expect(await nextSectionTop()).toBeGreaterThanOrEqual(headerHeight - 1);
    await page.getByRole('link', { name: 'Discover the Carriel Classic collection' }).click();
    await expect(page).toHaveURL(/\/collections\/carriel$/);
  });
});

test.describe('hero carousel: a chosen slide', () => {
  for (const words of [
    {
      lng: 'en',
      query: '',
      dot: 'Show slide 3 of 3',
      slide3: 'Slide 3 of 3',
      slide1: 'Slide 1 of 3',
      menu: 'Menu',
      play: 'Play slideshow (paused until you press this button)',
      pause: 'Pause slideshow',
    },
    {
      lng: 'es',
      query: '?lng=es',
      dot: 'Mostrar la diapositiva 3 de 3',
      slide3: 'Diapositiva 3 de 3',
      slide1: 'Diapositiva 1 de 3',
      menu: 'Menú',
      play: 'Reproducir la presentación (en pausa hasta que pulses este botón)',
      pause: 'Pausar la presentación',
    },
  ]) {
    test(`a dot pauses the rotation; only the rotation control, whose label says so, resumes it (${words.lng})`, async ({
      page,
    }) => {
      await page.goto(`/${words.query}`);
      const hero = page.locator('[data-hero]');
      const control = hero.locator('[data-rotation-control]');
      const shownSlide = hero.locator('[data-hero-slide][data-active="true"]');
      await expect(hero).toHaveAttribute('data-rotating', 'true');
      await hero.getByRole('button', { name: words.dot }).click();
      await expect(shownSlide).toHaveAttribute('aria-label', words.slide3);
      await expect(hero).toHaveAttribute('data-rotating', 'false');
      await expect(control).toHaveAccessibleName(words.play);

      // Leaving the carousel, with the pointer and with focus, resumes nothing (unlike a mere hover).
      await page.getByRole('button', { name: words.menu, exact: true }).hover();
      await page.getByRole('button', { name: words.menu, exact: true }).focus();
      if (words.lng === 'en') await page.waitForTimeout(5_500); // longer than the 5 s between slides
      await expect(hero).toHaveAttribute('data-rotating', 'false');
      await expect(shownSlide).toHaveAttribute('aria-label', words.slide3);

      await control.click();
      await expect(control).toHaveAccessibleName(words.pause);
      await page.getByRole('button', { name: words.menu, exact: true }).hover();
      await expect(hero).toHaveAttribute('data-rotating', 'true');
      await expect(shownSlide, 'the slideshow goes on from the chosen slide').toHaveAttribute(
        'aria-label',
        words.slide1,
        { timeout: 8_000 },
      );
    });
  }
});

test.describe('render errors', () => {
  for (const words of [
    {
      lng: 'en',
      query: '',
      heading: 'Unexpected Application Error!',
      homeLink: 'Casa Carriel, home',
      home: 'Back to the home page',
      homeHeading: /from heritage to high fashion/i,
      part: 'The collection is unavailable right now',
      retry: 'Try again',
      menu: 'Menu',
      bags: /^Bags/,
      carriel: /^Carriel Classic/,
    },
    {
      lng: 'es',
      query: '?lng=es',
      heading: '¡Error inesperado de la aplicación!',
      homeLink: 'Casa Carriel, inicio',
      home: 'Volver a la página de inicio',
      homeHeading: /de la herencia a la alta moda/i,
      part: 'La colección no está disponible en este momento',
      retry: 'Reintentar',
      menu: 'Menú',
      bags: /^Bolsos/,
      carriel: /^Carriel Classic/,
    },
  ]) {
    test(`the shell failing to render shows the spec's screen with a way home (${words.lng})`, async ({ page }) => {
      await page.goto(`/about${words.query}`);
      await movePointerUntilHydrated(page);
      // From now on the shell's own home page cannot render: it asks the browser about reduced motion.
      await page.evaluate(() => {
        window.matchMedia = () => {
          throw new Error('test: the shell fails to render');
        };
      });
      await page.getByRole('banner').getByRole('link', { name: words.homeLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${words.heading.replace(/[!¡]/g, '.')} [|] `));
      await page.getByRole('link', { name: words.home }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.homeHeading })).toBeVisible();
    });

    test(`a remote failing to render leaves the shell and shows its gap with Try again in place (${words.lng})`, async ({
      page,
    }) => {
      await page.goto(`/about${words.query}`);
      await movePointerUntilHydrated(page);
      // The catalog formats its prices while rendering; the shell does not.
      await page.evaluate(() => {
        (Intl as { NumberFormat: unknown }).NumberFormat = function () {
          throw new Error('test: the catalog fails to render');
        };
      });
      await page.getByRole('button', { name: words.menu, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.bags }).click();
      await page.getByRole('dialog').getByRole('link', { name: words.carriel }).click();
      const gap = page.locator('main [data-boundary="catalog"] [data-state="unavailable"]');
      await expect(gap).toContainText(words.part);
      await expect(gap.getByRole('button', { name: words.retry })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /Unexpected|inesperado/ })).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('language', () => {
  test('?lng=es shows Spanish, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: /de la herencia a la alta moda/i })).toBeVisible();
    await page.goto('/shipping');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.locator('#root'),
      'the server sends the next page in Spanish (an English browser)',
    ).toHaveAttribute('data-prerendered', 'es');
    await expect(
      page.getByRole('navigation', { name: 'Información legal' }).getByRole('link', { name: 'Política de privacidad' }),
    ).toBeVisible();
  });

  test(
    'the footer switch changes the language without a reload, and the next page arrives in it',
    { tag: SMOKE_TAG },
    async ({ page, request }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/de la herencia/i);
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Carrieles de inspiración colombiana/,
      );

      // The server renders the next page in Spanish itself (an English browser), instead of English then Spanish.
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18next');
      expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
      const html = await (
        await request.get('/shipping', { headers: { Cookie: `i18next=${cookie!.value}`, 'Accept-Language': 'en' } })
      ).text();
      expect(html).toContain('<html lang="es"');
      await page.goto('/shipping');
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'es');
    },
  );

  test('the menu’s switch changes the language too, and the open menu follows it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const menuEs = page.getByRole('dialog', { name: 'Menú del sitio' });
    await expect(menuEs.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menuEs.getByRole('button', { name: /^Bolsos/ })).toBeVisible();
    await menuEs.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestra historia');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  });

  test('a language chosen with the switch after arriving with ?lng= survives a reload', async ({ page }) => {
    await page.goto('/about?lng=es&utm_source=newsletter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page, 'the ?lng= leaves the address, the rest of the query stays').toHaveURL(
      /\/about\?utm_source=newsletter$/,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
  });

  test('an unsupported ?lng= shows English for that page and keeps the language the visitor chose', async ({
    page,
  }) => {
    await page.goto('/about?lng=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    await page.goto('/about?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Menu' }).hover(); // the application starts, as it would for a visitor
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestra historia');
  });

  for (const unsupported of ['de', '<script>alert(1)</script>', '']) {
    test(`an unsupported ?lng=${JSON.stringify(unsupported)} falls back to English without injecting anything`, async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/?lng=${encodeURIComponent(unsupported)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: /from heritage to high fashion/i })).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }
});
