/**
 * After a tab change (decision 0013), a visitor scrolled down the previous document starts the new one at its top:
 * the tab list just below the fixed header. When the tab list and the panel's top are both in view, nothing moves,
 * so the heading above stays readable. `panel` is the one shown: every panel starts where it does.
 */
export function pageMovesToPanel(tabList: HTMLElement, panel: HTMLElement): boolean {
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const listTop = tabList.getBoundingClientRect().top;
  const panelTop = panel.getBoundingClientRect().top;
  return listTop < headerRoom || panelTop > window.innerHeight;
}
