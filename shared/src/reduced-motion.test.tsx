import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';

/** A `matchMedia` whose reduced-motion answer the test changes, telling its listeners as a browser does. */
function installMatchMedia(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return reduce && query === '(prefers-reduced-motion: reduce)';
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'reduced' : 'motion'}</p>;
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; each test installs its own
  delete window.matchMedia;
});

describe('prefersReducedMotion', () => {
  it('answers the media query as it is now', () => {
    const media = installMatchMedia(false);
    expect(prefersReducedMotion()).toBe(false);
    media.set(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('answers no preference where the browser has no matchMedia', () => {
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe('usePrefersReducedMotion', () => {
  it('renders the preference and follows a change of it, then stops listening when unmounted', () => {
    const media = installMatchMedia(true);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('reduced')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.getByText('motion')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('renders no preference without matchMedia', () => {
    render(<Probe />);
    expect(screen.getByText('motion')).toBeInTheDocument();
  });

  it('assumes no preference on the server, where the visitor is unknown', () => {
    installMatchMedia(true);
    expect(renderToString(<Probe />)).toContain('motion');
  });
});
