import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  exportedSignups,
  mailedLink,
  mailsTo,
  newsletterBand,
  subscribeOnHomePage,
  uniqueEmail,
} from '../support/newsletter';
import { SITE_URL, SMOKE_TAG } from '../support/ports';

// The newsletter's double opt-in as a visitor lives it: the form says to check the inbox, the mail (caught by the
// local mail catcher) links to the site's confirmation page, a press confirms, and the mail's unsubscribe link
// works. Only confirmed addresses are on the list a newsletter goes to.

/** The link as the visitor's mail client opens it: on the site under test. */
const onSite = (link: URL) => `${SITE_URL}${link.pathname}${link.search}`;

test(
  'a signup is confirmed from the link in the mail, once, and can be undone from the same mail',
  { tag: SMOKE_TAG },
  async ({ page, request }) => {
    const email = uniqueEmail('double-opt-in');
    await page.goto('/');
    await subscribeOnHomePage(page, email);
    const band = newsletterBand(page);
    await expect(band.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(
      band.getByText('Please check your inbox: we have sent you a link to confirm your subscription.'),
    ).toBeVisible();
    expect(await exportedSignups(request, 'confirmed'), 'not on the list before confirming').not.toContain(email);
    expect(await exportedSignups(request, 'pending')).toContain(`"${email}"`);

    const [mail] = await mailsTo(request, email);
    expect(mail?.subject).toBe('Confirm your subscription to Casa Carriel news');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const confirmLink = await mailedLink(request, email, '/newsletter/confirm');
    expect(confirmLink.searchParams.get('lng')).toBe('en');
    await page.goto(onSite(confirmLink));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    expect(
      await exportedSignups(request, 'confirmed'),
      'opening the link alone (as a mail scanner does) confirms nothing',
    ).not.toContain(email);
    await expectNoAxeViolations(page, 'the confirmation page');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    const confirmed = page.getByRole('heading', { name: 'Your subscription is confirmed' });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toBeFocused();
    expect(await exportedSignups(request, 'confirmed')).toContain(`"${email}"`);

    await page.goto(onSite(confirmLink));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: 'Your subscription is already confirmed' })).toBeVisible();

    await page.goto(onSite(await mailedLink(request, email, '/newsletter/unsubscribe')));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You have unsubscribed' })).toBeVisible();
    expect(await exportedSignups(request, 'confirmed')).not.toContain(email);
    expect(await exportedSignups(request, 'unsubscribed')).toContain(`"${email}"`);
  },
);

test('a visitor who signs up in Spanish gets a Spanish mail and a Spanish confirmation page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('doble-confirmacion');
  await page.goto('/?lng=es');
  const band = newsletterBand(page);
  await band.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await band.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(
    band.getByText('Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar tu suscripción.'),
  ).toBeVisible();

  const [mail] = await mailsTo(request, email);
  expect(mail?.subject).toBe('Confirma tu suscripción a las novedades de Casa Carriel');
  const confirmLink = await mailedLink(request, email, '/newsletter/confirm');
  expect(confirmLink.searchParams.get('lng')).toBe('es');
  await page.goto(onSite(confirmLink));
  await page.getByRole('button', { name: 'Confirmar mi suscripción' }).click();
  await expect(page.getByRole('heading', { name: 'Tu suscripción está confirmada' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a link that is incomplete or was replaced gets a clear page, not an error', async ({ page }) => {
  for (const [url, heading] of [
    ['/newsletter/confirm', 'This link is not valid'],
    ['/newsletter/confirm?token=not-a-real-token', 'This link is not valid'],
    ['/newsletter/unsubscribe?token=1.forged', 'This link is not valid'],
    ['/newsletter/confirm?token=not-a-real-token&lng=es', 'Este enlace no es válido'],
  ] as const) {
    await page.goto(url);
    // A page with a token waits for the visitor's press; one without knows at once that the link is incomplete.
    const button = page.getByRole('button', { name: /Confirm my subscription|Unsubscribe|Confirmar mi suscripción/ });
    const outcome = page.getByRole('heading', { level: 1, name: heading });
    await expect(button.or(outcome).first(), url).toBeVisible();
    if (await button.isVisible()) await button.click();
    await expect(outcome, url).toBeVisible();
  }
  await expectNoAxeViolations(page, 'the invalid-link page');
});
