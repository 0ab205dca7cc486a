import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell.test-support';
import { HeroCarousel } from './hero-carousel';
import { HERO_INTERVAL_MS } from './hero-timing';
import { mockReducedMotion } from '../../test/reduced-motion.test-support';

function activeSlideLabel(): string | null {
  return document.querySelector('[data-hero-slide][data-active="true"]')?.getAttribute('aria-label') ?? null;
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('is called a carousel of slides in the visitor’s language', () => {
    renderShell(<HeroCarousel nextSectionId="next" />, { language: 'es' });
    const carousel = document.querySelector('[data-hero]')!;
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(carousel.querySelectorAll('[aria-roledescription="diapositiva"]')).toHaveLength(3);
  });

  it('advances every 5 seconds and cycles back to the first slide', () => {
    // Spec point 9: "Hero auto-advance 5000 ms; 3 slides." Literal on purpose: the spec's value, not the code's.
    expect(HERO_INTERVAL_MS).toBe(5000);
    renderShell(<HeroCarousel nextSectionId="next" />);
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlideLabel()).toBe('Slide 3 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
  });

  it.each([
    ['en', 'Show slide 3 of 3', 'Play slideshow (paused until you press this button)', 'Pause slideshow'],
    [
      'es',
      'Mostrar la diapositiva 3 de 3',
      'Reproducir la presentación (en pausa hasta que pulses este botón)',
      'Pausar la presentación',
    ],
  ] as const)(
    'in %s, a dot sets the slide and pauses the rotation; only the control, which says so, resumes it',
    (language, dot, play, pause) => {
      renderShell(<HeroCarousel nextSectionId="next" />, { language });
      const carousel = screen.getByRole('region');
      // A click that does not focus the dot (Safari) pauses as well.
      fireEvent.click(screen.getByRole('button', { name: dot }));
      expect(activeSlideLabel()).toMatch(/3/);
      expect(screen.getByRole('button', { name: dot })).toHaveAttribute('aria-current', 'true');
      fireEvent.pointerEnter(carousel);
      fireEvent.pointerLeave(carousel);
      act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
      expect(activeSlideLabel()).toMatch(/3/);
      expect(carousel.querySelector('[data-rotation-control]')).toHaveAccessibleName(play);
      fireEvent.click(screen.getByRole('button', { name: play }));
      expect(carousel.querySelector('[data-rotation-control]')).toHaveAccessibleName(pause);
      act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
      expect(activeSlideLabel()).toMatch(/1/);
    },
  );

  it('stops while hovered or paused, and resumes when played', () => {
    renderShell(<HeroCarousel nextSectionId="next" />);
    const carousel = screen.getByRole('region', { name: 'Featured bags' });
    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    fireEvent.pointerLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: /^Play slideshow/ }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /^Play slideshow/ }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderShell(<HeroCarousel nextSectionId="next" />);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    expect(screen.getByRole('button', { name: /^Play slideshow/ })).toBeInTheDocument();
  });

  it('plays when a visitor who prefers reduced motion presses play, and stops again on pause', () => {
    mockReducedMotion(true);
    renderShell(<HeroCarousel nextSectionId="next" />);
    fireEvent.click(screen.getByRole('button', { name: /^Play slideshow/ }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: /^Play slideshow/ }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
  });

  it('a keyboard press of Play starts the slideshow while focus stays on the button; focus on a slide stops it', () => {
    mockReducedMotion(true);
    renderShell(<HeroCarousel nextSectionId="next" />);
    const play = screen.getByRole('button', { name: /^Play slideshow/ });
    act(() => play.focus());
    fireEvent.keyDown(play, { key: 'Enter' });
    fireEvent.click(play);
    expect(play).toHaveFocus();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
    act(() => screen.getByRole('button', { name: 'Show slide 1 of 3' }).focus());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
  });

  it('stays stopped once focus has been inside, after focus leaves, until Play is pressed (APG carousel)', () => {
    renderShell(
      <>
        <HeroCarousel nextSectionId="next" />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('link', { name: 'Discover the Carriel Classic collection' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlideLabel()).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /^Play slideshow/ }));
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlideLabel()).toBe('Slide 2 of 3');
  });

  it('puts the pause control first and makes only the visible slide focusable', () => {
    renderShell(<HeroCarousel nextSectionId="next" />);
    const carousel = screen.getByRole('region', { name: 'Featured bags' });
    expect(carousel.querySelector('button, a')).toHaveAccessibleName('Pause slideshow');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });
});
