import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '../data/products';
import { renderWithI18n } from '../test/render-with-i18n';
import { Gallery } from './gallery';

const product = PRODUCTS.patron!; // 4 images
const shownImage = () => screen.getByRole('img', { name: /El Patrón Classic/ });
const currentDot = () => screen.getAllByRole('button', { name: /Show image/ }).find((dot) => dot.getAttribute('aria-current') === 'true');

describe('Gallery', () => {
  it('walks forwards past the last image back to the first, and backwards past the first to the last', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    expect(shownImage()).toHaveAttribute('src', 'https://cdn.example.com/assets/images/catalog/patron-1.svg');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(screen.getByText('Image 4 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-1.svg'));
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-1.svg'));
  });

  it('has a dot per image that shows that image and marks itself current', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    expect(screen.getAllByRole('button', { name: /Show image \d of 4/ })).toHaveLength(4);
    expect(currentDot()).toHaveAccessibleName('Show image 1 of 4');

    await user.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-3.svg'));
    expect(currentDot()).toHaveAccessibleName('Show image 3 of 4');
  });

  it('describes each image in Spanish too', () => {
    renderWithI18n(<Gallery product={product} />, { language: 'es' });
    expect(screen.getByRole('img')).toHaveAccessibleName('El Patrón Classic en piel de becerro color coñac, vista frontal');
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
  });

  it('zooms to 200 % with the zoom button (keyboard and touch alternative to hovering)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    const zoom = screen.getByRole('button', { name: 'Zoom in 200 %' });
    expect(shownImage().style.transform).toBe('');
    await user.click(zoom);
    expect(shownImage().style.transform).toBe('scale(2)');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(shownImage().style.transform).toBe('');
  });

  it('zooms on mouse hover with the magnified image anchored under the cursor, and stops on leaving', () => {
    renderWithI18n(<Gallery product={product} />);
    const frame = shownImage().parentElement!;
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 500, right: 400, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent(frame, pointerEvent('pointermove', { pointerType: 'mouse', clientX: 100, clientY: 400 }));
    expect(shownImage().style.transform).toBe('scale(2)');
    expect(shownImage().style.transformOrigin).toBe('25% 80%');
    // React derives pointerleave from pointerout towards an element outside the frame.
    fireEvent(frame, pointerEvent('pointerout', { pointerType: 'mouse', clientX: 500, clientY: 400 }, document.body));
    expect(shownImage().style.transform).toBe('');
  });

  it('changes image on a horizontal touch swipe', () => {
    renderWithI18n(<Gallery product={product} />);
    const frame = shownImage().parentElement!;
    fireEvent(frame, pointerEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: 200 }));
    fireEvent(frame, pointerEvent('pointerup', { pointerType: 'touch', clientX: 150, clientY: 210 }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-2.svg'));
  });
});

/** jsdom has no PointerEvent; a MouseEvent carrying pointerType is what React reads. */
function pointerEvent(type: string, init: { pointerType: string; clientX: number; clientY: number }, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, clientX: init.clientX, clientY: init.clientY, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType });
  return event;
}
