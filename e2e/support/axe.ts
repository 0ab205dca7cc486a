import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as axe-core measures it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (or on the part `include` selects) and fails with one readable line per violation and element. */
export async function expectNoAxeViolations(page: Page, state: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const report = violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} → ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      ),
    )
    .join('\n');
  expect(
    violations.map((violation) => violation.id),
    `axe found WCAG 2.2 AA violations on ${state}:\n${report}`,
  ).toEqual([]);
}
