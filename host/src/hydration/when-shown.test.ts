import { whenShown } from './when-shown';

afterEach(() => {
  delete (document as { prerendering?: boolean }).prerendering;
});

describe('whenShown', () => {
  it('runs the task at once on a page the visitor sees', () => {
    const task = jest.fn();
    whenShown(document, task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits, on a prerendered page, until the browser shows it, then runs the task once', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    const task = jest.fn();
    whenShown(document, task);
    expect(task).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
