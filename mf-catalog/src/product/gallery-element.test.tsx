import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PRODUCTS } from '../data/products';
import { withCatalogProviders } from '../test/render-with-i18n.test-support';
import { Gallery } from './gallery';

const product = PRODUCTS.patron!; // 4 images
const gallery = <Gallery product={product} />;
const shownImage = () => screen.getByRole('img');
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /Show image|Mostrar la imagen/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

/** The server's markup of the gallery in a page, as it arrives before the application. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(withCatalogProviders(gallery));
  document.body.append(container);
  return container;
}

describe('the gallery element on the server’s markup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the next and previous image, wrapping round, and the image of a dot, before any application runs', () => {
    serverPage();
    expect(shownImage()).toHaveAttribute('src', 'https://cdn.example.com/assets/images/catalog/patron-1.svg');

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-2.svg'));
    expect(shownImage()).toHaveAccessibleName('El Patrón Classic in cognac calf leather, seen from the side');
    expect(currentDot()).toHaveAccessibleName('Show image 2 of 4');
    expect(screen.getByText('Image 2 of 4')).toBeVisible();
    expect(screen.getByText('Image 2 of 4').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Image 1 of 4')).not.toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-1.svg'));

    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 3 of 4');
    expect(screen.getByText('Image 3 of 4')).toBeVisible();
  });

  it('keeps the image a visitor chose before hydration, through hydration and a change of language', () => {
    const page = serverPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    const imageBefore = shownImage();
    expect(imageBefore).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(withCatalogProviders(gallery), { container: page, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(shownImage()).toBe(imageBefore); // hydrated in place, not rendered again
    expect(currentDot()).toHaveAccessibleName('Show image 3 of 4');
    expect(screen.getByText('Image 3 of 4')).toBeVisible();

    act(() => rerender(withCatalogProviders(gallery, { language: 'es' })));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));
    expect(shownImage()).toHaveAccessibleName(
      'El Patrón Classic: detalle de la piel de becerro color coñac y de la hebilla de latón',
    );
    expect(currentDot()).toHaveAccessibleName('Mostrar la imagen 3 de 4');
    expect(screen.getByText('Imagen 3 de 4')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(currentDot()).toHaveAccessibleName('Mostrar la imagen 4 de 4');
    expect(screen.getByText('Imagen 4 de 4')).toBeVisible();
  });

  it('stops listening when it leaves the page', () => {
    const adds = jest.spyOn(window, 'addEventListener');
    const removes = jest.spyOn(window, 'removeEventListener');
    const page = serverPage();
    const listening = adds.mock.calls.filter(([type, , capture]) => type === 'click' && capture === true);
    expect(listening).toHaveLength(1);
    page.remove();
    expect(removes).toHaveBeenCalledWith('click', listening[0]![1], true);
    adds.mockRestore();
    removes.mockRestore();
  });
});
