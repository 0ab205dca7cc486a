import { screen } from '@testing-library/react';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { CollectionCardsGrid } from './collection-cards-grid';

describe('CollectionCardsGrid', () => {
  it('links the three collection cards to their collections', () => {
    renderWithI18n(<CollectionCardsGrid />);
    expect(screen.getByRole('link', { name: /^Carriel Classic/ })).toHaveAttribute('href', '/collections/carriel');
    expect(screen.getByRole('link', { name: /^Mini Carriels/ })).toHaveAttribute('href', '/collections/mini-carriels');
    expect(screen.getByRole('link', { name: /^Baguette Carriels/ })).toHaveAttribute(
      'href',
      '/collections/baguette-carriels',
    );
    expect(screen.getByText('Leather Saddlebags handcrafted in Italy')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithI18n(<CollectionCardsGrid />, { language: 'es' });
    expect(screen.getByRole('link', { name: /^Mini Carrieles/ })).toBeInTheDocument();
    expect(screen.getByText('Siluetas alargadas y elegantes')).toBeInTheDocument();
  });
});
