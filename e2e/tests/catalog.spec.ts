import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SMOKE_TAG } from '../support/ports';

/** The spec's collections as a visitor reads them: name, price and address of each card. */
const COLLECTIONS: { path: string; en: string; es: string; products: [name: string, price: string, href: string][] }[] =
  [
    {
      path: '/collections/carriel',
      en: 'Carriel Classic',
      es: 'Carriel Classic',
      products: [
        ['El Patrón Classic', '1.350,00 €', '/configure/patron'],
        ['La Patrona Classic', '1.350,00 €', '/configure/patrona'],
        ['Don Juan', '2.350,00 €', '/configure/donjuan'],
        ['Vino', '1.350,00 €', '/configure/vino'],
        ['Arena', '1.350,00 €', '/configure/arena'],
      ],
    },
    {
      path: '/collections/mini-carriels',
      en: 'Mini Carriels',
      es: 'Mini Carrieles',
      products: [
        ['Caramelo Croco', '1.050,00 €', '/configure/mini-caramelo-croco'],
        ['Arena Croco', '950,00 €', '/configure/mini-arena-croco'],
        ['Negro', '950,00 €', '/configure/mini-negro'],
        ['Flor de Tierra', '1.050,00 €', '/configure/mini-flor-de-tierra'],
        ['Vino Croco', '950,00 €', '/configure/mini-vino-croco'],
      ],
    },
    {
      path: '/collections/baguette-carriels',
      en: 'Baguette Carriels',
      es: 'Carrieles Baguette',
      products: [
        ['Vino Croco', '1.050,00 €', '/configure/baguette-vino-croco'],
        ['Arena Croco', '1.050,00 €', '/configure/baguette-arena-croco'],
        ['Caramelo Croco', '1.050,00 €', '/configure/baguette-caramelo-croco'],
        ['Medianoche Croco', '1.050,00 €', '/configure/baguette-medianoche-croco'],
        ['Esmeralda Croco', '1.050,00 €', '/configure/baguette-esmeralda-croco'],
      ],
    },
  ];

const LANGUAGES = [
  {
    lng: 'en',
    query: '',
    bagsLabel: 'Bags in this collection',
    gallery: 'Images of Don Juan',
    next: 'Next image',
    previous: 'Previous image',
    preOrder: /Pre Order Now/,
    enquire: 'Made to order – enquire',
    accordions: ['Description & Size', 'Shipping & Returns', 'Sustainable Pre-Order System', 'A Bag, A Life'],
    notFound: 'Product not found',
    mini: 'Mini Carriels',
    baguette: 'Baguette Carriels',
    enquireByEmail: 'Enquire about Vino Croco by e-mail',
    returnsLine: 'Returns and exchanges within 14 days of receipt; return shipping is at your cost.',
    returnPolicy: 'Return Policy',
    policyPeriod: 'You can return or exchange your bag within 14 days of receipt.',
    policyPays: 'The customer pays the cost of return shipping.',
  },
  {
    lng: 'es',
    query: '?lng=es',
    bagsLabel: 'Bolsos de esta colección',
    gallery: 'Imágenes de Don Juan',
    next: 'Imagen siguiente',
    previous: 'Imagen anterior',
    preOrder: /Reservar ahora/,
    enquire: 'Hecho por encargo – consultar',
    accordions: [
      'Descripción y medidas',
      'Envíos y devoluciones',
      'Sistema sostenible de preventa',
      'Un bolso, una vida',
    ],
    notFound: 'Producto no encontrado',
    mini: 'Mini Carrieles',
    baguette: 'Carrieles Baguette',
    enquireByEmail: 'Consultar por Vino Croco por correo electrónico',
    returnsLine:
      'Devoluciones y cambios en los 14 días siguientes a la recepción; el envío de la devolución corre por tu cuenta.',
    returnPolicy: 'Política de devoluciones',
    policyPeriod: 'Puedes devolver o cambiar tu bolso en un plazo de 14 días desde su recepción.',
    policyPays: 'Los gastos de envío de la devolución corren a cargo del cliente.',
  },
] as const;

