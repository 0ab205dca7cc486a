import { containerOf, downStack, startService, stopService, upStack } from '../support/compose-stack.mjs';
import { expectRemoteContentInServerHtml } from '../support/composed-html';
import { expect, test } from '../support/fixtures';
import { exportedSignups, newsletterBand, subscribeOnHomePage, uniqueEmail } from '../support/newsletter';
import { COLLECTOR_URL, SITE_URL } from '../support/ports';
import { HOME_HEADING } from '../support/remote-down';

// The docker-compose stack at BASE_URL, broken and mended one service at a time (e2e/playwright.compose.config.ts:
// one worker). Every test leaves the stack as it found it. A remote's own service stopped and started, or redeployed
// from a new image, is tests/resilience.spec.ts and tests/redeploy.spec.ts, which run on the stack's own services in
// compose mode.

/** The host's container: a service stopped, started or redeployed beside it never restarts it. */
function hostContainer() {
  const host = containerOf('host');
  expect(host.id, 'the stack has a host container').not.toBe('');
  expect(host.startedAt).not.toBe('');
  return host;
}

test('a composed page comes from the stack with its remote’s content in the HTML, before any script', async ({
  request,
}) => {
  await expectRemoteContentInServerHtml(request, SITE_URL);
});

test.describe('one service of the stack stopped', () => {
  test('the collector stopped: the newsletter form shows its failure; started again, the next signup is stored', async ({
    page,
    request,
  }) => {
    const host = hostContainer();
    const email = uniqueEmail('compose-collector-down');
    const band = newsletterBand(page);
    await stopService('newsletter-collector');
    try {
      await page.goto('/');
      await subscribeOnHomePage(page, email);
      await expect(band.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
      await expect(
        band.getByRole('textbox', { name: 'Email address' }),
        'the address stays for another try',
      ).toHaveValue(email);
    } finally {
      await startService('newsletter-collector');
    }
    const stored = page.waitForResponse(
      (response) => response.url() === `${COLLECTOR_URL}/api/newsletter` && response.request().method() === 'POST',
    );
    await band.getByRole('button', { name: 'Subscribe' }).click();
    expect((await stored).ok()).toBe(true);
    await expect(band.getByText('Thank you for subscribing!')).toBeVisible();
    expect(await exportedSignups(request)).toContain(`"${email}"`);
    expect(containerOf('host'), 'the host was not restarted').toEqual(host);
  });
});

test('the collector’s volume keeps the signups when the stack goes down and comes up again', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const email = uniqueEmail('compose-volume');
  await page.goto('/');
  await subscribeOnHomePage(page, email);
  await expect(newsletterBand(page).getByText('Thank you for subscribing!')).toBeVisible();
  expect(await exportedSignups(request)).toContain(`"${email}"`);

  await downStack({ volumes: false, keepEngine: true });
  await upStack({ images: [] });

  expect(await exportedSignups(request), 'the signup survived docker-compose down and up').toContain(`"${email}"`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});
