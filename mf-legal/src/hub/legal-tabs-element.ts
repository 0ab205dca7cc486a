import {
  ADDRESS_SHOWN_ATTRIBUTE,
  afterNextPaint,
  releaseFromHold,
  defineElementOnce,
  legalPath,
  ServerSafeHTMLElement,
} from '@storefront/shared';
import { pageMovesToPanel } from './reveal-panel-top';
import { isLegalSlug } from './tab-for-path';
import { revealTabInList, tabIndexForKey } from './tab-list';

/**
 * The legal hub's tabs from the first paint on: defined by the early script, it answers taps and arrow keys on the
 * server's markup, which `LegalHub` renders with no state of its own. The shown document lives in the markup
 * (`aria-selected`, roving `tabindex`, `hidden`); it writes no text. It announces a choice (`DOCUMENT_CHOSEN_EVENT`);
 * `showAddressed` tells it of a navigation that was not its choice (Back, a link).
 */
export const LEGAL_TABS_ELEMENT = 'legal-tabs';
/** On each tab, and on each document's title in the heading: the legal document it stands for. */
export const DOCUMENT_ATTRIBUTE = 'data-document';
/** Dispatched on the element when the visitor chose another document; `detail` is its slug. */
export const DOCUMENT_CHOSEN_EVENT = 'legal-tabs:document-chosen';

const TAB = `[role="tab"][${DOCUMENT_ATTRIBUTE}]`;
const TITLE = `h1 [${DOCUMENT_ATTRIBUTE}]`;

export class LegalTabsElement extends ServerSafeHTMLElement {
  connectedCallback(): void {
    // Presses are heard on the window, in the capture phase: before the document's hold of early presses, and
    // before React's root, which stops an event that reaches a part it is still hydrating.
    window.addEventListener('click', this.onClick, true);
    window.addEventListener('keydown', this.onKeyDown, true);
    this.tabs.forEach(releaseFromHold);
    this.revealSelectedTab();
    // Web fonts that arrive after the first paint widen the tabs, and can push the selected one out of view.
    void document.fonts?.ready.then(() => this.isConnected && this.revealSelectedTab());
  }

  disconnectedCallback(): void {
    window.removeEventListener('click', this.onClick, true);
    window.removeEventListener('keydown', this.onKeyDown, true);
  }

  showAddressed(addressed: string | null): void {
    if (isLegalSlug(addressed) && addressed !== this.chosenDocument) this.show(addressed);
  }

  get chosenDocument(): string | null {
    return (
      this.tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.getAttribute(DOCUMENT_ATTRIBUTE) ?? null
    );
  }

  private get tabs(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>(TAB)];
  }

  private tabOf(target: EventTarget | null): HTMLElement | null {
    const tab = target instanceof Element && this.contains(target) ? target.closest<HTMLElement>(TAB) : null;
    if (tab) releaseFromHold(tab);
    return tab;
  }

  private readonly onClick = (event: MouseEvent): void => {
    const tab = this.tabOf(event.target);
    if (tab) this.choose(tab);
  };

  /** Automatic activation (WAI-ARIA APG tabs): the arrow keys, Home and End move focus and select at once. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // the browser's own shortcuts (Alt+Left: Back)
    const tab = this.tabOf(event.target);
    if (!tab) return;
    const tabs = this.tabs;
    const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    this.choose(target);
  };

  private choose(tab: HTMLElement): void {
    const slug = tab.getAttribute(DOCUMENT_ATTRIBUTE);
    if (!isLegalSlug(slug) || slug === this.chosenDocument) return;
    const tabList = tab.closest<HTMLElement>('[role="tablist"]');
    const shownPanel = this.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');
    const pageMoves = !!tabList && !!shownPanel && pageMovesToPanel(tabList, shownPanel);
    // The shell keeps the left entry's scroll position for Back, so the route change must see the page where the
    // visitor left it. When the page moves, the route changes first; otherwise it follows the next paint (it costs a
    // frame on a phone), and the page keeps its height until then, which a shorter document would cut.
    if (pageMoves) this.announce(slug);
    else this.announceAfterPaint();
    this.show(slug);
    // What the page shows, for a language switch that must load the page again before the address follows.
    this.ownerDocument.documentElement.setAttribute(ADDRESS_SHOWN_ATTRIBUTE, `${legalPath(slug)}${location.search}`);
    if (pageMoves) tabList.scrollIntoView({ block: 'start', inline: 'nearest' });
  }

  /** Tells the application which document the visitor chose; it ignores one it was told already. */
  private announce(slug: string | null): void {
    this.dispatchEvent(new CustomEvent(DOCUMENT_CHOSEN_EVENT, { detail: slug }));
  }

  private announcing = false;

  private announceAfterPaint(): void {
    if (this.announcing) return;
    this.announcing = true;
    this.style.minHeight = `${this.offsetHeight}px`;
    afterNextPaint(() => {
      this.announcing = false;
      this.announce(this.chosenDocument);
      this.style.removeProperty('min-height');
      if (this.style.length === 0) this.removeAttribute('style');
    }, this.ownerDocument.defaultView!);
  }

  private show(slug: string): void {
    for (const tab of this.tabs) {
      const isChosen = tab.getAttribute(DOCUMENT_ATTRIBUTE) === slug;
      tab.setAttribute('aria-selected', String(isChosen));
      tab.tabIndex = isChosen ? 0 : -1;
      const panel = this.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !isChosen;
    }
    this.querySelectorAll<HTMLElement>(TITLE).forEach((title) => {
      title.hidden = title.getAttribute(DOCUMENT_ATTRIBUTE) !== slug;
    });
    this.revealSelectedTab();
  }

  private revealSelectedTab(): void {
    const tab = this.tabs.find((each) => each.getAttribute('aria-selected') === 'true');
    const tabList = tab?.closest<HTMLElement>('[role="tablist"]');
    if (tab && tabList) revealTabInList(tabList, tab);
  }
}

/** Defines the element once, whichever script (the legal team's early script or the application) comes first. */
export const defineLegalTabsElement = () => defineElementOnce(LEGAL_TABS_ELEMENT, LegalTabsElement);
