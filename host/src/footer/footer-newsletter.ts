/** The home page has the newsletter band in its main area; every other page has the form in its footer: one a page. */
export function showsFooterNewsletter(pathname: string): boolean {
  return pathname !== '/';
}
