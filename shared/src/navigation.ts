/**
 * For a URL change within a page (a legal tab): the shell then leaves focus where it is, instead of moving it to
 * the new page for screen readers.
 */
export const IN_PAGE_NAVIGATION_STATE = { inPageNavigation: true } as const;

export function isInPageNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).inPageNavigation === true;
}
