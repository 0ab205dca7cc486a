import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BreadcrumbList, Offer, Product, WithContext } from 'schema-dts';
import { jsonLdBlocksIn, structuredDataProblems } from '@storefront/shared/src/structured-data-rules.test-support';
import { PRODUCTS } from '../data/products';
import { renderWithI18n, withCatalogProviders } from '../test/render-with-i18n.test-support';
import { ProductPage } from './product-page';

/** An accordion's summary, found by its heading: the DOM gives `<summary>` no role, browsers expose it as a button. */
const accordionSummary = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('summary')!;

describe('ProductPage', () => {
  it('shows the name, the limited-edition badge and the price in the German format', () => {
    const { container } = renderWithI18n(<ProductPage product={PRODUCTS.donjuan!} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Don Juan' })).toBeInTheDocument();
    expect(screen.getByText('Limited Edition')).toBeInTheDocument();
    expect(screen.getByText('100 pieces worldwide')).toBeInTheDocument();
    expect(screen.getByText('2.350,00 €')).toBeInTheDocument();
    for (const bullet of ['Get it in 6-8 weeks', 'Taxes and duties included', 'Free shipping worldwide']) {
      expect(screen.getByText(bullet)).toBeInTheDocument();
    }
    expect(document.title).toMatch(/^Don Juan · Carriel Classic \| /);
    expect(container.firstElementChild).toHaveAttribute('data-page-title', 'Don Juan · Carriel Classic');
  });

  it('keeps the German price format and shows no badge for a regular product in Spanish', () => {
    renderWithI18n(<ProductPage product={PRODUCTS.patron!} />, { language: 'es' });
    expect(screen.getByText('1.350,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Edición limitada')).not.toBeInTheDocument();
    expect(screen.getByText('Recíbelo en 6-8 semanas')).toBeInTheDocument();
  });

  it('opens the payment link in a new tab with Pre Order Now', () => {
    renderWithI18n(<ProductPage product={PRODUCTS.patron!} />);
    const preOrder = screen.getByRole('link', { name: /Pre Order Now/ });
    expect(preOrder).toHaveAttribute('href', PRODUCTS.patron!.stripeLink);
    expect(preOrder).toHaveAttribute('target', '_blank');
    expect(preOrder).toHaveAttribute('rel', 'noopener noreferrer');
    expect(preOrder).toHaveAccessibleName('Pre Order Now (opens in a new tab)');
  });

  it('offers an enquiry about the named product and its collection instead of a dead button when there is no payment link', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProductPage product={PRODUCTS['mini-negro']!} />);
    expect(screen.queryByRole('link', { name: /Pre Order Now/ })).not.toBeInTheDocument();
    const enquire = screen.getByRole('link', { name: 'Made to order – enquire' });
    expect(enquire).toHaveAttribute('href', '/contact?product=Negro&collection=Mini%20Carriels');
    expect(enquire).not.toHaveAttribute('target');
    await user.click(enquire);
    expect(screen.getByTestId('location')).toHaveTextContent('/contact?product=Negro&collection=Mini%20Carriels');
  });

  it.each([
    ['en', 'mini-vino-croco', 'Mini Carriels', 'Vino Croco · Mini Carriels'],
    ['en', 'baguette-vino-croco', 'Baguette Carriels', 'Vino Croco · Baguette Carriels'],
    ['es', 'baguette-vino-croco', 'Carrieles Baguette', 'Vino Croco · Carrieles Baguette'],
  ] as const)(
    'in %s, shows %s under the spec’s name with its collection on a line of its own',
    (language, slug, collection, title) => {
      const { container } = renderWithI18n(<ProductPage product={PRODUCTS[slug]!} />, { language });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Vino Croco$/);
      const line = screen.getByRole('link', { name: collection });
      expect(line).toHaveAttribute('href', `/collections/${PRODUCTS[slug]!.collection}`);
      expect(line.closest('p')).toHaveTextContent(new RegExp(`^${collection}$`));
      expect(container.firstElementChild).toHaveAttribute('data-page-title', title);
    },
  );

  it('tells size and the brand texts in its four accordions', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProductPage product={PRODUCTS.bichota!} />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Description & Size',
      'Shipping & Returns',
      'Sustainable Pre-Order System',
      'A Bag, A Life',
    ]);

    await user.click(accordionSummary('Description & Size'));
    const description = screen.getByRole('region', { name: 'Description & Size' });
    expect(description).toHaveTextContent('Width25 cm');
    expect(description).toHaveTextContent('Height21 cm');
    expect(description).toHaveTextContent('Depth8.5 cm');
    expect(description).toHaveTextContent('100 pieces worldwide');

    await user.click(accordionSummary('Shipping & Returns'));
    expect(screen.getByRole('region', { name: 'Shipping & Returns' })).toHaveTextContent('within 14 days');
    await user.click(accordionSummary('Sustainable Pre-Order System'));
    expect(screen.getByRole('region', { name: 'Sustainable Pre-Order System' })).toHaveTextContent(
      /6-8 weeks.*nothing is overproduced/,
    );
    await user.click(accordionSummary('A Bag, A Life'));
    expect(screen.getByRole('region', { name: 'A Bag, A Life' })).toHaveTextContent('1-year warranty');
  });

  it.each([
    [
      'en',
      'Shipping & Returns',
      'Returns and exchanges within 14 days of receipt; return shipping is at your cost.',
      'Return Policy',
    ],
    ['es', 'Envíos y devoluciones', 'el envío de la devolución corre por tu cuenta.', 'Política de devoluciones'],
  ] as const)(
    'in %s, says who pays return shipping and links to the return policy',
    async (language, title, returns, policy) => {
      const user = userEvent.setup();
      renderWithI18n(<ProductPage product={PRODUCTS.patron!} />, { language });
      await user.click(accordionSummary(title));
      const shipping = screen.getByRole('region', { name: title });
      expect(shipping).toHaveTextContent(returns);
      expect(shipping).not.toHaveTextContent(/free returns|devoluciones y cambios gratuitos/i);
      await user.click(within(shipping).getByRole('link', { name: policy }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/return-policy$/);
    },
  );

  it('writes the dimensions with a decimal comma in Spanish', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ProductPage product={PRODUCTS.donjuan!} />, { language: 'es' });
    await user.click(accordionSummary('Descripción y medidas'));
    expect(
      within(screen.getByRole('region', { name: 'Descripción y medidas' })).getByText('9,5 cm'),
    ).toBeInTheDocument();
  });

  it('links back to the home page with an accessible name even where only the arrow shows', () => {
    renderWithI18n(<ProductPage product={PRODUCTS.vino!} />);
    const back = screen.getByRole('link', { name: 'Back to the home page' });
    expect(back).toHaveAttribute('href', '/');
    expect(back).toHaveTextContent('Back');
  });
});

