import { useEffect } from 'react';
import { markNoIndex, pageHeadAttributes, setPageTitle, type PageHead } from './document-head';

/**
 * Keeps the document's title (and a noindex page's robots tag) while the page is shown. Spread what it returns on
 * the page's outermost element.
 */
export function usePageHead(head: PageHead) {
  useEffect(() => setPageTitle(head.title), [head.title]);
  useEffect(() => (head.noindex ? markNoIndex() : undefined), [head.noindex]);
  return pageHeadAttributes(head);
}
