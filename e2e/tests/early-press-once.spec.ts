import type { Locator, Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { expect, test } from '../support/fixtures';

// Its tests are of the page before its application starts.
test.use(IN_FULL_BROWSER);

// A press made while a pre-rendered page is not hydrated yet is answered once, never twice (decisions 0008 and 0016).
// A product accordion is a native disclosure: the browser opens it at the press, the host's hold leaves a
// `<summary>` alone (host/src/hydration/early-interactions.ts) and the application, once hydrated, takes the
// section as it finds it. Before, the press was held and handed back, and in the instant a page hydrated an
// accordion sometimes opened and closed on one press. A first visit, so that the page is complete and starts its
// application on the first interaction.
test.use({ consent: 'none' });

const PRODUCT = '/configure/patron';
const TITLE = 'Description & Size';
const sectionOf = (page: Page) =>
  page.locator('[data-boundary="catalog"] details', { has: page.getByRole('heading', { level: 2, name: TITLE }) });

/** Every change of the section's `open` attribute from now on, in order ('open', 'closed'). */
async function recordToggles(section: Locator): Promise<() => Promise<string[]>> {
  await section.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { __toggles: string[] }).__toggles = seen;
    new MutationObserver(() => seen.push(element.hasAttribute('open') ? 'open' : 'closed')).observe(element, {
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  return () => section.page().evaluate(() => [...(window as unknown as { __toggles: string[] }).__toggles]);
}

/** Lets the page run a few frames, so that a second toggle, if any, has come. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
}

test('a press on an accordion while the application is still on its way opens it at once, and hydration leaves it open', async ({
  page,
}) => {
  let releaseApplication = () => undefined as void;
  const applicationHeld = new Promise<void>((resolve) => (releaseApplication = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await applicationHeld;
    await route.continue();
  });
  await page.goto(PRODUCT);
  const section = sectionOf(page);
  await expect(section).not.toHaveAttribute('open');
  const toggles = await recordToggles(section);

  await section.locator('summary').click(); // the pointer's arrival asks for the application, which is held
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(section).toHaveAttribute('open', '');
  await expect(page.getByRole('region', { name: TITLE })).toBeVisible();
  releaseApplication();

  await expect(page.locator('[data-boundary="catalog"][data-module="routes"]')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await settle(page);
  expect(await toggles(), 'answered once, at the press; nothing handed back at hydration').toEqual(['open']);
  await expect(section).toHaveAttribute('open', '');
});

test('a press in the instant React has hydrated a part but not yet marked it opens the accordion once', async ({
  page,
}) => {
  // The catalog slot's data-hydrated mark (set by an effect after React's commit) is held back until the test lets
  // it through: the gap between React answering the part and the part saying so, which lasts a moment in real life.
  await page.addInitScript(() => {
    const pending: Array<() => void> = [];
    const setAttribute = Element.prototype.setAttribute;
    const probe = window as unknown as { __marksHeld: number; __releaseMarks: () => void };
    let released = false;
    probe.__marksHeld = 0;
    probe.__releaseMarks = () => {
      released = true;
      for (const apply of pending.splice(0)) apply();
    };
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (!released && name === 'data-hydrated' && this.matches('[data-boundary="catalog"][data-module]')) {
        pending.push(() => setAttribute.call(this, name, value));
        probe.__marksHeld += 1;
        return;
      }
      setAttribute.call(this, name, value);
    };
  });
  await page.goto(PRODUCT);
  const section = sectionOf(page);
  await expect(section).not.toHaveAttribute('open');
  const toggles = await recordToggles(section);

  await page.mouse.move(40, 300); // the first interaction starts the application
  await page.waitForFunction(() => (window as unknown as { __marksHeld: number }).__marksHeld > 0); // React has committed the catalog's part
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-boundary="catalog"][data-module="routes"]')).not.toHaveAttribute(
    'data-hydrated',
    'true',
  );

  await section.locator('summary').click();
  await settle(page);
  await page.evaluate(() => (window as unknown as { __releaseMarks: () => void }).__releaseMarks());
  await expect(page.locator('[data-boundary="catalog"][data-module="routes"]')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  await settle(page);
  expect(await toggles(), 'answered once: not at the press and again at the hand-back').toEqual(['open']);
  await expect(section).toHaveAttribute('open', '');
  await expect(page.getByRole('region', { name: TITLE })).toBeVisible();

  await section.locator('summary').click();
  await settle(page);
  expect(await toggles(), 'the next press closes it, once').toEqual(['open', 'closed']);
});
