// `node tools/bench.mjs --compare [a] [b]`: two results of `npm run bench` side by side, with b/a per metric. Each is
// a file or `<commit>:<path>`, a result as committed (result-files.mjs); without them, the committed result against
// the working tree's.
import { plainTable } from './report.mjs';
import { readResult } from './result-files.mjs';

/** The compared metrics: [label, value of a route result]. */
/** @type {Array<[string, (route: any) => number|null|undefined]>} */
export const METRICS = [
  ['mobile perf', (r) => r.lighthouse?.mobile.median.performance],
  ['mobile LCP ms', (r) => r.lighthouse?.mobile.median.lcpMs],
  ['mobile TBT ms', (r) => r.lighthouse?.mobile.median.tbtMs],
  ['mobile CLS', (r) => r.lighthouse?.mobile.median.cls],
  ['accessibility', (r) => r.lighthouse?.mobile.median.accessibility],
  ['best practices', (r) => r.lighthouse?.mobile.median.bestPractices],
  ['seo', (r) => r.lighthouse?.mobile.median.seo],
  ['desktop perf', (r) => r.lighthouse?.desktop?.performance],
  ['desktop LCP ms', (r) => r.lighthouse?.desktop?.lcpMs],
  ['JS gz KB', (r) => (r.firstVisit ? r.firstVisit.js.encoded / 1024 : null)],
  ['JS raw KB', (r) => (r.firstVisit ? r.firstVisit.js.decoded / 1024 : null)],
  ['requests', (r) => r.firstVisit?.requests],
  ['chain depth', (r) => r.firstVisit?.chainBeforeLcp.depth],
  ['MF runtimes', (r) => r.firstVisit?.federationRuntime.copies],
  [
    'JS gz KB at 1st interaction',
    (r) => (r.firstVisit?.afterInteraction ? r.firstVisit.afterInteraction.js.encoded / 1024 : null),
  ],
];

/** @param {number|null|undefined} value */
const show = (value) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1)) : '–';

/**
 * The comparison table of two results (rows: route × metric).
 * @param {any} a
 * @param {any} b
 */
export function compareResults(a, b) {
  const routes = [
    ...new Set([
      ...a.routes.map((/** @type {any} */ r) => r.route),
      ...b.routes.map((/** @type {any} */ r) => r.route),
    ]),
  ];
  const rows = [['route', 'metric', 'a', 'b', 'b/a']];
  for (const route of routes) {
    const ra = a.routes.find((/** @type {any} */ r) => r.route === route) ?? {};
    const rb = b.routes.find((/** @type {any} */ r) => r.route === route) ?? {};
    for (const [label, value] of METRICS) {
      const va = value(ra);
      const vb = value(rb);
      const ratio = typeof va === 'number' && typeof vb === 'number' && va !== 0 ? (vb / va).toFixed(2) : '–';
      rows.push([route, label, show(va), show(vb), ratio]);
    }
  }
  return `a: ${a.startedAt} (${a.commit ?? '?'})\nb: ${b.startedAt} (${b.commit ?? '?'})\n\n${plainTable(rows)}`;
}

/**
 * @param {string} specA  a file, or `<commit>:<path>`
 * @param {string} specB
 */
export function compareFiles(specA, specB) {
  return `a = ${specA}, b = ${specB}\n${compareResults(readResult(specA), readResult(specB))}`;
}
