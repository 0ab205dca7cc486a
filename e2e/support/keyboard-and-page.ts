import { expect, type Page } from '@playwright/test';

/** The page's own h1 is shown and every remote slot on the page has rendered something (or its fallback). */
export async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-boundary][data-module]')].every(
      (slot) => slot.getAttribute('data-module') === 'cookie-consent' || slot.childElementCount > 0,
    ),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Presses Tab (or Shift+Tab) until the focused element's accessible name matches, at most `limit` times. */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, limit = 80 } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedName(page);
    seen.push(focused);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(
    `No element named ${String(name)} was reached in ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus went through:\n  ${seen.join('\n  ')}`,
  );
}

/** The accessible name of the focused element (aria-labelledby, aria-label, a label, else its text). */
export async function focusedName(page: Page): Promise<string> {
  const name = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label;
    if (element instanceof HTMLInputElement && element.labels?.length)
      return [...element.labels].map((l) => l.textContent ?? '').join(' ');
    return element.textContent ?? '';
  });
  return name.replace(/\s+/g, ' ').trim();
}
