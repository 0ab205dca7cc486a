import type { Locator, Page } from '@playwright/test';
import { IN_FULL_BROWSER } from '../support/chromium';
import { holdApplication, whenPreparedInLanguage } from '../support/held-application';
import { expect, test } from '../support/fixtures';

test.use(IN_FULL_BROWSER);

// On a first visit the product page's accordions and gallery answer before the application has arrived
// (the accordions are native disclosures; the gallery's arrows and dots are answered by its element, which the
// catalog's early script defines: mf-catalog/src/product/gallery-element.ts), and the application, once hydrated,
// goes on from the state the visitor left. A first visit, so that the page waits for the visitor's intent to start
// its application.
test.use({ consent: 'none' });

const PRODUCT = '/configure/patron';

const WORDS = {
  en: {
    accordions: ['Description & Size', 'Shipping & Returns', 'Sustainable Pre-Order System', 'A Bag, A Life'],
    next: 'Next image',
    previous: 'Previous image',
    position: (index: number) => `Image ${index} of 4`,
    dot: (index: number) => `Show image ${index} of 4`,
  },
  es: {
    accordions: [
      'Descripción y medidas',
      'Envíos y devoluciones',
      'Sistema sostenible de preventa',
      'Un bolso, una vida',
    ],
    next: 'Imagen siguiente',
    previous: 'Imagen anterior',
    position: (index: number) => `Imagen ${index} de 4`,
    dot: (index: number) => `Mostrar la imagen ${index} de 4`,
  },
} as const;

const catalog = (page: Page) => page.locator('main [data-boundary="catalog"]');
/** An accordion section: a `<details>` whose summary holds the section's heading. */
const sectionOf = (page: Page, title: string) =>
  catalog(page).locator('details', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
/** The upright stroke of the section's plus, which its minus has not (a line: no box to call visible or not). */
const plusStrokeOf = (section: Locator) => section.locator('summary svg path').nth(1);
const galleryOf = (page: Page) => catalog(page).locator('[data-gallery]');
const shownImageNumber = async (page: Page) =>
  Number(/-(\d+)\.svg$/.exec((await galleryOf(page).getByRole('img').getAttribute('src')) ?? '')?.[1]);

async function expectOpen(section: Locator, title: string): Promise<void> {
  await expect(section).toHaveAttribute('open', '');
  await expect(section.getByRole('region', { name: title })).toBeVisible();
  await expect(plusStrokeOf(section)).toHaveCSS('display', 'none');
}

async function expectClosed(section: Locator): Promise<void> {
  await expect(section).not.toHaveAttribute('open');
  await expect(section.getByRole('region')).toBeHidden();
  await expect(plusStrokeOf(section)).not.toHaveCSS('display', 'none');
}

/** Every change of the section's `open` attribute from now on, in order ('open', 'closed'). */
async function recordToggles(section: Locator): Promise<() => Promise<string[]>> {
  const key = `__toggles${Math.random().toString(36).slice(2)}`;
  await section.evaluate((element, name) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[name] = seen;
    new MutationObserver(() => seen.push(element.hasAttribute('open') ? 'open' : 'closed')).observe(element, {
      attributes: true,
      attributeFilter: ['open'],
    });
  }, key);
  return () => section.page().evaluate((name) => [...(window as unknown as Record<string, string[]>)[name]!], key);
}

/** Lets the page run a few frames, so that a second change, if any, has come. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
}

/** Tags an element, to tell afterwards that hydration kept it rather than rendering it again. */
async function tag(element: Locator): Promise<() => Promise<boolean>> {
  await element.evaluate((node) => ((node as unknown as { __fromTheServer: boolean }).__fromTheServer = true));
  return () => element.evaluate((node) => (node as unknown as { __fromTheServer?: boolean }).__fromTheServer === true);
}

async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(catalog(page).first()).not.toHaveAttribute('data-hydrated');
}

test('before hydration, each accordion opens and closes by click, Enter and Space, its plus and minus following', async ({
  page,
}) => {
  const application = await holdApplication(page);
  await page.goto(PRODUCT);
  for (const title of WORDS.en.accordions) {
    const section = sectionOf(page, title);
    const summary = section.locator('summary');
    await expectClosed(section);

    await summary.click();
    await expectOpen(section, title);
    await summary.click();
    await expectClosed(section);

    await summary.focus();
    await page.keyboard.press('Enter');
    await expectOpen(section, title);
    await page.keyboard.press('Space');
    await expectClosed(section);
  }
  expect(application.requested(), 'the visitor’s interaction asked for the application, which is held').toBe(true);
  await expectNotHydrated(page);
});

test('an accordion opened before hydration is still open after it, and one press closes it', async ({ page }) => {
  const application = await holdApplication(page);
  await page.goto(PRODUCT);
  const title = WORDS.en.accordions[1];
  const section = sectionOf(page, title);
  await section.locator('summary').click();
  await expectOpen(section, title);
  await expectNotHydrated(page);

  const toggles = await recordToggles(section);
  const keptByHydration = await tag(section);
  await application.release();
  await settle(page);
  await expectOpen(section, title);
  expect(await toggles(), 'hydration leaves the open section as it is').toEqual([]);
  expect(await keptByHydration(), 'hydrated, not rendered again').toBe(true);

  await section.locator('summary').click();
  await settle(page);
  await expectClosed(section);
  expect(await toggles(), 'one press, one change').toEqual(['closed']);
  await section.locator('summary').click();
  await expectOpen(section, title);
});

