import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ANSWERS_BEFORE_HYDRATION_ATTRIBUTE } from '@storefront/shared';
import { earlyScriptPage } from '../../../tools/jest/host-hold';
import { PRODUCTS } from '../data/products';
import { withCatalogProviders } from '../test/render-with-i18n';
import { Gallery } from './gallery';
import { answerGalleryBeforeHydration } from './gallery-before-hydration';

const product = PRODUCTS.patron!; // 4 images
const shownImage = () => screen.getByRole('img', { name: /El Patrón Classic/ });
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /Show image|Mostrar la imagen/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

/** A pre-rendered product page's catalog part: the server's markup in a remote slot the host has not hydrated yet. */
function preRendered(language: 'en' | 'es' = 'en') {
  const slot = document.createElement('div');
  slot.setAttribute('data-module', 'routes');
  slot.setAttribute('data-boundary', 'catalog');
  slot.innerHTML = renderToString(withCatalogProviders(<Gallery product={product} />, { language }));
  document.body.append(slot);
  return slot;
}

const { startEarlyScript } = earlyScriptPage();

describe('the gallery before hydration', () => {
  it('shows the next and previous image, wrapping round, as the gallery renders them', async () => {
    const user = userEvent.setup();
    preRendered();
    startEarlyScript(answerGalleryBeforeHydration);
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE);

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', 'https://cdn.example.com/assets/images/catalog/patron-2.svg');
    expect(shownImage()).toHaveAccessibleName('El Patrón Classic in cognac calf leather, seen from the side');
    expect(currentDot()).toHaveAccessibleName('Show image 2 of 4');
    expect(screen.getByText('Image 2 of 4')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 4 of 4');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));
    expect(screen.getByText('Image 3 of 4')).toBeInTheDocument();
  });

  it('says it in Spanish on a Spanish page', async () => {
    const user = userEvent.setup();
    preRendered('es');
    startEarlyScript(answerGalleryBeforeHydration);
    await user.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shownImage()).toHaveAccessibleName('El Patrón Classic en piel de becerro color coñac, visto de lado');
    expect(currentDot()).toHaveAccessibleName('Mostrar la imagen 2 de 4');
    expect(screen.getByText('Imagen 2 de 4')).toBeInTheDocument();
  });

  it('leaves the arrows to the gallery once the catalog part is hydrated', async () => {
    const user = userEvent.setup();
    const slot = preRendered();
    startEarlyScript(answerGalleryBeforeHydration);
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-1.svg'));
  });

  it('hydrates on the image shown before, with no mismatch, and goes on from it', async () => {
    const user = userEvent.setup();
    const slot = preRendered();
    startEarlyScript(answerGalleryBeforeHydration);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    const imageBefore = shownImage();
    expect(imageBefore).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(slot, withCatalogProviders(<Gallery product={product} />));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(shownImage()).toBe(imageBefore); // hydrated in place, not rendered again
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 4 of 4');
    expect(screen.getByText('Image 4 of 4')).toBeInTheDocument();
  });

  it('goes on from an image shown after it hydrated but before its part was handed its controls', async () => {
    const user = userEvent.setup();
    const slot = preRendered();
    startEarlyScript(answerGalleryBeforeHydration);
    await act(async () => {
      hydrateRoot(slot, withCatalogProviders(<Gallery product={product} />));
    });
    await user.click(screen.getByRole('button', { name: 'Next image' })); // the early script's, still
    expect(currentDot()).toHaveAccessibleName('Show image 2 of 4');
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');

    await user.click(screen.getByRole('button', { name: 'Next image' })); // the gallery's
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 3 of 4');
  });
});