describe('ProductPage for search engines and sharing', () => {
  const CDN = 'https://cdn.example.com/assets/'; // the asset base URL of renderWithI18n's config

  /** The page's JSON-LD blocks: its Product and its BreadcrumbList. */
  function structuredData(slug: string, language: 'en' | 'es' = 'en') {
    const { container } = renderWithI18n(<ProductPage product={PRODUCTS[slug]!} />, { language });
    const blocks = jsonLdBlocksIn(container);
    const [product, breadcrumb] = blocks as [WithContext<Product>, WithContext<BreadcrumbList>];
    return { container, blocks, product, breadcrumb, offer: product.offers as Offer & Record<string, unknown> };
  }

  it.each([
    [
      'en',
      'Don Juan · Carriel Classic',
      'Don Juan: our grandest Carriel, in espresso croco-embossed leather with gilded buckles. A limited edition of 100 numbered pieces, made in Italy.',
    ],
    [
      'es',
      'Don Juan · Carriel Classic',
      'Don Juan: nuestro Carriel más grande, en piel grabada en cocodrilo espresso con hebillas doradas. Edición limitada de 100 piezas numeradas.',
    ],
  ] as const)('in %s, gives the head its title, description and share image', (language, title, description) => {
    const { container } = structuredData('donjuan', language);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-page-title', title);
    expect(root).toHaveAttribute('data-page-description', description);
    expect(root).toHaveAttribute('data-page-image', `${CDN}images/share/donjuan.png`);
    expect(root).not.toHaveAttribute('data-page-canonical');
  });

  it.each(Object.keys(PRODUCTS).flatMap((slug) => [[slug, 'en'] as const, [slug, 'es'] as const]))(
    '%s (%s) says what it is in JSON-LD that schema.org and Google’s rich results accept',
    (slug, language) => {
      const { blocks } = structuredData(slug, language);
      expect(blocks).toHaveLength(2);
      expect(structuredDataProblems(blocks, { absoluteUrls: false })).toEqual([]);
    },
  );

  it('offers the product for pre-order at the data’s price in euro, new, from its own page', () => {
    const { product, offer } = structuredData('donjuan');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Don Juan',
      sku: 'donjuan',
      url: '/configure/donjuan',
      brand: { '@type': 'Brand', name: 'Casa Carriel' },
      category: 'Carriel Classic',
    });
    expect(product.description).toBe(PRODUCTS.donjuan!.description.en);
    expect(product.image).toEqual([
      ...PRODUCTS.donjuan!.images.map((image) => `${CDN}${image.path}`),
      `${CDN}images/share/donjuan.png`,
    ]);
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: 2350,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/PreOrder',
      itemCondition: 'https://schema.org/NewCondition',
      url: '/configure/donjuan',
    });
  });

  it('in Spanish, describes the product in Spanish and keeps the price', () => {
    const { product, offer } = structuredData('mini-negro', 'es');
    expect(product.description).toBe(PRODUCTS['mini-negro']!.description.es);
    expect(product).toMatchObject({ category: 'Mini Carrieles', material: 'piel de becerro lisa negra' });
    expect(offer).toMatchObject({ price: 950, priceCurrency: 'EUR' });
  });

  it.each([
    ['bichota', 'en', { name: 'Limited Edition', value: 100, unitText: 'pieces worldwide' }],
    ['donjuan', 'es', { name: 'Edición limitada', value: 100, unitText: 'piezas en todo el mundo' }],
  ] as const)('marks %s as a limited edition of 100 pieces (%s)', (slug, language, marking) => {
    const { product } = structuredData(slug, language);
    expect(product.additionalProperty).toEqual({ '@type': 'PropertyValue', ...marking });
  });

  it.each(Object.keys(PRODUCTS).filter((slug) => !PRODUCTS[slug]!.isLimited))(
    'marks no limited edition on %s',
    (slug) => {
      const { product } = structuredData(slug);
      expect(product).not.toHaveProperty('additionalProperty');
      expect(JSON.stringify(product)).not.toMatch(/limited/i);
    },
  );

  it.each(['patron', 'patrona', 'bichota', 'donjuan'])(
    'gives the payment page of %s as the offer’s BuyAction',
    (slug) => {
      const { offer } = structuredData(slug);
      expect(offer.potentialAction).toEqual({
        '@type': 'BuyAction',
        target: { '@type': 'EntryPoint', urlTemplate: PRODUCTS[slug]!.stripeLink },
      });
      expect(offer.url).toBe(`/configure/${slug}`);
    },
  );

  it.each(['vino', 'arena', 'mini-negro', 'baguette-esmeralda-croco'])(
    'gives no payment action for %s, which has no payment link',
    (slug) => {
      const { product, offer } = structuredData(slug);
      expect(offer).not.toHaveProperty('potentialAction');
      expect(JSON.stringify(product)).not.toContain('"#"');
    },
  );

  it.each([
    ['en', 'baguette-vino-croco', ['Home', 'Baguette Carriels', 'Vino Croco']],
    ['es', 'baguette-vino-croco', ['Inicio', 'Carrieles Baguette', 'Vino Croco']],
    ['en', 'patron', ['Home', 'Carriel Classic', 'El Patrón Classic']],
  ] as const)('in %s, leads %s’s breadcrumb from the home page through its collection', (language, slug, names) => {
    const { breadcrumb } = structuredData(slug, language);
    const collection = PRODUCTS[slug]!.collection;
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: names[0], item: '/' },
        { '@type': 'ListItem', position: 2, name: names[1], item: `/collections/${collection}` },
        { '@type': 'ListItem', position: 3, name: names[2] },
      ],
    });
  });

  it('renders the JSON-LD as text no markup in the data can break out of', () => {
    const { container } = structuredData('patron');
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(2);
    scripts.forEach((script) => expect(script.innerHTML).not.toMatch(/<|>/));
  });

  it('says it all in the server-rendered markup the host reads, and hydrates on it unchanged', async () => {
    const page = () => withCatalogProviders(<ProductPage product={PRODUCTS.bichota!} />, { language: 'es' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // The page's outermost element: React puts the first image's preload before it.
    const root = container.querySelector('[data-page-title]')!;
    expect(root).toHaveAttribute('data-page-description', PRODUCTS.bichota!.summary.es);
    expect(root).toHaveAttribute('data-page-image', `${CDN}images/share/bichota.png`);
    const served = jsonLdBlocksIn(container);
    expect(served).toHaveLength(2);
    expect(structuredDataProblems(served, { absoluteUrls: false })).toEqual([]);

    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(jsonLdBlocksIn(container)).toEqual(served);
    container.remove();
  });
});
