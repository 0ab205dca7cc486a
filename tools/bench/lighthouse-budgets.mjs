// The budgets of `npm run bench`, reported and never asserted: the Lighthouse scores in lighthouserc.json (Lighthouse
// CI's format), checked by Lighthouse CI's own assertion engine against each route's median mobile report, and the
// first-visit JavaScript as the probe measured it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {{ getAllAssertionResults: (options: object, lhrs: object[]) => any[] }} */
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js');

export const BUDGETS_FILE = 'lighthouserc.json';
const BUDGETS_URL = new URL(`../../${BUDGETS_FILE}`, import.meta.url);

/**
 * First-visit JS bodies as served (brotli or gzip), every deployable's together. Lighthouse's script transfer size
 * cannot stand in for it: it counts the response headers too, about 0.8-1.3 KB a script.
 */
export const FIRST_VISIT_JS_BUDGET_BYTES = 8.5 * 1024;

/** @returns {Record<string, [string, Record<string, number>]>} */
export const lighthouseAssertions = () => JSON.parse(readFileSync(BUDGETS_URL, 'utf8')).ci.assert.assertions;

/**
 * Every budget a route misses. Lighthouse CI is called with one report at a time: it groups reports by `finalUrl`,
 * which Lighthouse 13 no longer sets, so several routes in one call would be judged as runs of one.
 * @param {{ route: string, firstVisit: { js: { encoded: number } } | null }[]} routes
 * @param {Record<string, any>} mobileReports route -> its median mobile report
 * @param {Record<string, [string, Record<string, number>]>} [assertions]
 */
export function missedBudgets(routes, mobileReports, assertions = lighthouseAssertions()) {
  return routes.flatMap(({ route, firstVisit }) => [
    ...(mobileReports[route] ? getAllAssertionResults({ assertions }, [mobileReports[route]]) : []).map((result) => ({
      route,
      budget: `${result.auditId}:${result.auditProperty} ${result.operator} ${result.expected}`,
      actual: result.actual,
    })),
    ...(firstVisit && firstVisit.js.encoded > FIRST_VISIT_JS_BUDGET_BYTES
      ? [{ route, budget: `first-visit JS <= ${FIRST_VISIT_JS_BUDGET_BYTES} bytes`, actual: firstVisit.js.encoded }]
      : []),
  ]);
}
