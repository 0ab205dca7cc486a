/**
 * After a tab change (decision 0013) the new document starts at its top, unless the tab list and the panel's top are
 * in view (the heading stays readable). `panel` is the shown one: every panel starts where it does.
 */
export function pageMovesToPanel(tabList: HTMLElement, panel: HTMLElement): boolean {
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const listTop = tabList.getBoundingClientRect().top;
  const panelTop = panel.getBoundingClientRect().top;
  return listTop < headerRoom || panelTop > window.innerHeight;
}
