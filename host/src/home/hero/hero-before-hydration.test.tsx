import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HYDRATED_ATTRIBUTE } from '@storefront/shared';
import { renderShell, serverMarkup } from '../../test/render-shell';
import { heroStoppedBeforeHydration, runHeroUntilHydrated, shownHeroSlide } from './hero-before-hydration';
import { HeroCarousel } from './hero-carousel';
import { HERO_INTERVAL_MS } from './hero-timing';
import { mockReducedMotion } from '../../test/reduced-motion';

/** Markup with every element's attributes in one order: hydration does not mind the order, a string compare does. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** The hero's markup after React itself advanced it `advances` times. */
function markupAdvancedByReact(advances: number): string {
  const { container } = renderShell(<HeroCarousel nextSectionId="next" />);
  act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * advances));
  const html = container.innerHTML;
  cleanup();
  return normalized(html);
}

describe('the hero before hydration', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = ''; // HeroCarousel adopts the slide of a hero it finds in the document
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    jest.useRealTimers();
  });

  it.each([1, 2, 3])(
    'after %i advances looks exactly as HeroCarousel renders it, so hydration finds its own markup',
    (advances) => {
      const expected = markupAdvancedByReact(advances);
      const { container, unmount } = renderShell(<HeroCarousel nextSectionId="next" />);
      // Only the markup matters here: the component's own timer must not run.
      const markup = container.innerHTML;
      unmount();
      document.body.innerHTML = `<div id="page">${markup}</div>`;
      const stop = runHeroUntilHydrated(document);
      jest.advanceTimersByTime(HERO_INTERVAL_MS * advances);
      stop();
      expect(normalized(document.getElementById('page')!.innerHTML)).toBe(expected);
    },
  );

  it('stops when the application takes over, and the application carries on from the slide shown', () => {
    const { container, unmount } = renderShell(<HeroCarousel nextSectionId="next" />);
    const markup = container.innerHTML;
    unmount();
    document.body.innerHTML = markup;
    const stop = runHeroUntilHydrated(document);
    jest.advanceTimersByTime(HERO_INTERVAL_MS);
    stop();
    jest.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(shownHeroSlide(document)).toBe(1);
  });

  it('stays on its slide when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container, unmount } = renderShell(<HeroCarousel nextSectionId="next" />);
    const markup = container.innerHTML;
    unmount();
    document.body.innerHTML = markup;
    runHeroUntilHydrated(document);
    jest.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(shownHeroSlide(document)).toBe(0);
  });

  describe('a dot pressed before hydration', () => {
    /** The home page's hero as the server sends it, with the loader's part for it running. */
    function preRenderedHero(language: 'en' | 'es' = 'en'): { page: HTMLElement; stopRotating: () => void } {
      const page = document.createElement('div');
      page.innerHTML = serverMarkup(<HeroCarousel nextSectionId="next" />, { language });
      document.body.append(page);
      return { page, stopRotating: runHeroUntilHydrated(document) };
    }

    it('shows its slide at once and stops the rotation', () => {
      const { page } = preRenderedHero();
      fireEvent.click(page.querySelectorAll('[data-hero-dot]')[2]!);
      expect(shownHeroSlide(document)).toBe(2);
      expect(page.querySelectorAll('[data-hero-dot]')[2]).toHaveAttribute('aria-current', 'true');
      expect(heroStoppedBeforeHydration(document)).toBe(true);
      expect(page.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      jest.advanceTimersByTime(HERO_INTERVAL_MS * 2);
      expect(shownHeroSlide(document)).toBe(2);
    });

    it.each(['en', 'es'] as const)(
      'is taken over by hydration without a mismatch: same slide, still stopped, Play resumes from it (%s)',
      (language) => {
        const errors = jest.spyOn(console, 'error');
        const { page, stopRotating } = preRenderedHero(language);
        fireEvent.click(page.querySelectorAll('[data-hero-dot]')[2]!);
        stopRotating(); // the application is requested

        renderShell(<HeroCarousel nextSectionId="next" />, { hydrate: page, language });
        document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
        expect(errors).not.toHaveBeenCalled();
        errors.mockRestore();
        const play =
          language === 'en'
            ? 'Play slideshow (paused until you press this button)'
            : 'Reproducir la presentación (en pausa hasta que pulses este botón)';
        expect(screen.getByRole('button', { name: play })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
        expect(shownHeroSlide(document)).toBe(2);

        fireEvent.click(screen.getByRole('button', { name: play }));
        act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
        expect(shownHeroSlide(document)).toBe(0);
      },
    );

    it('is left to the application once the home page is hydrated', () => {
      const { page } = preRenderedHero();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      fireEvent.click(page.querySelectorAll('[data-hero-dot]')[1]!);
      expect(shownHeroSlide(document)).toBe(0);
      expect(heroStoppedBeforeHydration(document)).toBe(false);
    });
  });
});
