import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { movePointerUntilHydrated } from '../support/start-application';

/** One page of every kind the site has, and which newsletter form it shows (decision 0013). */
const PAGE_KINDS = [
  { kind: 'home', path: '/', form: 'newsletter-band' },
  { kind: 'collection', path: '/collections/mini-carriels', form: 'newsletter-form' },
  { kind: 'resort collection', path: '/collections/resort', form: 'newsletter-form' },
  { kind: 'product', path: '/configure/patron', form: 'newsletter-form' },
  { kind: 'product not found', path: '/configure/no-such-bag', form: 'newsletter-form' },
  { kind: 'brand story', path: '/about', form: 'newsletter-form' },
  { kind: 'news story', path: '/news/colochila', form: 'newsletter-form' },
  { kind: 'muse project', path: '/muse-projects/la-artista', form: 'newsletter-form' },
  { kind: 'legal document', path: '/legal-notice', form: 'newsletter-form' },
  { kind: 'enquiry', path: '/contact?product=Vino', form: 'newsletter-form' },
  { kind: 'page not found', path: '/no-such-page', form: 'newsletter-form' },
] as const;

const newsletterParts = (page: Page) => page.locator('[data-boundary="consent"][data-module^="newsletter-"]');
const emailFields = (page: Page) => page.getByRole('textbox', { name: 'Email address' });

async function expectOneForm(page: Page, form: string) {
  await expect(newsletterParts(page)).toHaveCount(1);
  await expect(newsletterParts(page)).toHaveAttribute('data-module', form);
  await expect(emailFields(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(1);
}

test.describe('exactly one newsletter form on every page', () => {
  for (const { kind, path, form } of PAGE_KINDS) {
    test(`${kind} (${path}): ${form === 'newsletter-band' ? 'the home band, no footer form' : 'the footer form'}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(emailFields(page)).toBeVisible();
      await expectOneForm(page, form);
      if (form === 'newsletter-form')
        await expect(page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' })).toBeVisible();
      else await expect(page.getByRole('contentinfo').getByRole('textbox')).toHaveCount(0);
      // Still one once the application has taken the page over.
      await movePointerUntilHydrated(page);
      await expectOneForm(page, form);
    });
  }

  test('moving between the home page and another page swaps the band and the footer form, never shows both', async ({
    page,
  }) => {
    await page.goto('/');
    await movePointerUntilHydrated(page);
    await expectOneForm(page, 'newsletter-band');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal Notice (Impressum)' }).click();
    await expect(page).toHaveURL(/\/legal-notice$/);
    await expect(emailFields(page)).toBeVisible();
    await expectOneForm(page, 'newsletter-form');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(emailFields(page)).toBeVisible();
    await expectOneForm(page, 'newsletter-band');
  });
});