const catalog = (page: Page) => page.locator('main [data-boundary="catalog"]');
/** A product accordion's section, a native `<details>`: its `<summary>` (a button to assistive technology) holds the title's heading. */
const accordionSection = (page: Page, title: string) =>
  catalog(page).locator('details', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const imageNumber = async (page: Page, galleryName: string) => {
  const src =
    (await catalog(page).getByRole('region', { name: galleryName }).getByRole('img').getAttribute('src')) ?? '';
  return Number(/-(\d+)\.svg$/.exec(src)?.[1]);
};

for (const language of LANGUAGES) {
  test.describe(`catalog (${language.lng})`, () => {
    for (const collection of COLLECTIONS) {
      test(`${collection.path} lists its products with names, prices and links`, async ({ page }) => {
        await page.goto(`${collection.path}${language.query}`);
        await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(collection[language.lng]);
        const cards = catalog(page).getByRole('list', { name: language.bagsLabel }).getByRole('link');
        await expect(cards).toHaveCount(collection.products.length);
        for (const [index, [name, price, href]] of collection.products.entries()) {
          await expect(cards.nth(index)).toHaveAttribute('href', href);
          await expect(
            cards.nth(index).getByText(name, { exact: true }),
            'the spec’s name, without its collection',
          ).toBeVisible();
          await expect(cards.nth(index)).toContainText(price);
        }
      });
    }

    test(
      'a product page: gallery wraps both ways, accordions toggle, Pre Order Now opens the payment page in a new tab',
      { tag: SMOKE_TAG },
      async ({ page, context }) => {
        await context.route('https://pay.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Payment</title>' }),
        );
        await page.goto(`/collections/carriel${language.query}`);
        await catalog(page)
          .getByRole('link', { name: /Don Juan/ })
          .click();
        await expect(page).toHaveURL(/\/configure\/donjuan/);
        await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText('Don Juan');
        await expect(catalog(page).getByText('2.350,00 €')).toBeVisible();

        const gallery = catalog(page).getByRole('region', { name: language.gallery });
        expect(await imageNumber(page, language.gallery)).toBe(1);
        await gallery.getByRole('button', { name: language.previous }).click();
        await expect.poll(() => imageNumber(page, language.gallery)).toBe(5);
        await gallery.getByRole('button', { name: language.next }).click();
        await expect.poll(() => imageNumber(page, language.gallery)).toBe(1);
        await gallery.getByRole('button', { name: language.next }).click();
        await expect.poll(() => imageNumber(page, language.gallery)).toBe(2);
        await gallery.getByRole('button', { name: /5/ }).last().click();
        await expect.poll(() => imageNumber(page, language.gallery)).toBe(5);
        await gallery.getByRole('button', { name: language.next }).click();
        await expect.poll(() => imageNumber(page, language.gallery)).toBe(1);

        for (const title of language.accordions) {
          const section = accordionSection(page, title);
          await expect(section).not.toHaveAttribute('open');
          await section.locator('summary').click();
          await expect(section).toHaveAttribute('open', '');
          await expect(catalog(page).getByRole('region', { name: title })).toBeVisible();
          await section.locator('summary').click();
          await expect(section).not.toHaveAttribute('open');
          await expect(catalog(page).getByRole('region', { name: title })).toBeHidden();
        }

        const preOrder = catalog(page).getByRole('link', { name: language.preOrder });
        await expect(preOrder).toHaveAttribute('href', 'https://pay.example.com/casa-carriel/don-juan');
        await expect(preOrder).toHaveAttribute('target', '_blank');
        await expect(preOrder).toHaveAttribute('rel', 'noopener noreferrer');
        const [popup] = await Promise.all([page.waitForEvent('popup'), preOrder.click()]);
        await popup.waitForURL('https://pay.example.com/casa-carriel/don-juan');
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await popup.close();
        await expect(page).toHaveURL(/\/configure\/donjuan/);
      },
    );

    test('a product without a payment link offers the enquiry on the contact page', async ({ page }) => {
      await page.goto(`/configure/vino${language.query}`);
      await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText('Vino');
      await expect(catalog(page).getByRole('link', { name: language.preOrder })).toHaveCount(0);
      const enquire = catalog(page).getByRole('link', { name: language.enquire });
      await expect(enquire).toHaveAttribute('href', `/contact?product=Vino&collection=Carriel%20Classic`);
      await expect(enquire).not.toHaveAttribute('target', /.+/);
      await enquire.click();
      await expect(page).toHaveURL(/\/contact\?product=Vino&collection=Carriel%20Classic$/);
    });

    test('a mini and a baguette of the same name: the spec’s name, the collection on its own line, in the title and the enquiry', async ({
      page,
    }) => {
      for (const { slug, collection } of [
        { slug: 'mini-vino-croco', collection: language.mini },
        { slug: 'baguette-vino-croco', collection: language.baguette },
      ]) {
        await page.goto(`/configure/${slug}${language.query}`);
        await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText('Vino Croco');
        const line = catalog(page).getByRole('link', { name: collection, exact: true });
        await expect(line).toBeVisible();
        await expect(line).toHaveAttribute('href', `/collections/${slug.split('-')[0]}-carriels`);
        await expect(page).toHaveTitle(`Vino Croco · ${collection} | Casa Carriel`);
        await catalog(page).getByRole('link', { name: language.enquire }).click();
        const hub = page.locator('main [data-boundary="legal"]');
        await expect(hub.getByText('Vino Croco', { exact: true })).toBeVisible();
        await expect(hub.getByText(collection, { exact: true })).toBeVisible();
        await expect(hub.getByRole('link', { name: language.enquireByEmail })).toHaveAttribute(
          'href',
          new RegExp(`subject=[^&]*Vino%20Croco%20\\(${encodeURIComponent(collection)}\\)$`),
        );
      }
    });

    test('Shipping & Returns agrees with the Return Policy: return shipping is the customer’s', async ({ page }) => {
      await page.goto(`/configure/patron${language.query}`);
      await accordionSection(page, language.accordions[1]).locator('summary').click();
      const shipping = catalog(page).getByRole('region', { name: language.accordions[1] });
      await expect(shipping).toContainText(language.returnsLine);
      await expect(shipping).not.toContainText(/free returns|devoluciones gratuitas|devoluciones y cambios gratuitos/i);
      await shipping.getByRole('link', { name: language.returnPolicy }).click();
      await expect(page).toHaveURL(/\/return-policy$/);
      const policy = page.locator('main [data-boundary="legal"]').getByRole('tabpanel');
      await expect(policy).toContainText(language.policyPeriod);
      await expect(policy).toContainText(language.policyPays);
    });

    test('an unknown or odd slug shows "product not found", marked noindex', async ({ page }) => {
      // (A single-encoded ".." is resolved by the browser itself, to the home page, before any code runs.)
      for (const slug of ['unknown', '%252E%252E', encodeURIComponent('👜'), 'x'.repeat(400), '%E0%A4%A']) {
        await page.goto(`/configure/${slug}${language.query}`);
        await expect(catalog(page).getByRole('heading', { level: 1 })).toHaveText(language.notFound);
        await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
        await expect(catalog(page).getByRole('link', { name: COLLECTIONS[0]![language.lng] })).toHaveAttribute(
          'href',
          '/collections/carriel',
        );
      }
    });
  });
}

