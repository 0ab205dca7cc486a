import { act, render, screen } from '@testing-library/react';
import { useScrollDerived } from './use-scroll-y';

function Position({ name }: { name: string }) {
  return <output aria-label={name}>{useScrollDerived((scrollY) => scrollY)}</output>;
}

/** Whether the page is scrolled past 200 px, and how many times it rendered. */
function PastThreshold({ renders }: { renders: jest.Mock }) {
  const past = useScrollDerived((scrollY) => scrollY > 200);
  renders();
  return <output aria-label="past">{String(past)}</output>;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

afterEach(() => scrollTo(0));

describe('useScrollDerived', () => {
  it('follows the scroll position once per frame, for every component that follows it', async () => {
    render(
      <>
        <Position name="header" />
        <Position name="logo" />
      </>,
    );
    scrollTo(120);
    scrollTo(240);
    await nextFrame();
    expect(screen.getByLabelText('header')).toHaveTextContent('240');
    expect(screen.getByLabelText('logo')).toHaveTextContent('240');
  });

  it('does not read the page while rendering, once it follows the position', async () => {
    const { rerender } = render(<Position name="header" />);
    scrollTo(80);
    await nextFrame();
    const read = jest.fn(() => 999);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
    rerender(<Position name="header" />);
    expect(screen.getByLabelText('header')).toHaveTextContent('80');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the position afresh for a component that comes after everyone stopped following it', async () => {
    const first = render(<Position name="header" />);
    scrollTo(50);
    await nextFrame();
    first.unmount();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 700 }); // scrolled while nobody followed
    render(<Position name="logo" />);
    expect(screen.getByLabelText('logo')).toHaveTextContent('700');
  });

  it('renders a component again only when what it derives changes', async () => {
    const renders = jest.fn();
    render(<PastThreshold renders={renders} />);
    expect(renders).toHaveBeenCalledTimes(1);
    for (const y of [50, 120, 190]) {
      scrollTo(y);
      await nextFrame();
    }
    expect(renders).toHaveBeenCalledTimes(1);
    scrollTo(900);
    await nextFrame();
    scrollTo(1800);
    await nextFrame();
    expect(screen.getByLabelText('past')).toHaveTextContent('true');
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
