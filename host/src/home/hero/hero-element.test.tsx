import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell, serverMarkup } from '../../test/render-shell.test-support';
import { mockReducedMotion } from '../../test/reduced-motion.test-support';
import { HeroCarousel } from './hero-carousel';
import { HERO_INTERVAL_MS } from './hero-timing';

const hero = <HeroCarousel nextSectionId="next" />;
const activeSlide = () => document.querySelector('[data-hero-slide][data-active="true"]')?.getAttribute('aria-label');

/** The server's markup of the hero in a page, as it arrives before the application. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverMarkup(hero);
  document.body.append(container);
  return container;
}

describe('the hero element on the server’s markup', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('advances the slideshow before any application runs', () => {
    serverPage();
    expect(activeSlide()).toBe('Slide 1 of 3');
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlide()).toBe('Slide 2 of 3');
  });

  it('stands still, offering Play, when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    serverPage();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlide()).toBe('Slide 1 of 3');
    expect(document.querySelector('[data-rotation-control]')).toHaveAccessibleName(/^Play slideshow/);
  });

  it('keeps the slide and the pause a visitor chose before hydration, through hydration and a change of language', () => {
    const page = serverPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(activeSlide()).toBe('Slide 3 of 3');

    const { i18n } = renderShell(hero, { hydrate: page });
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeSlide()).toBe('Slide 3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');

    act(() => void i18n.changeLanguage('es'));
    expect(activeSlide()).toBe('Diapositiva 3 de 3');
    expect(document.querySelector('[data-rotation-control]')).toHaveAccessibleName(/^Reproducir la presentación/);
    fireEvent.click(document.querySelector('[data-rotation-control]')!);
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeSlide()).toBe('Diapositiva 1 de 3');
  });

  it('stops its timer when it leaves the page', () => {
    const page = serverPage();
    const slides = [...page.querySelectorAll('[data-hero-slide]')];
    page.remove();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(slides.map((slide) => slide.getAttribute('data-active'))).toEqual(['true', 'false', 'false']);
  });
});
