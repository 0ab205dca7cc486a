import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '../data/products';
import { renderWithI18n } from '../test/render-with-i18n';
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
