import { containerOf, recreateService, removeService } from '../support/compose-stack.mjs';
import { expectRemoteContentInServerHtml } from '../support/composed-html';
import { expect, test } from '../support/fixtures';
import { exportedSignups, newsletterBand, subscribeOnHomePage, uniqueEmail } from '../support/newsletter';
import { COLLECTOR_URL, SITE_URL } from '../support/ports';

// The docker-compose stack at BASE_URL, broken and mended one service at a time (e2e/playwright.compose.config.ts:
// one worker). Every test leaves the stack as it found it. A remote's own service stopped and started is
// tests/resilience.spec.ts, which runs on the stack's own services in compose mode.

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

test('the collector’s container removed, as docker-compose down does: the newsletter form shows its failure; a new container keeps the signups on its volume and stores the next', async ({
  page,
  request,
}) => {
  const host = hostContainer();
  const kept = uniqueEmail('compose-volume');
  const email = uniqueEmail('compose-collector-down');
  const band = newsletterBand(page);
  await page.goto('/');
  await subscribeOnHomePage(page, kept);
  await expect(band.getByText('Thank you for subscribing!')).toBeVisible();

  await removeService('newsletter-collector');
  try {
    await page.goto('/');
    await subscribeOnHomePage(page, email);
    await expect(band.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(band.getByRole('textbox', { name: 'Email address' }), 'the address stays for another try').toHaveValue(
      email,
    );
  } finally {
    await recreateService('newsletter-collector');
  }
  const stored = page.waitForResponse(
    (response) => response.url() === `${COLLECTOR_URL}/api/newsletter` && response.request().method() === 'POST',
  );
  await band.getByRole('button', { name: 'Subscribe' }).click();
  expect((await stored).ok()).toBe(true);
  await expect(band.getByText('Thank you for subscribing!')).toBeVisible();
  const signups = await exportedSignups(request);
  expect(signups, 'the signup from before the container was removed is on the volume').toContain(`"${kept}"`);
  expect(signups).toContain(`"${email}"`);
  expect(containerOf('host'), 'the host was not restarted').toEqual(host);
});
