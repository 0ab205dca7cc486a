/** One newsletter form a page: the home page has the band in its main area instead. */
export function showsFooterNewsletter(pathname: string): boolean {
  return pathname !== '/';
}
