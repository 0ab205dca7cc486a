import { pageMovesToPanel } from './reveal-panel-top';

function elementAt(top: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + 40,
    left: 0,
    right: 100,
    width: 100,
    height: 40,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  return element;
}

describe('pageMovesToPanel', () => {
  beforeEach(() => {
    document.documentElement.style.scrollPaddingTop = '80px';
    window.innerHeight = 700;
  });

  it('moves the tab list to the top, below the header, when the visitor had scrolled past it', () => {
    expect(pageMovesToPanel(elementAt(-900), elementAt(-850))).toBe(true);
  });

  it('moves it too when the tab list hides under the fixed header', () => {
    expect(pageMovesToPanel(elementAt(40), elementAt(90))).toBe(true);
  });

  it('moves it when the panel starts below the screen', () => {
    expect(pageMovesToPanel(elementAt(650), elementAt(720))).toBe(true);
  });

  it('leaves the page alone when the tab list and the panel’s top are in view (the heading above stays readable)', () => {
    expect(pageMovesToPanel(elementAt(300), elementAt(350))).toBe(false);
  });
});
