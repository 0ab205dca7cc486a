/**
 * Navigation state for a URL change that is not a new page but a control within one (choosing a legal tab).
 * The shell moves focus to the new page after a navigation, for screen readers; with this state it leaves focus
 * where the visitor is.
 */
export const IN_PAGE_NAVIGATION_STATE = { inPageNavigation: true } as const;

export function isInPageNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).inPageNavigation === true;
}
