import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '../data/products';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { Gallery } from './gallery';

const product = PRODUCTS.patron!; // 4 images
const shownImage = () => screen.getByRole('img', { name: /El Patrón Classic/ });
/** What a tap on the image lands on: a control, so that the host replays a tap made before hydration. */
const tapArea = () => shownImage().parentElement!.querySelector<HTMLElement>('[data-held-until-hydrated]')!;
const currentDot = () =>
  screen.getAllByRole('button', { name: /Show image/ }).find((dot) => dot.getAttribute('aria-current') === 'true');

describe('Gallery', () => {
  it('walks forwards past the last image back to the first, and backwards past the first to the last', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    expect(shownImage()).toHaveAttribute('src', 'https://cdn.example.com/assets/images/catalog/patron-1.svg');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-4.svg'));
    expect(screen.getByText('Image 4 of 4')).toBeVisible();

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
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'El Patrón Classic en piel de becerro color coñac, vista frontal',
    );
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
    // What a screen reader calls the widget is Spanish too.
    expect(screen.getByRole('region', { name: /El Patrón Classic/ })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
  });

  it.each([
    [
      'patron',
      'en',
      'Show image 3 of 4',
      'El Patrón Classic: close-up of the cognac calf leather and the brass buckle',
    ],
    [
      'bichota',
      'en',
      'Show image 3 of 5',
      'La Bichota: close-up of the rose croco-embossed leather and the gilded buckle',
    ],
    [
      'donjuan',
      'es',
      'Mostrar la imagen 3 de 5',
      'Don Juan: detalle de la piel grabada en cocodrilo color espresso y de la hebilla dorada',
    ],
  ] as const)('names the real metal of the %s buckle in the close-up (%s)', async (slug, language, dot, alt) => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={PRODUCTS[slug]!} />, { language });
    await user.click(screen.getByRole('button', { name: dot }));
    expect(screen.getByRole('img')).toHaveAccessibleName(alt);
  });

  it('zooms to 200 % with the zoom button, whose label tells the action and which has no pressed state', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    const zoom = screen.getByRole('button', { name: 'Zoom in 200 %' });
    expect(zoom).not.toHaveAttribute('aria-pressed');
    expect(shownImage().style.transform).toBe('');
    await user.click(zoom);
    expect(shownImage().style.transform).toBe('scale(2)');
    expect(zoom).toHaveAccessibleName('Zoom out');
    expect(zoom).not.toHaveAttribute('aria-pressed');
    await user.click(zoom);
    expect(shownImage().style.transform).toBe('');
  });

  it('shows the next image whole, not zoomed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Gallery product={product} />);
    await user.click(screen.getByRole('button', { name: 'Zoom in 200 %' }));
    expect(shownImage().style.transform).toBe('scale(2)');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAttribute('src', expect.stringContaining('patron-2.svg'));
    expect(shownImage().style.transform).toBe('');
    expect(screen.getByRole('button', { name: 'Zoom in 200 %' })).toBeInTheDocument();
  });

  it('toggles the zoom at the tapped point on a click, the event the host replays for a tap made before hydration', () => {
    renderWithI18n(<Gallery product={product} />);
    tapArea().getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 500,
      right: 400,
      bottom: 500,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    // What the host dispatches: a plain MouseEvent click, with no pointer events before it.
    fireEvent.click(tapArea(), { clientX: 300, clientY: 100 });
    expect(shownImage().style.transform).toBe('scale(2)');
    expect(shownImage().style.transformOrigin).toBe('75% 20%');
    fireEvent.click(tapArea(), { clientX: 300, clientY: 100 });
    expect(shownImage().style.transform).toBe('');
  });

  it('toggles the zoom once on a touch tap (pointer down and up, then click)', () => {
    renderWithI18n(<Gallery product={product} />);
    fireEvent(tapArea(), pointerEvent('pointerdown', { pointerType: 'touch', clientX: 200, clientY: 200 }));
    fireEvent(tapArea(), pointerEvent('pointerup', { pointerType: 'touch', clientX: 202, clientY: 201 }));
    fireEvent(tapArea(), pointerEvent('click', { pointerType: 'touch', clientX: 202, clientY: 201 }));
    expect(shownImage().style.transform).toBe('scale(2)');
  });

  it('leaves the zoom to hovering when a mouse clicks the image', () => {
    renderWithI18n(<Gallery product={product} />);
    fireEvent(tapArea(), pointerEvent('pointermove', { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    fireEvent(tapArea(), pointerEvent('pointerdown', { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    fireEvent(tapArea(), pointerEvent('pointerup', { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    fireEvent(tapArea(), pointerEvent('click', { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    expect(shownImage().style.transform).toBe('scale(2)');
  });

  it('zooms on mouse hover with the magnified image anchored under the cursor, and stops on leaving', () => {
    renderWithI18n(<Gallery product={product} />);
    const frame = shownImage().parentElement!;
    frame.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 500,
      right: 400,
      bottom: 500,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
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
function pointerEvent(
  type: string,
  init: { pointerType: string; clientX: number; clientY: number },
  relatedTarget: Element | null = null,
) {
  const event = new MouseEvent(type, { bubbles: true, clientX: init.clientX, clientY: init.clientY, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType });
  return event;
}
