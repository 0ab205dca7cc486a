import { act, cleanup } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { rotateHeroUntilHydrated, shownHeroSlide } from './hero-before-hydration';
import { HeroCarousel } from './hero-carousel';
import { HERO_INTERVAL_MS } from './hero-timing';
import { mockReducedMotion } from '../../test/reduced-motion';

/** Markup with every element's attributes in one order: hydration does not mind the order, a string compare does. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
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
    jest.useRealTimers();
  });

  it.each([1, 2, 3])('after %i advances looks exactly as HeroCarousel renders it, so hydration finds its own markup', (advances) => {
    const expected = markupAdvancedByReact(advances);
    const { container, unmount } = renderShell(<HeroCarousel nextSectionId="next" />);
    // Only the markup matters here: the component's own timer must not run.
    const markup = container.innerHTML;
    unmount();
    document.body.innerHTML = `<div id="page">${markup}</div>`;
    const stop = rotateHeroUntilHydrated(document);
    jest.advanceTimersByTime(HERO_INTERVAL_MS * advances);
    stop();
    expect(normalized(document.getElementById('page')!.innerHTML)).toBe(expected);
  });

  it('stops when the application takes over, and the application carries on from the slide shown', () => {
    const { container, unmount } = renderShell(<HeroCarousel nextSectionId="next" />);
    const markup = container.innerHTML;
    unmount();
    document.body.innerHTML = markup;
    const stop = rotateHeroUntilHydrated(document);
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
    rotateHeroUntilHydrated(document);
    jest.advanceTimersByTime(HERO_INTERVAL_MS * 2);
    expect(shownHeroSlide(document)).toBe(0);
  });
});
