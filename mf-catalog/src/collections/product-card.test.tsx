import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '../data/products';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { ProductCard } from './product-card';

const visibleImage = (container: HTMLElement) =>
  container.querySelector('img[data-active="true"]')?.getAttribute('src');

describe('ProductCard', () => {
  it('shows name, formatted price and a link to the product page', () => {
    renderWithI18n(<ProductCard product={PRODUCTS['mini-flor-de-tierra']!} eager />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/configure/mini-flor-de-tierra');
    expect(link).toHaveTextContent('Flor de Tierra');
    expect(link).not.toHaveTextContent('Mini');
    expect(link).toHaveTextContent('1.050,00 €');
  });

  it('swaps to the second image while hovered', () => {
    const { container } = renderWithI18n(<ProductCard product={PRODUCTS.vino!} eager />);
    expect(visibleImage(container)).toMatch(/vino-1\.svg$/);
    fireEvent.mouseEnter(screen.getByRole('link'));
    expect(visibleImage(container)).toMatch(/vino-2\.svg$/);
    fireEvent.mouseLeave(screen.getByRole('link'));
    expect(visibleImage(container)).toMatch(/vino-1\.svg$/);
  });

  it('swaps to the second image while focused from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ProductCard product={PRODUCTS.arena!} eager={false} />);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(visibleImage(container)).toMatch(/arena-2\.svg$/);
    await user.tab();
    expect(visibleImage(container)).toMatch(/arena-1\.svg$/);
  });

  it('gives its images a size and loads them lazily below the fold', () => {
    const { container } = renderWithI18n(<ProductCard product={PRODUCTS.arena!} eager={false} />);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '1000');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('flags a limited edition', () => {
    renderWithI18n(<ProductCard product={PRODUCTS.donjuan!} eager />, { language: 'es' });
    expect(screen.getByText('Edición limitada')).toBeInTheDocument();
  });
});
