import { LIMITED_EDITION_PIECES, NO_PAYMENT_LINK, PRODUCTS, findProduct } from './products';
import { COLLECTION_PRODUCTS, productsOf } from './collections';
import { RESORT_ITEMS, PARTNER_COLLECTION_URL } from './resort';

// The spec's constants (sections 3 and 9), written out once more so that a wrong edit of the data fails here.
const SPEC: Record<
  string,
  { name: string; price: number; size: [string, string, string]; limited: boolean; pays: boolean }
> = {
  patron: { name: 'El Patrón Classic', price: 1350, size: ['24', '20', '8'], limited: false, pays: true },
  patrona: { name: 'La Patrona Classic', price: 1350, size: ['26', '22', '9'], limited: false, pays: true },
  bichota: { name: 'La Bichota', price: 1350, size: ['25', '21', '8.5'], limited: true, pays: true },
  donjuan: { name: 'Don Juan', price: 2350, size: ['27', '23', '9.5'], limited: true, pays: true },
  vino: { name: 'Vino', price: 1350, size: ['24', '20', '8'], limited: false, pays: false },
  arena: { name: 'Arena', price: 1350, size: ['24', '20', '8'], limited: false, pays: false },
  'mini-caramelo-croco': { name: 'Caramelo Croco', price: 1050, size: ['18', '10', '5'], limited: false, pays: false },
  'mini-arena-croco': { name: 'Arena Croco', price: 950, size: ['18', '10', '5'], limited: false, pays: false },
  'mini-negro': { name: 'Negro', price: 950, size: ['18', '10', '5'], limited: false, pays: false },
  'mini-flor-de-tierra': { name: 'Flor de Tierra', price: 1050, size: ['18', '10', '5'], limited: false, pays: false },
  'mini-vino-croco': { name: 'Vino Croco', price: 950, size: ['18', '10', '5'], limited: false, pays: false },
  'baguette-vino-croco': { name: 'Vino Croco', price: 1050, size: ['24', '10', '5'], limited: false, pays: false },
  'baguette-arena-croco': { name: 'Arena Croco', price: 1050, size: ['24', '10', '5'], limited: false, pays: false },
  'baguette-caramelo-croco': {
    name: 'Caramelo Croco',
    price: 1050,
    size: ['24', '10', '5'],
    limited: false,
    pays: false,
  },
  'baguette-medianoche-croco': {
    name: 'Medianoche Croco',
    price: 1050,
    size: ['24', '10', '5'],
    limited: false,
    pays: false,
  },
  'baguette-esmeralda-croco': {
    name: 'Esmeralda Croco',
    price: 1050,
    size: ['24', '10', '5'],
    limited: false,
    pays: false,
  },
};

describe('product data', () => {
  it('holds exactly the 16 slugs of the spec', () => {
    expect(Object.keys(PRODUCTS).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.entries(SPEC))(
    '%s has the name, price, size, limited flag and payment link of the spec',
    (slug, expected) => {
      const product = PRODUCTS[slug]!;
      expect(product.slug).toBe(slug);
      expect(product.name).toBe(expected.name);
      expect(product.price).toBe(expected.price);
      expect(product.currency).toBe('EUR');
      expect([product.dimensions.width, product.dimensions.height, product.dimensions.depth]).toEqual(expected.size);
      expect(product.isLimited).toBe(expected.limited);
      expect(product.link).toBe(`/configure/${slug}`);
      if (expected.pays) {
        expect(product.stripeLink).toMatch(/^https:\/\/pay\.example\.com\//);
      } else {
        expect(product.stripeLink).toBe(NO_PAYMENT_LINK);
      }
    },
  );

  it('gives every product 2 to 6 images and a description in English and Spanish', () => {
    for (const product of Object.values(PRODUCTS)) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(6);
      expect(product.description.en.length).toBeGreaterThan(40);
      expect(product.description.es.length).toBeGreaterThan(40);
      expect(product.description.es).not.toBe(product.description.en);
    }
  });

  it.each(['en', 'es'] as const)(
    'sums every product up for search results and shares in %s: its own name, at most 160 characters',
    (language) => {
      const summaries = Object.values(PRODUCTS).map((product) => product.summary[language]);
      Object.values(PRODUCTS).forEach((product, i) => {
        const summary = summaries[i]!;
        expect(summary.startsWith(`${product.name}: `)).toBe(true);
        expect({ slug: product.slug, length: Math.max(summary.length, 160) }).toEqual({
          slug: product.slug,
          length: 160,
        });
        expect(summary).not.toBe(product.summary[language === 'en' ? 'es' : 'en']);
      });
      // Two lines hold a Vino Croco: each summary says which bag it is.
      expect(new Set(summaries).size).toBe(summaries.length);
    },
  );

  it('states the limited editions as 100 numbered pieces with a certificate', () => {
    for (const slug of ['bichota', 'donjuan']) {
      expect(PRODUCTS[slug]!.description.en).toMatch(
        /100 pieces worldwide.*individually numbered.*certificate of authenticity/,
      );
      expect(PRODUCTS[slug]!.description.es).toMatch(/100 piezas.*numeradas.*certificado de autenticidad/);
      expect(PRODUCTS[slug]!.summary.en).toContain(`limited edition of ${LIMITED_EDITION_PIECES} numbered pieces`);
      expect(PRODUCTS[slug]!.summary.es).toContain(`Edición limitada de ${LIMITED_EDITION_PIECES} piezas numeradas`);
    }
    expect(LIMITED_EDITION_PIECES).toBe(100);
  });

  it('lists the collections of the spec, with La Bichota reachable but not in the Carriel grid', () => {
    expect(COLLECTION_PRODUCTS.carriel).toEqual(['patron', 'patrona', 'donjuan', 'vino', 'arena']);
    expect(productsOf('mini-carriels').map((p) => p.slug)).toEqual([
      'mini-caramelo-croco',
      'mini-arena-croco',
      'mini-negro',
      'mini-flor-de-tierra',
      'mini-vino-croco',
    ]);
    expect(productsOf('baguette-carriels').map((p) => p.slug)).toEqual([
      'baguette-vino-croco',
      'baguette-arena-croco',
      'baguette-caramelo-croco',
      'baguette-medianoche-croco',
      'baguette-esmeralda-croco',
    ]);
    expect(findProduct('bichota')?.name).toBe('La Bichota');
  });

  it('finds no product for unknown, inherited or odd slugs', () => {
    for (const slug of [
      'unknown',
      '..',
      'constructor',
      '__proto__',
      'toString',
      '',
      'x'.repeat(5000),
      '👜',
      '%2E%2E',
      undefined,
    ]) {
      expect(findProduct(slug)).toBeNull();
    }
  });
});

describe('resort data', () => {
  it('holds the six handwoven bags, priced within 180-340 EUR, linking to the partner shop (sample domain)', () => {
    expect(RESORT_ITEMS.map((item) => item.name)).toEqual([
      'Mini Wayuu Natural',
      'Wayuu Tote Cream',
      'Mini Wayuu Coral',
      'Wayuu Bucket Natural',
      'Wayuu Crossbody Blue',
      'Wayuu Tote Multicolor',
    ]);
    for (const item of RESORT_ITEMS) {
      expect(item.price).toBeGreaterThanOrEqual(180);
      expect(item.price).toBeLessThanOrEqual(340);
      expect(item.shopLink).toMatch(/^https:\/\/partner-shop\.example\.com\/products\//);
    }
    expect(PARTNER_COLLECTION_URL).toMatch(/^https:\/\/partner-shop\.example\.com\//);
  });
});
