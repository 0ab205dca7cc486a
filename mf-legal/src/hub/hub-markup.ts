// What the legal hub's pre-rendered markup promises its early script, which answers the tabs before hydration,
// and what the hub reads back from it when it hydrates. Attributes only: CSS module class names change with every
// build.

/** On the hub's <article>. */
export const HUB_ATTRIBUTE = 'data-legal-hub';
/** On the hub's <h1>: the document's title, which follows the tab. */
export const HUB_TITLE_ATTRIBUTE = 'data-legal-hub-title';
/** On each tab: the title of its document, for the heading and the browser's title. */
export const TAB_TITLE_ATTRIBUTE = 'data-document-title';
/** On each tab: the legal document it shows. */
export const TAB_SLUG_ATTRIBUTE = 'data-document';

export function tabsOf(hub: Element): HTMLElement[] {
  return [...hub.querySelectorAll<HTMLElement>(`[role="tablist"] [${TAB_SLUG_ATTRIBUTE}]`)];
}

/** Dispatched on the hub by the early script after it showed another tab. */
export const TAB_SHOWN_EVENT = 'legal-tab-shown';

/** The document whose tab the hub shows selected, as the markup says (the early script may have moved it). */
export function selectedDocumentIn(hub: Element): string | null {
  return (
    tabsOf(hub)
      .find((tab) => tab.getAttribute('aria-selected') === 'true')
      ?.getAttribute(TAB_SLUG_ATTRIBUTE) ?? null
  );
}
