import type { BreadcrumbList, NewsArticle, Organization, Product, WithContext } from 'schema-dts';
import { jsonLdText } from './document-head';
import { jsonLdBlocksIn, structuredDataProblems } from './structured-data-rules.test-support';

const SERVED = { absoluteUrls: true };
const FRAGMENT = { absoluteUrls: false };

const product = (): WithContext<Product> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'El Patrón Classic',
  description: 'The Carriel that started it all.',
  image: ['https://cdn.example.com/images/catalog/patron-1.svg'],
  sku: 'patron',
  brand: { '@type': 'Brand', name: 'Casa Carriel' },
  offers: {
    '@type': 'Offer',
    price: 1350,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/PreOrder',
    itemCondition: 'https://schema.org/NewCondition',
    url: 'https://shop.example.com/configure/patron',
    potentialAction: {
      '@type': 'BuyAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://pay.example.com/patron' },
    },
  },
  additionalProperty: { '@type': 'PropertyValue', name: 'Limited Edition', value: 100, unitText: 'pieces' },
});

const breadcrumb = (): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
    { '@type': 'ListItem', position: 2, name: 'Carriel Classic', item: 'https://shop.example.com/collections/carriel' },
    { '@type': 'ListItem', position: 3, name: 'El Patrón Classic' },
  ],
});

const article = (): WithContext<NewsArticle> => ({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'Munich Store 2025',
  image: 'https://cdn.example.com/images/news/munich.png',
  datePublished: '2025-06-01T10:00:00+02:00',
  dateModified: '2025-06-02',
  author: { '@type': 'Organization', name: 'Casa Carriel', url: 'https://shop.example.com/' },
  publisher: { '@type': 'Organization', name: 'Casa Carriel' },
});

const organization = (): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Casa Carriel',
  url: 'https://shop.example.com/',
  logo: 'https://shop.example.com/logo.png',
  address: { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' },
  contactPoint: { '@type': 'ContactPoint', email: 'hello@example.com', contactType: 'customer service' },
});