test('the resort collection opens the partner shop in new tabs', async ({ page }) => {
  await page.goto('/collections/resort');
  const items = catalog(page).getByRole('list', { name: 'Bags in this collection' }).getByRole('link');
  await expect(items).toHaveCount(6);
  for (const item of await items.all()) {
    await expect(item).toHaveAttribute('href', /^https:\/\/partner-shop\.example\.com\//);
    await expect(item).toHaveAttribute('target', '_blank');
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(catalog(page).getByRole('link', { name: /Visit the partner's collection/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

test('the home page shows the three collection cards of the catalog', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('[data-boundary="catalog"][data-module="collection-cards"]');
  await expect(cards.getByRole('link', { name: 'Carriel Classic' })).toHaveAttribute('href', '/collections/carriel');
  await expect(cards.getByRole('link', { name: 'Mini Carriels' })).toHaveAttribute(
    'href',
    '/collections/mini-carriels',
  );
  await expect(cards.getByRole('link', { name: 'Baguette Carriels' })).toHaveAttribute(
    'href',
    '/collections/baguette-carriels',
  );
});

test('a collection card shows its second image while hovered', async ({ page }) => {
  await page.goto('/collections/carriel');
  const card = catalog(page).getByRole('link', { name: /Vino/ });
  await expect(card.locator('img[data-active="true"]')).toHaveAttribute('src', /vino-1\.svg$/);
  await card.hover();
  await expect(card.locator('img[data-active="true"]')).toHaveAttribute('src', /vino-2\.svg$/);
});

test.describe('the product image zoom from the keyboard (WCAG 2.1.1)', () => {
  for (const { lng, query, zoomIn, zoomOut, hint } of [
    { lng: 'en', query: '', zoomIn: 'Zoom in 200 %', zoomOut: 'Zoom out', hint: /arrow keys/ },
    { lng: 'es', query: '?lng=es', zoomIn: 'Ampliar al 200 %', zoomOut: 'Reducir', hint: /flechas/ },
  ]) {
    test(`zoomed in, the arrow keys move across the image, not the page (${lng})`, async ({ page }) => {
      await page.goto(`/configure/patron${query}`);
      const zoom = catalog(page).getByRole('button', { name: zoomIn });
      await expect(zoom).toHaveAccessibleDescription(hint);
      await zoom.focus();
      await page.keyboard.press('Enter');
      const zoomed = catalog(page).getByRole('button', { name: zoomOut });
      await expect(zoomed).toBeFocused();
      const image = catalog(page).locator('[data-zoomed="true"] img:not([hidden])');
      await expect(image).toHaveCount(1);
      const scrollY = await page.evaluate(() => window.scrollY);
      const boxOf = async () => (await image.boundingBox())!;
      // The zoom grows the image over 0.2 s: its centred place is where that ends, not where it is under way.
      await image.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const centred = await boxOf();

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(async () => (await boxOf()).x, 'the image moves left: its right part comes into view')
        .toBeLessThan(centred.x - 10);
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await boxOf()).y).toBeLessThan(centred.y - 5);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => (await boxOf()).y).toBeGreaterThan(centred.y + 5);
      expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(scrollY);

      await page.keyboard.press('Enter');
      await expect(catalog(page).getByRole('button', { name: zoomIn })).toBeFocused();
      await expect(catalog(page).locator('[data-zoomed="true"]')).toHaveCount(0);
    });
  }
});
