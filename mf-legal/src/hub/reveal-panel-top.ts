/**
 * After a tab change (decision 0013): a visitor who had scrolled down the previous document starts the new one at
 * its top. The page moves so that the tab list sits just below the fixed header (scroll-padding-top) with the
 * panel's start right under it; the chosen tab, which keeps focus, stays in view. When the tab list and the top of
 * the panel are both in view already, nothing moves: the document's heading above them stays readable.
 *
 * `panel` is the panel shown: every panel starts where the shown one does.
 */
export function pageMovesToPanel(tabList: HTMLElement, panel: HTMLElement): boolean {
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const listTop = tabList.getBoundingClientRect().top;
  const panelTop = panel.getBoundingClientRect().top;
  return listTop < headerRoom || panelTop > window.innerHeight;
}
