import { act, render, screen } from '@testing-library/react';
import { useScrollY } from './use-scroll-y';

function Position({ name }: { name: string }) {
  return <output aria-label={name}>{useScrollY()}</output>;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

afterEach(() => scrollTo(0));

describe('useScrollY', () => {
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
});
