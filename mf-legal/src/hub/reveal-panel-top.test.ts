import { revealPanelTop } from './reveal-panel-top';

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
  element.scrollIntoView = jest.fn();
  return element;
}

describe('revealPanelTop', () => {
  beforeEach(() => {
    document.documentElement.style.scrollPaddingTop = '80px';
    window.innerHeight = 700;
  });

  it('moves the tab list to the top, below the header, when the visitor had scrolled past it', () => {
    const tabList = elementAt(-900);
    revealPanelTop(tabList, elementAt(-850));
    expect(tabList.scrollIntoView).toHaveBeenCalledWith({ block: 'start', inline: 'nearest' });
  });

  it('moves it too when the tab list hides under the fixed header', () => {
    const tabList = elementAt(40);
    revealPanelTop(tabList, elementAt(90));
    expect(tabList.scrollIntoView).toHaveBeenCalled();
  });

  it('moves it when the panel starts below the screen', () => {
    const tabList = elementAt(650);
    revealPanelTop(tabList, elementAt(720));
    expect(tabList.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the page alone when the tab list and the panel’s top are in view (the heading above stays readable)', () => {
    const tabList = elementAt(300);
    revealPanelTop(tabList, elementAt(350));
    expect(tabList.scrollIntoView).not.toHaveBeenCalled();
  });
});