/** A deep copy to spoil, typed loosely. */
const spoil = <T extends object>(data: T) => JSON.parse(JSON.stringify(data)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('structuredDataProblems', () => {
  it('passes a valid product, its breadcrumb, an article and the organization, as served', () => {
    expect(structuredDataProblems([product(), breadcrumb(), article(), organization()], SERVED)).toEqual([]);
  });

  it('passes the same nodes in one @graph', () => {
    const { '@context': _p, ...p } = product();
    const { '@context': _b, ...b } = breadcrumb();
    expect(structuredDataProblems([{ '@context': 'https://schema.org', '@graph': [p, b] }], SERVED)).toEqual([]);
  });

  it('takes root-relative page URLs in a fragment, and not on the served page', () => {
    const data = spoil(product());
    data.offers.url = '/configure/patron';
    expect(structuredDataProblems([data], FRAGMENT)).toEqual([]);
    expect(structuredDataProblems([data], SERVED)).toEqual([
      'block 1 (Product): offers.url is "/configure/patron": not an absolute http(s) URL',
    ]);
    data.offers.url = '//elsewhere.example.com/x';
    expect(structuredDataProblems([data], FRAGMENT)).toEqual([
      'block 1 (Product): offers.url is "//elsewhere.example.com/x": not an http(s) or root-relative URL',
    ]);
  });

  it('names the block and the field of a missing price', () => {
    const data = spoil(product());
    delete data.offers.price;
    expect(structuredDataProblems([breadcrumb(), data], SERVED)).toEqual([
      'block 2 (Product): offers.price is missing (Google requires it of an offer)',
    ]);
  });

  it('names a property schema.org does not define for the type, and a type the site does not use', () => {
    const data = spoil(product());
    data.offers.stock = 3;
    data.brand = { '@type': 'Manufacturer', name: 'Casa Carriel' };
    expect(structuredDataProblems([data], SERVED)).toEqual([
      'block 1 (Product): brand.@type is Manufacturer: not a schema.org type this site uses',
      'block 1 (Product): offers.stock is not a schema.org property of Offer',
    ]);
  });

  it('names a breadcrumb position out of order, a missing link and a missing name', () => {
    const data = spoil(breadcrumb());
    data.itemListElement[1].position = 3;
    delete data.itemListElement[0].item;
    delete data.itemListElement[2].name;
    expect(structuredDataProblems([product(), data], SERVED)).toEqual([
      'block 2 (BreadcrumbList): itemListElement[0].item is missing (Google requires it of every breadcrumb but the last)',
      'block 2 (BreadcrumbList): itemListElement[1].position is 3 where 2 was expected',
      'block 2 (BreadcrumbList): itemListElement[2].name is missing (Google requires it of a breadcrumb)',
    ]);
  });

  it('checks the values: price, currency, availability, condition and dates', () => {
    const data = spoil(product());
    Object.assign(data.offers, {
      price: '1.350,00 €',
      priceCurrency: 'EURO',
      availability: 'PreOrder',
      itemCondition: 'https://schema.org/PreOrder',
      priceValidUntil: '2025-02-30',
    });
    expect(structuredDataProblems([data], SERVED)).toEqual([
      'block 1 (Product): offers.price is "1.350,00 €": not a price (digits, with a point before any decimals)',
      'block 1 (Product): offers.priceCurrency is "EURO": not an ISO 4217 currency code',
      'block 1 (Product): offers.availability is "PreOrder": not the URL of a schema.org ItemAvailability (https://schema.org/…)',
      'block 1 (Product): offers.itemCondition is "https://schema.org/PreOrder": not the URL of a schema.org OfferItemCondition (https://schema.org/…)',
      'block 1 (Product): offers.priceValidUntil is "2025-02-30": not an ISO 8601 date',
    ]);
    expect(
      structuredDataProblems([{ ...product(), offers: { ...spoil(product()).offers, price: '1350.00' } }]),
    ).toEqual([]);
    expect(
      structuredDataProblems([{ ...spoil(product()), offers: { ...spoil(product()).offers, price: -1 } }]),
    ).toEqual(['block 1 (Product): offers.price is -1: not a price (a number, or a numeric string)']);
  });

  it('asks a product for what Google requires and recommends', () => {
    expect(
      structuredDataProblems([{ '@context': 'https://schema.org', '@type': 'Product', offers: { '@type': 'Offer' } }]),
    ).toEqual([
      'block 1 (Product): name is missing (Google requires it of a product)',
      'block 1 (Product): offers.price is missing (Google requires it of an offer)',
      'block 1 (Product): offers.priceCurrency is missing (Google requires it of an offer)',
      'block 1 (Product): offers.availability is missing (Google requires it of an offer)',
      'block 1 (Product): image is missing (Google recommends it for a product)',
      'block 1 (Product): description is missing (Google recommends it for a product)',
      'block 1 (Product): sku is missing (Google recommends it for a product)',
      'block 1 (Product): brand is missing (Google recommends it for a product)',
    ]);
  });

  it('asks an article for its headline, image, dates and named author, and the organization for its logo', () => {
    const data = spoil(article());
    delete data.headline;
    delete data.author.name;
    delete data.dateModified;
    data.datePublished = 'June 2025';
    const org = spoil(organization());
    delete org.logo;
    expect(structuredDataProblems([data, org], SERVED)).toEqual([
      'block 1 (NewsArticle): datePublished is "June 2025": not an ISO 8601 date',
      'block 1 (NewsArticle): headline is missing (Google recommends it for an article; the site gives it)',
      'block 1 (NewsArticle): author.name is missing (Google recommends an article’s author by name)',
      'block 1 (NewsArticle): dateModified is missing (Google recommends it for an article)',
      'block 2 (Organization): logo is missing (Google recommends it for an organization; the site gives it)',
    ]);
  });

  it('asks every block for the schema.org context and every node for a type', () => {
    const data = spoil(product());
    data['@context'] = 'https://example.com/vocab';
    data.brand = { name: 'Casa Carriel' };
    expect(structuredDataProblems([data, 'not json'], SERVED)).toEqual([
      'block 1 (Product): @context is "https://example.com/vocab": not https://schema.org',
      'block 1 (Product): brand has no @type',
      'block 2: is not a JSON-LD node (a JSON object)',
    ]);
  });

  it('asks an item list for consecutive positions and each item’s URL', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: '/configure/patron' },
        { '@type': 'ListItem', position: 2 },
      ],
    };
    expect(structuredDataProblems([list], FRAGMENT)).toEqual([
      'block 1 (ItemList): itemListElement[1].url is missing (Google requires an item’s url or the item itself)',
    ]);
  });
});

describe('jsonLdBlocksIn', () => {
  it('parses every JSON-LD script of a document, the escaped text of jsonLdText included', () => {
    document.body.innerHTML = `
      <script type="application/ld+json">${jsonLdText({ '@type': 'Product', name: '</script> & <b>' })}</script>
      <script type="application/ld+json">{ broken</script>
      <script>var notJsonLd = 1;</script>`;
    expect(jsonLdBlocksIn(document)).toEqual([{ '@type': 'Product', name: '</script> & <b>' }, '{ broken']);
  });
});
