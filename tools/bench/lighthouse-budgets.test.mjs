import { missedBudgets } from './lighthouse-budgets.mjs';

/** The parts of a Lighthouse 13 report that the budgets read. */
const report = (performance, accessibility = 1) => ({
  finalDisplayedUrl: 'http://localhost:3700/',
  categories: {
    performance: { id: 'performance', score: performance, auditRefs: [] },
    accessibility: { id: 'accessibility', score: accessibility, auditRefs: [] },
    'best-practices': { id: 'best-practices', score: 1, auditRefs: [] },
    seo: { id: 'seo', score: 1, auditRefs: [] },
  },
  audits: {},
});
const route = (path, jsBytes) => ({ route: path, firstVisit: { js: { encoded: jsBytes } } });

describe('the budgets of the benchmark', () => {
  it('passes a route that scores 100 in every category with 8.5 KB of first-visit JS', () => {
    expect(missedBudgets([route('/', 8704)], { '/': report(1) })).toEqual([]);
  });

  it('names each route and budget missed, with the figure it had', () => {
    const routes = [route('/', 7000), route('/configure/patron', 9000)];
    expect(missedBudgets(routes, { '/': report(1), '/configure/patron': report(0.99, 0.97) })).toEqual([
      { route: '/configure/patron', budget: 'categories:performance >= 1', actual: 0.99 },
      { route: '/configure/patron', budget: 'categories:accessibility >= 1', actual: 0.97 },
      { route: '/configure/patron', budget: 'first-visit JS <= 8704 bytes', actual: 9000 },
    ]);
  });

  it('judges each route on its own report, not the best of all', () => {
    const routes = [route('/', 7000), route('/legal/privacy-policy', 7000)];
    const missed = missedBudgets(routes, { '/': report(1), '/legal/privacy-policy': report(0.9) });
    expect(missed.map((m) => m.route)).toEqual(['/legal/privacy-policy']);
  });
});
