import type { Page } from '@playwright/test';

/** The legal team's hub in the page's main, its tabs, and the footer's links to its documents. */
export const hub = (page: Page) => page.locator('main [data-boundary="legal"]');
export const tab = (page: Page, name: string) => hub(page).getByRole('tab', { name, exact: true });
export const selectedTab = (page: Page) => hub(page).getByRole('tab', { selected: true });
export const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
