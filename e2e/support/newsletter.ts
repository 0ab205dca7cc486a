import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COLLECTOR_URL, MAIL_CATCHER_URL } from './ports';

/** The collector's export token: the one the site under test was started with (local default: local-export-token). */
export const EXPORT_TOKEN = process.env.NEWSLETTER_EXPORT_TOKEN ?? 'local-export-token';

/** An address no other test or run uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * The collector's CSV export, fetched with the export token: by default every address it holds (pending ones
 * included); `status: 'confirmed'` is the list a newsletter goes to.
 */
export async function exportedSignups(
  request: APIRequestContext,
  status: 'all' | 'confirmed' | 'pending' | 'unsubscribed' = 'all',
): Promise<string> {
  const exported = await request.get(`${COLLECTOR_URL}/api/newsletter/export.csv?status=${status}`, {
    // A new connection each time: the collector closes an idle one after 5 s, and a request sent on it just as it
    // closes fails with ECONNRESET (a browser sends it again by itself; this client does not).
    headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, Connection: 'close' },
  });
  expect(exported.status(), 'the export answers with the token (NEWSLETTER_EXPORT_TOKEN is the stack’s)').toBe(200);
  return exported.text();
}

interface CaughtMail {
  to: string[];
  subject: string;
  links: string[];
  headers: Record<string, string>;
}

/** The mails the local mail catcher received for `email`, oldest first, once at least `count` arrived. */
export async function mailsTo(request: APIRequestContext, email: string, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIL_CATCHER_URL}/api/messages?to=${encodeURIComponent(email)}`);
        mails = response.ok() ? ((await response.json()) as CaughtMail[]) : [];
        return mails.length;
      },
      { message: `a mail to ${email} reaches the mail catcher`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The link of the latest mail to `email` that opens `pagePath` on the site (/newsletter/confirm, /newsletter/unsubscribe). */
export async function mailedLink(request: APIRequestContext, email: string, pagePath: string): Promise<URL> {
  const mails = await mailsTo(request, email);
  const link = mails.at(-1)?.links.find((candidate) => new URL(candidate).pathname === pagePath);
  expect(link, `the mail to ${email} links to ${pagePath}`).toBeTruthy();
  return new URL(link!);
}

/** The home page's newsletter band. */
export const newsletterBand = (page: Page) => page.locator('[data-boundary="consent"][data-module="newsletter-band"]');

/** Fills in the home page's newsletter band with `email` and presses Subscribe (the page is on the home page). */
export async function subscribeOnHomePage(page: Page, email: string): Promise<void> {
  const band = newsletterBand(page);
  await band.getByRole('textbox', { name: 'Email address' }).fill(email);
  await band.getByRole('button', { name: 'Subscribe' }).click();
}
