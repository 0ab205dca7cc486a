import { screen, within } from '@testing-library/react';
import { PRODUCTS } from '../data/products';
import { RESORT_ITEMS } from '../data/resort';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { CatalogScreen } from './catalog-screen';

const productLinks = () => within(screen.getByRole('list', { name: 'Bags in this collection' })).getAllByRole('link');

describe('CatalogScreen', () => {
  // Spec section 2 (names, order and links) and point 9 (prices; minis: 1050 caramelo and flor de tierra, 950 beige
  // (Arena), negro and vino), formatted as product decision 18 writes them. Literals on purpose: the spec's, not
  // the data's.
  it.each([
    [
      'carriel',
      [
        ['/configure/patron', 'El Patrón Classic', '1.350,00 €'],
        ['/configure/patrona', 'La Patrona Classic', '1.350,00 €'],
        ['/configure/donjuan', 'Don Juan', '2.350,00 €'],
        ['/configure/vino', 'Vino', '1.350,00 €'],
        ['/configure/arena', 'Arena', '1.350,00 €'],
      ],
    ],
    [
      'mini-carriels',
      [
        ['/configure/mini-caramelo-croco', 'Caramelo Croco', '1.050,00 €'],
        ['/configure/mini-arena-croco', 'Arena Croco', '950,00 €'],
        ['/configure/mini-negro', 'Negro', '950,00 €'],
        ['/configure/mini-flor-de-tierra', 'Flor de Tierra', '1.050,00 €'],
        ['/configure/mini-vino-croco', 'Vino Croco', '950,00 €'],
      ],
    ],
    [
      'baguette-carriels',
      [
        ['/configure/baguette-vino-croco', 'Vino Croco', '1.050,00 €'],
        ['/configure/baguette-arena-croco', 'Arena Croco', '1.050,00 €'],
        ['/configure/baguette-caramelo-croco', 'Caramelo Croco', '1.050,00 €'],
        ['/configure/baguette-medianoche-croco', 'Medianoche Croco', '1.050,00 €'],
        ['/configure/baguette-esmeralda-croco', 'Esmeralda Croco', '1.050,00 €'],
      ],
    ],
  ] as const)('lists the products of /collections/%s with prices and links', (collection, expected) => {
    renderWithI18n(<CatalogScreen />, { path: `/collections/${collection}` });
    const links = productLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map(([href]) => href));
    links.forEach((link, i) => {
      const [, name, price] = expected[i]!;
      expect(link).toHaveTextContent(name);
      expect(within(link).getByText(price)).toBeInTheDocument(); // whole text; its no-break space before € matches ' '
    });
  });

  it('shows the same price on the collection card as on the product page', () => {
    const { unmount } = renderWithI18n(<CatalogScreen />, { path: '/collections/carriel' });
    const cardText = productLinks().find((l) => l.getAttribute('href') === '/configure/donjuan')!.textContent;
    unmount();
    renderWithI18n(<CatalogScreen />, { path: '/configure/donjuan' });
    expect(cardText).toContain('2.350,00\u00a0€');
    expect(screen.getByText('2.350,00 €')).toBeInTheDocument();
  });

  it('ends the Carriel Classic page with the Made to Order block', () => {
    renderWithI18n(<CatalogScreen />, { path: '/collections/carriel' });
    expect(screen.getByRole('heading', { level: 2, name: 'Made to Order' })).toBeInTheDocument();
    expect(screen.getByText(/6-8 weeks/)).toBeInTheDocument();
    expect(screen.queryByText('La Bichota')).not.toBeInTheDocument();
  });

  it('opens each resort bag and the partner collection in a new tab', () => {
    renderWithI18n(<CatalogScreen />, { path: '/collections/resort' });
    const links = productLinks();
    expect(links).toHaveLength(6);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', RESORT_ITEMS[i]!.shopLink);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent(RESORT_ITEMS[i]!.name);
      // The visible name and price start the accessible name (WCAG 2.5.3); where it leads and how, follow.
      expect(link).toHaveAccessibleName(
        new RegExp(`^${RESORT_ITEMS[i]!.name} \\d[\\d.,]*\\s€\\s?, in the partner's shop \\(opens in a new tab\\)$`),
      );
    });
    const visit = screen.getByRole('link', { name: /Visit the partner's collection/ });
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the product page for a known slug', () => {
    renderWithI18n(<CatalogScreen />, { path: '/configure/bichota' });
    expect(screen.getByRole('heading', { level: 1, name: PRODUCTS.bichota!.name })).toBeInTheDocument();
  });

  it.each([
    '/configure/unknown',
    '/configure/..',
    '/configure/%2E%2E',
    `/configure/${'a'.repeat(5000)}`,
    '/configure/%E0%A4%A',
    '/configure/%F0%9F%91%9C',
    '/configure/👜',
    '/configure/constructor',
    '/configure/__proto__',
    '/configure/patron%2Fextra',
    '/configure',
    '/configure/patron/extra',
  ])('shows "product not found" for %s, marked noindex, with links to the collections', (path) => {
    const { unmount } = renderWithI18n(<CatalogScreen />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carriel Classic' })).toHaveAttribute('href', '/collections/carriel');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows "page not found" for an unknown collection, in Spanish too', () => {
    renderWithI18n(<CatalogScreen />, { path: '/collections/summer', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mini Carrieles' })).toHaveAttribute('href', '/collections/mini-carriels');
  });
});
