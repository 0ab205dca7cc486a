import { expect, test } from '@playwright/test';
import { isPrerenderRequest, startShapingProxy } from '../../tools/shaping-proxy.mjs';
import type { CdpSession } from '../../tools/unattached-chromium.mjs';
import { attachToPrerender, launchUnattached, prerenderReady } from '../../tools/unattached-chromium.mjs';
import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE } from '@storefront/shared';
import { SITE_URL } from '../support/ports';

// Decision 0019: on a first visit the page asks the browser to prerender it in the other language, and the switch,
// before hydration, loads that address: the browser shows the prerendered page at once. Chrome does not prerender
// for a page a DevTools client controls (Playwright's pages), so these tests start a Chromium of their own with the
// page on its command line, watch its requests through a loopback proxy, and attach only once the prerender has
// been asked for. The same switch without a prerender (Playwright's browser) is tested in before-hydration-host.

/** The application's own script: held by the proxy, so that the page stays as the server sent it. */
const isApplication = (url: string) => /\/main\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

async function visitUnattached(route: string, viewport: { width: number; height: number }) {
  const proxy = await startShapingProxy({ hold: isApplication });
  const address = `${SITE_URL}${route}`;
  const spanish = `${address}?lng=es`;
  const chromium = await launchUnattached({ url: address, proxyPort: proxy.port, viewport });
  const close = async () => {
    await chromium.close();
    await proxy.close();
  };
  try {
    await proxy.waitFor((request) => isPrerenderRequest(request) && request.url === spanish, 30_000);
    const page = await chromium.attach((url) => url === address);
    await prerenderReady(page, (url) => url === spanish, 30_000);
    // Until its scripts have run, whatever they would keep is not kept yet.
    const prerendered = await attachToPrerender(page, (url) => url === spanish);
    await expect
      .poll(() =>
        page
          .evaluate(
            `document.prerendering && document.readyState === 'complete' &&
              document.querySelector('footer button[lang="es"][${ANSWERS_BEFORE_HYDRATION_ATTRIBUTE}]') !== null`,
            prerendered,
          )
          .catch(() => false),
      )
      .toBe(true);
    return { proxy, page, prerendered, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Presses the footer's ES option with the mouse, where it is on the screen; returns its place before. */
async function pressSpanish(page: CdpSession): Promise<{ top: number }> {
  const option = await page.evaluate<{ x: number; y: number; top: number; onScreen: boolean }>(`(() => {
    const box = document.querySelector('footer button[lang="es"]').getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, top: box.top, onScreen: box.bottom <= innerHeight };
  })()`);
  expect(option.onScreen, 'the footer switch is on the screen').toBe(true);
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x: option.x, y: option.y, button: 'left', clickCount: 1 });
  return option;
}

/** What the visitor is shown, read in the page (`sessionId`: the prerendered one, once it is shown). */
interface Shown {
  lang: string;
  activationStart: number;
  heading?: string;
  address: string;
  cookie: string;
  pressed?: string;
  optionTop?: number;
  hydrated: boolean;
  history: number;
}
const shownNow = (page: CdpSession, sessionId?: string) =>
  page
    .evaluate<Shown>(
      `({
        lang: document.documentElement.lang,
        activationStart: performance.getEntriesByType('navigation')[0].activationStart,
        heading: document.querySelector('h1')?.textContent,
        address: location.pathname + location.search + location.hash,
        cookie: document.cookie,
        pressed: document.querySelector('footer button[lang="es"]')?.getAttribute('aria-pressed'),
        optionTop: document.querySelector('footer button[lang="es"]')?.getBoundingClientRect().top,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
        history: history.length,
      })`,
      sessionId,
    )
    .catch(() => null); // while the browser swaps the pages

test('the switch shows the page prerendered in the other language at once, and nothing was kept before', async () => {
  // Tall enough that the footer's switch is on the first screen: no scroll, no other sign of intent.
  const { proxy, page, prerendered, close } = await visitUnattached('/legal/shipping', { width: 1280, height: 2400 });
  try {
    const before = await shownNow(page);
    expect(before?.lang).toBe('en');
    expect(
      before?.cookie ?? '',
      'the prerendered page kept no language for a visitor who had not seen it',
    ).not.toContain('i18next=');

    await pressSpanish(page);
    await expect.poll(async () => (await shownNow(page, prerendered))?.lang).toBe('es');
    const after = await shownNow(page, prerendered);
    expect(after?.activationStart, 'the page shown is the one the browser prerendered').toBeGreaterThan(0);
    expect(after?.heading).toBe('Información de envío');
    expect(after?.pressed).toBe('true');
    await expect
      .poll(async () => (await shownNow(page, prerendered))?.address, { message: 'the ?lng= left the address' })
      .toBe('/legal/shipping');
    await expect
      .poll(async () => (await shownNow(page, prerendered))?.cookie, { message: 'kept for the server once shown' })
      .toContain('i18next=es');
    expect(after?.history, 'the page replaced, not added to the history').toBe(before?.history);
    expect(
      proxy.requests.filter((request) => isApplication(request.url)),
      'the application was not fetched',
    ).toEqual([]);
    // The next page follows the choice (the cookie), and is prerendered in English in turn.
    await proxy.waitFor(
      (request) => isPrerenderRequest(request) && request.url === `${SITE_URL}/legal/shipping?lng=en`,
    );
  } finally {
    await close();
  }
});

test('on a phone, the footer switch stays under the finger on the page shown in Spanish', async () => {
  const { page, prerendered, close } = await visitUnattached('/collections/carriel', { width: 412, height: 823 });
  try {
    // Scrolling there is a sign of intent: the application is asked for (and held by the proxy).
    await page.evaluate(`document.querySelector('footer button[lang="es"]').scrollIntoView({ block: 'center' })`);
    // The prerendered page follows: its switch is where the visitor sees this one before any tap.
    const optionTop = `document.querySelector('footer button[lang="es"]').getBoundingClientRect().top`;
    const seen = await page.evaluate<number>(optionTop);
    await expect
      .poll(async () => Math.abs((await page.evaluate<number>(optionTop, prerendered)) - seen), {
        message: 'the prerendered page scrolled where the visitor is',
      })
      .toBeLessThan(2);
    const { top } = await pressSpanish(page);
    await expect.poll(async () => (await shownNow(page, prerendered))?.lang).toBe('es');
    const after = await shownNow(page, prerendered);
    expect(after?.activationStart, 'the page shown is the one the browser prerendered').toBeGreaterThan(0);
    expect(after?.hydrated).toBe(false);
    await expect.poll(async () => (await shownNow(page, prerendered))?.address).toBe('/collections/carriel');
    expect(Math.abs((after?.optionTop ?? Infinity) - top), 'the ES option where it was on the screen').toBeLessThan(40);
  } finally {
    await close();
  }
});
