import { BRAND_NAME } from './brand';

/** Carries a page's own title on its root element, so the title is readable from server-rendered HTML. */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/** Page title in one format for every team: "<page> | <brand>", or the brand alone. */
export function formatPageTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
}

export function setPageTitle(pageTitle: string | null): void {
  document.title = formatPageTitle(pageTitle);
}

/** Spread on a page's outermost element: `<div {...pageTitleAttribute(title)}>`. */
export function pageTitleAttribute(pageTitle: string): { 'data-page-title': string } {
  return { [PAGE_TITLE_ATTRIBUTE]: pageTitle };
}

/**
 * Tells search engines not to index the current screen (not-found screens, decision 17).
 * Returns the function that removes the tag again when the screen goes away.
 */
export function markNoIndex(): () => void {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.appendChild(meta);
  return () => meta.remove();
}
