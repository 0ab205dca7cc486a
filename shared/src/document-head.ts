import { BRAND_NAME } from './brand';

/** Page title in one format for every team: "<page> | <brand>". */
export function setPageTitle(pageTitle: string | null): void {
  document.title = pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
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
