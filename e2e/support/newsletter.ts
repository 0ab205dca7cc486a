import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COLLECTOR_URL } from './ports';

/** The collector's export token: the one the site under test was started with (local default: local-export-token). */
export const EXPORT_TOKEN = process.env.NEWSLETTER_EXPORT_TOKEN ?? 'local-export-token';

/** An address no other test or run uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The collector's CSV export, fetched with the export token. */
export async function exportedSignups(request: APIRequestContext): Promise<string> {
  const exported = await request.get(`${COLLECTOR_URL}/api/newsletter/export.csv`, { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } });
  expect(exported.status(), 'the export answers with the token (NEWSLETTER_EXPORT_TOKEN is the stack’s)').toBe(200);
  return exported.text();
}

/** The home page's newsletter band. */
export const newsletterBand = (page: Page) => page.locator('[data-boundary="consent"][data-module="newsletter-band"]');

/** Fills in the home page's newsletter band with `email` and presses Subscribe (the page is on the home page). */
export async function subscribeOnHomePage(page: Page, email: string): Promise<void> {
  const band = newsletterBand(page);
  await band.getByRole('textbox', { name: 'Email address' }).fill(email);
  await band.getByRole('button', { name: 'Subscribe' }).click();
}
