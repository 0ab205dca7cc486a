import {
  ADDRESS_SHOWN_ATTRIBUTE,
  ANSWERS_BEFORE_HYDRATION_ATTRIBUTE,
  formatPageTitle,
  isPartHydrated,
  legalPath,
  PAGE_LANGUAGE_CHANGED_EVENT,
  PAGE_TITLE_ATTRIBUTE,
} from '@storefront/shared';
import { isLegalSlug } from './tab-for-path';
import {
  HUB_ATTRIBUTE,
  HUB_TITLE_ATTRIBUTE,
  TAB_SHOWN_EVENT,
  TAB_SLUG_ATTRIBUTE,
  TAB_TITLE_ATTRIBUTE,
  tabsOf,
} from './hub-markup';
import { revealPanelTop } from './reveal-panel-top';
import { revealTabInList, tabIndexForKey } from './tab-list';

const TAB = `[${HUB_ATTRIBUTE}] [role="tablist"] [${TAB_SLUG_ATTRIBUTE}]`;

/** The hub's heading and the page's title name the chosen tab's document, as `LegalHub` renders them. */
function showTitleOf(hub: HTMLElement, chosen: HTMLElement): void {
  const title = chosen.getAttribute(TAB_TITLE_ATTRIBUTE) ?? '';
  const heading = hub.querySelector(`[${HUB_TITLE_ATTRIBUTE}]`);
  if (heading) heading.textContent = title;
  hub.setAttribute(PAGE_TITLE_ATTRIBUTE, title);
  hub.ownerDocument.title = formatPageTitle(title);
}

/** Changes the markup as `LegalHub` renders the tab's document: selected tab, roving tabindex, panel, titles. */
function selectTab(hub: HTMLElement, chosen: HTMLElement): void {
  const doc = hub.ownerDocument;
  for (const tab of tabsOf(hub)) {
    const isChosen = tab === chosen;
    tab.setAttribute('aria-selected', String(isChosen));
    tab.tabIndex = isChosen ? 0 : -1;
    const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !isChosen;
  }
  showTitleOf(hub, chosen);
  const slug = chosen.getAttribute(TAB_SLUG_ATTRIBUTE);
  if (isLegalSlug(slug))
    doc.documentElement.setAttribute(ADDRESS_SHOWN_ATTRIBUTE, `${legalPath(slug)}${doc.defaultView!.location.search}`);
  const tabList = chosen.closest<HTMLElement>('[role="tablist"]');
  const panel = doc.getElementById(chosen.getAttribute('aria-controls') ?? '');
  if (tabList) revealTabInList(tabList, chosen);
  if (tabList && panel) revealPanelTop(tabList, panel);
  hub.dispatchEvent(new doc.defaultView!.CustomEvent(TAB_SHOWN_EVENT));
}

/**
 * Answers the legal hub's tabs on a pre-rendered page until the legal part is hydrated (issue 21): a click, or
 * the arrow keys, Home and End on a tab (automatic activation, as `Tabs`), show that tab's document, which every
 * page of the hub carries. The address stays (the shell hydrates on it): the hub, once hydrated, starts from the
 * tab shown and moves the address there (a new history entry, as any tab change). Returns the function that stops it.
 */
export function answerLegalTabsBeforeHydration(doc: Document): () => void {
  const view = doc.defaultView!;
  const earlyTab = (target: EventTarget | null) => {
    const tab = target instanceof Element ? target.closest<HTMLElement>(TAB) : null;
    const hub = tab?.closest<HTMLElement>(`[${HUB_ATTRIBUTE}]`);
    if (!tab || !hub || isPartHydrated(tab)) return null;
    // Also when this script ran before the hub was parsed: the host's hold, on the document, comes after.
    tab.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
    return { tab, hub };
  };
  const onClick = (event: MouseEvent) => {
    const found = earlyTab(event.target);
    if (found && found.tab.getAttribute('aria-selected') !== 'true') selectTab(found.hub, found.tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // the browser's own shortcuts (Alt+Left: Back)
    const found = earlyTab(event.target);
    if (!found) return;
    const tabs = tabsOf(found.hub);
    const next = tabIndexForKey(event.key, tabs.indexOf(found.tab), tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (target !== found.tab) selectTab(found.hub, target);
  };
  // The page now in the other language (the host's language switch): the titles again, from the chosen tab's.
  const onLanguageChanged = () => {
    for (const hub of doc.querySelectorAll<HTMLElement>(`[${HUB_ATTRIBUTE}]`)) {
      const chosen = tabsOf(hub).find((tab) => tab.getAttribute('aria-selected') === 'true');
      if (chosen && !isPartHydrated(chosen)) showTitleOf(hub, chosen);
    }
  };
  view.addEventListener('click', onClick, true);
  view.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener(PAGE_LANGUAGE_CHANGED_EVENT, onLanguageChanged);
  for (const tab of doc.querySelectorAll(TAB)) {
    if (!isPartHydrated(tab)) tab.setAttribute(ANSWERS_BEFORE_HYDRATION_ATTRIBUTE, '');
  }
  return () => {
    view.removeEventListener('click', onClick, true);
    view.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener(PAGE_LANGUAGE_CHANGED_EVENT, onLanguageChanged);
  };
}