test('before hydration, the gallery’s arrows show the next and previous image, by click and by keyboard', async ({
  page,
}) => {
  const application = await holdApplication(page);
  await page.goto(PRODUCT);
  const gallery = galleryOf(page);
  const words = WORDS.en;
  expect(await shownImageNumber(page)).toBe(1);

  await gallery.getByRole('button', { name: words.next }).click();
  expect(await shownImageNumber(page)).toBe(2);
  await expect(gallery.getByRole('img')).toHaveAccessibleName(
    'El Patrón Classic in cognac calf leather, seen from the side',
  );
  await expect(gallery.getByRole('button', { name: words.dot(2) })).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('button', { name: words.dot(1) })).not.toHaveAttribute('aria-current');
  // Every image's position is in the markup; the shown image's alone is not hidden, in the polite live region.
  await expect(gallery.locator('[aria-live="polite"]').getByText(words.position(2))).toBeVisible();
  await expect(gallery.getByText(words.position(1))).toBeHidden();

  await gallery.getByRole('button', { name: words.previous }).click();
  await gallery.getByRole('button', { name: words.previous }).click();
  expect(await shownImageNumber(page), 'wraps round backwards').toBe(4);

  await gallery.getByRole('button', { name: words.next }).focus();
  await page.keyboard.press('Enter');
  expect(await shownImageNumber(page), 'wraps round forwards').toBe(1);
  await page.keyboard.press('Space');
  expect(await shownImageNumber(page)).toBe(2);
  await expect(gallery.getByRole('img')).toBeVisible();
  await expectNotHydrated(page);
  expect(application.requested()).toBe(true);
});

test('the gallery hydrates on the image chosen before, and its next arrow goes on from there', async ({ page }) => {
  const application = await holdApplication(page);
  await page.goto(PRODUCT);
  const gallery = galleryOf(page);
  const words = WORDS.en;
  await gallery.getByRole('button', { name: words.next }).click();
  await gallery.getByRole('button', { name: words.next }).click();
  expect(await shownImageNumber(page)).toBe(3);
  await expectNotHydrated(page);

  const keptByHydration = await tag(gallery.getByRole('img'));
  await application.release();
  await settle(page);
  expect(await shownImageNumber(page), 'still the image chosen').toBe(3);
  expect(await keptByHydration(), 'hydrated, not rendered again').toBe(true);
  await expect(gallery.getByRole('button', { name: words.dot(3) })).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByText(words.position(3))).toBeVisible();

  await gallery.getByRole('button', { name: words.next }).click();
  await expect.poll(() => shownImageNumber(page)).toBe(4);
  await expect(gallery.getByRole('button', { name: words.dot(4) })).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('button', { name: words.next }).click();
  await expect.poll(() => shownImageNumber(page)).toBe(1);
  // The application's own behaviour is back: the zoom button.
  await gallery.getByRole('button', { name: 'Zoom in 200 %' }).click();
  await expect(gallery.getByRole('button', { name: 'Zoom out' })).toBeVisible();
});

test('in Spanish: an accordion and the gallery answer before hydration and keep their state after it', async ({
  page,
}) => {
  const application = await holdApplication(page);
  await page.goto(`${PRODUCT}?lng=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const words = WORDS.es;
  const title = words.accordions[0];
  const section = sectionOf(page, title);
  await section.locator('summary').click();
  await expectOpen(section, title);
  const gallery = galleryOf(page);
  await gallery.getByRole('button', { name: words.next }).click();
  expect(await shownImageNumber(page)).toBe(2);
  await expect(gallery.getByRole('img')).toHaveAccessibleName(
    'El Patrón Classic en piel de becerro color coñac, visto de lado',
  );
  await expect(gallery.getByText(words.position(2))).toBeVisible();
  await expectNotHydrated(page);

  const toggles = await recordToggles(section);
  await application.release();
  await settle(page);
  await expectOpen(section, title);
  expect(await shownImageNumber(page)).toBe(2);

  await section.locator('summary').click();
  await expectClosed(section);
  await settle(page);
  expect(await toggles()).toEqual(['closed']);
  await gallery.getByRole('button', { name: words.next }).click();
  await expect.poll(() => shownImageNumber(page)).toBe(3);
  await expect(gallery.getByText(words.position(3))).toBeVisible();
});

test('the language switch before hydration keeps the accordion open and the image shown, described in the other language', async ({
  page,
}) => {
  const application = await holdApplication(page);
  const prepared = whenPreparedInLanguage(page, 'es');
  await page.goto(PRODUCT);
  await prepared();
  const section = sectionOf(page, WORDS.en.accordions[1]);
  await section.locator('summary').click();
  const gallery = galleryOf(page);
  await gallery.getByRole('button', { name: WORDS.en.next }).click();
  await gallery.getByRole('button', { name: WORDS.en.next }).click();
  expect(await shownImageNumber(page)).toBe(3);

  await page.getByRole('contentinfo').getByRole('button', { name: /^ES\b/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectOpen(sectionOf(page, WORDS.es.accordions[1]), WORDS.es.accordions[1]);
  expect(await shownImageNumber(page), 'still the image chosen').toBe(3);
  await expect(gallery.getByRole('img')).toHaveAccessibleName(
    'El Patrón Classic: detalle de la piel de becerro color coñac y de la hebilla de latón',
  );
  await expect(gallery.getByText(WORDS.es.position(3))).toBeVisible();
  await expect(gallery.getByRole('button', { name: WORDS.es.dot(3) })).toHaveAttribute('aria-current', 'true');
  await expectNotHydrated(page);

  await application.release();
  await settle(page);
  expect(await shownImageNumber(page)).toBe(3);
  await expectOpen(sectionOf(page, WORDS.es.accordions[1]), WORDS.es.accordions[1]);
  await gallery.getByRole('button', { name: WORDS.es.next }).click();
  await expect.poll(() => shownImageNumber(page)).toBe(4);
  await expect(gallery.getByText(WORDS.es.position(4))).toBeVisible();
});
