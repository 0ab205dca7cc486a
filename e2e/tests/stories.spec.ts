import { expect, test } from '../support/fixtures';
import { movePointerUntilHydrated } from '../support/start-application';

/** Every story of the stories team: its address and the h1 a visitor reads, in English and Spanish. */
const STORIES: [path: string, en: string, es: string][] = [
  ['/about', 'Our Story', 'Nuestra historia'],
  ['/news/colochila', 'The Beginning: Colochila', 'El comienzo: Colochila'],
  ['/news/ibiza-popup', 'Colochila x Grand Hotel Ibiza 2024', 'Colochila x Grand Hotel Ibiza 2024'],
  ['/news/munich-store', 'Munich Store 2025', 'Tienda de Múnich 2025'],
  ['/muse-projects/la-artista', 'For La Artista (2025)', 'Para La Artista (2025)'],
];

const stories = (page: import('@playwright/test').Page) => page.locator('main [data-boundary="stories"]');
const videoPlayer = (page: import('@playwright/test').Page) => page.locator('iframe[src^="https://player.vimeo.com/"]');

test.describe('stories by address', () => {
  for (const [path, en, es] of STORIES) {
    test(`${path} opens with its title in English and Spanish`, async ({ page }) => {
      await page.goto(path);
      await expect(stories(page).getByRole('heading', { level: 1 })).toHaveText(en);
      await expect(page).toHaveTitle(new RegExp(`^${en.replace(/[()]/g, '\\$&')} \\|`));
      const images = stories(page).getByRole('img');
      await expect(images.first()).toBeVisible();
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('alt', /\S/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
      }

      await page.goto(`${path}?lng=es`);
      await expect(stories(page).getByRole('heading', { level: 1 })).toHaveText(es);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }

  test('an unknown news story or muse shows the stories not-found screen, marked noindex', async ({ page }) => {
    for (const path of ['/news/no-such-story', '/muse-projects/someone-else']) {
      await page.goto(path);
      await expect(stories(page).getByRole('heading', { level: 1 })).toHaveText('Story not found');
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    }
    await stories(page)
      .getByRole('link', { name: /Munich Store 2025/ })
      .click();
    await expect(page).toHaveURL(/\/news\/munich-store$/);
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
  });

  test('the Colochila story leads on to the resort collection, the catalog’s page, in both languages', async ({
    page,
  }) => {
    await page.goto('/news/colochila');
    await stories(page).getByRole('link', { name: 'Discover the Resort Collection' }).click();
    await expect(page).toHaveURL(/\/collections\/resort$/);
    await expect(page.locator('main [data-boundary="catalog"]').getByRole('heading', { level: 1 })).toHaveText(
      'Resort Collection',
    );
    await page.goto('/news/colochila?lng=es');
    await stories(page).getByRole('link', { name: 'Descubre la Colección Resort' }).click();
    await expect(page.locator('main [data-boundary="catalog"]').getByRole('heading', { level: 1 })).toHaveText(
      'Colección Resort',
    );
  });

  test('the next and previous links walk through the stories', async ({ page }) => {
    await page.goto('/news/colochila');
    const more = stories(page).getByRole('navigation', { name: 'More stories' });
    await more.getByRole('link', { name: /Next story/ }).click();
    await expect(stories(page).getByRole('heading', { level: 1 })).toHaveText('Colochila x Grand Hotel Ibiza 2024');
    await stories(page)
      .getByRole('navigation', { name: 'More stories' })
      .getByRole('link', { name: /Previous story/ })
      .click();
    await expect(page).toHaveURL(/\/news\/colochila$/);
  });
});

test.describe('stories from the menu', () => {
  // The menu's wording as the spec gives it.
  const entries: [panel: string, link: string, path: string, h1: string][] = [
    ['News', 'The Beginning: Colochila', '/news/colochila', 'The Beginning: Colochila'],
    ['News', 'Colochila x Grand Hotel Ibiza 2024', '/news/ibiza-popup', 'Colochila x Grand Hotel Ibiza 2024'],
    ['News', 'Munich Store 2025', '/news/munich-store', 'Munich Store 2025'],
    ['Muse Projects', 'For La Artista (2025)', '/muse-projects/la-artista', 'For La Artista (2025)'],
  ];

  test('every News and Muse Projects entry of the menu leads to its story', async ({ page }) => {
    await page.goto('/about');
    for (const [panel, link, path, h1] of entries) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await menu.getByRole('button', { name: new RegExp(`^${panel}`) }).click();
      await menu.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(stories(page).getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('[data-screen="story-not-found"]')).toHaveCount(0);
    }
  });
});

test.describe('the Ibiza video and cookie consent', () => {
  test.describe('before any choice', () => {
    test.use({ consent: 'none' });

    test('shows a poster and no player until the functional category is accepted, then plays without a reload', async ({
      page,
    }) => {
      const playerRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://player.vimeo.com/')) playerRequests.push(request.url());
      });
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
      );
      await page.goto('/news/ibiza-popup');
      await expect(stories(page).getByRole('button', { name: /Play video/ })).toBeVisible();
      // Only once the stories remote runs could it embed the player: start the page and wait until it does.
      await movePointerUntilHydrated(page);
      await expect(page.locator('main [data-boundary="stories"][data-module]')).toHaveAttribute('data-hydrated', /.*/);
      await page.waitForLoadState('networkidle');
      await expect(stories(page).getByRole('button', { name: /Play video/ })).toBeVisible();
      await expect(videoPlayer(page)).toHaveCount(0);
      expect(playerRequests).toEqual([]);

      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept All' }).click();
      const iframe = videoPlayer(page);
      await expect(iframe).toHaveCount(1);
      await expect(iframe).toHaveAttribute('title', /Grand Hotel Ibiza/);
      await expect(iframe).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
      const src = new URL((await iframe.getAttribute('src'))!);
      expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', muted: '1', loop: '1' });
    });

    test('the Play button loads the video for this visit only', async ({ page }) => {
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
      );
      await page.goto('/news/ibiza-popup');
      await stories(page)
        .getByRole('button', { name: /Play video/ })
        .click();
      await expect(videoPlayer(page)).toHaveCount(1);
      await page.reload();
      await expect(stories(page).getByRole('button', { name: /Play video/ })).toBeVisible();
      await expect(videoPlayer(page)).toHaveCount(0);
    });
  });

  test.describe('with essential cookies only', () => {
    test('"Allow functional cookies" opens the preferences, and saving them shows the player', async ({ page }) => {
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
      );
      await page.goto('/news/ibiza-popup');
      await expect(videoPlayer(page)).toHaveCount(0);
      await stories(page)
        .getByRole('button', { name: /Allow functional cookies/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
      await dialog.getByRole('switch', { name: 'Functional' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(videoPlayer(page)).toHaveCount(1);
    });

    test('after allowing them from the keyboard, focus lands on what now controls the video, not on the corner button', async ({
      page,
    }) => {
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
      );
      await page.goto('/news/ibiza-popup');
      await stories(page)
        .getByRole('button', { name: /Allow functional cookies/ })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
      await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeFocused();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      await expect(videoPlayer(page)).toHaveCount(1);
      await expect(stories(page).getByRole('button', { name: 'Pause video' })).toBeFocused();
    });
  });

  test.describe('with every category accepted', () => {
    test.use({ consent: 'all' });

    test('embeds the player straight away, and does not autoplay for visitors who prefer reduced motion', async ({
      page,
    }) => {
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
      );
      await page.goto('/news/ibiza-popup');
      await expect(videoPlayer(page)).toHaveCount(1);
      await expect(stories(page).getByRole('button', { name: /Play video/ })).toHaveCount(0);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await expect(videoPlayer(page)).toHaveAttribute('src', /autoplay=0/);
    });

    test('Pause stops the looping video through the player, and the button follows what the player reports', async ({
      page,
    }) => {
      // A stand-in for the third-party player (this machine has no internet): it speaks the player's postMessage
      // API, announcing itself, recording each command and answering play and pause with the matching event.
      const stubPlayer = `<script>
        window.received = [];
        const reply = (event) => parent.postMessage(JSON.stringify({ event }), '*');
        window.addEventListener('message', (message) => {
          window.received.push(message.data);
          if (message.data.method === 'pause' || message.data.method === 'play') reply(message.data.method);
        });
        reply('ready');
      </script>`;
      await page.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: stubPlayer }),
      );
      await page.goto('/news/ibiza-popup');
      const pause = stories(page).getByRole('button', { name: 'Pause video' });
      await pause.focus();
      await page.keyboard.press('Enter');
      await expect(stories(page).getByRole('button', { name: 'Resume video' })).toBeFocused();
      // The button answers at once; the command reaches the player's frame as a message, a task later (and the
      // frame may still be loading its page).
      const player = () => page.frame({ url: /^https:\/\/player\.vimeo\.com\// });
      await expect
        .poll(() => player()?.evaluate(() => (window as unknown as { received: unknown[] }).received) ?? null)
        .toEqual([
          { method: 'addEventListener', value: 'play' },
          { method: 'addEventListener', value: 'pause' },
          { method: 'pause' },
        ]);
      await page.keyboard.press('Enter');
      await expect(stories(page).getByRole('button', { name: 'Pause video' })).toBeFocused();
    });
  });
});
