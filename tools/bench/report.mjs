// The benchmark's tables: one plain-text table for the terminal and the same figures as Markdown.
import { DEPLOYABLES } from '../../platform/src/topology/topology.ts';

/** @param {number|null|undefined} bytes */
export const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : '–');
/** @param {number|null|undefined} ms */
export const seconds = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–');
/** @param {unknown} value */
const text = (value) => (value === null || value === undefined ? '–' : String(value));

/**
 * The columns of the main table: [header, value of a route result].
 * @type {Array<[string, (route: any) => string]>}
 */
export const COLUMNS = [
  ['route', (r) => r.route],
  ['m.perf', (r) => text(r.lighthouse?.mobile.median.performance)],
  ['a11y', (r) => text(r.lighthouse?.mobile.median.accessibility)],
  ['bp', (r) => text(r.lighthouse?.mobile.median.bestPractices)],
  ['seo', (r) => text(r.lighthouse?.mobile.median.seo)],
  ['m.LCP s', (r) => seconds(r.lighthouse?.mobile.median.lcpMs)],
  ['m.TBT ms', (r) => text(r.lighthouse?.mobile.median.tbtMs)],
  // Every mobile run's TBT, in run order: the one figure that moves most between runs of one build.
  ['TBT runs', (r) => r.lighthouse?.mobile.runTbtMs?.join('/') ?? '–'],
  ['CLS', (r) => text(r.lighthouse?.mobile.median.cls)],
  ['d.perf', (r) => text(r.lighthouse?.desktop?.performance)],
  ['d.LCP s', (r) => seconds(r.lighthouse?.desktop?.lcpMs)],
  ['JS gz KB', (r) => kb(r.firstVisit?.js.encoded)],
  ['JS raw KB', (r) => kb(r.firstVisit?.js.decoded)],
  ['reqs', (r) => text(r.firstVisit?.requests)],
  ['chain', (r) => text(r.firstVisit?.chainBeforeLcp.depth)],
  ['MF rt', (r) => text(r.firstVisit?.federationRuntime.copies)],
  // What the first pointer movement then downloads to hydrate the page (decision 0008), and the runtime copies in it.
  ['+int. JS gz KB', (r) => kb(r.firstVisit?.afterInteraction?.js.encoded)],
  ['+int. MF rt', (r) => text(r.firstVisit?.afterInteraction?.federationRuntimeCopies)],
];

const TEAMS = [...DEPLOYABLES.map((d) => d.team), 'other'];

/**
 * JS per deployable: "gzip/raw" KB per team.
 * @type {Array<[string, (route: any) => string]>}
 */
export const JS_COLUMNS = [
  ['route', (r) => r.route],
  ...TEAMS.map(
    (team) =>
      /** @type {[string, (route: any) => string]} */ ([
        `${team} KB gz/raw`,
        (r) => {
          const bucket = r.firstVisit?.js.byTeam[team];
          return bucket ? `${kb(bucket.encoded)} / ${kb(bucket.decoded)}` : '–';
        },
      ]),
  ),
];

/**
 * @param {Array<[string, (route: any) => string]>} columns
 * @param {any[]} routes
 */
function cells(columns, routes) {
  return [columns.map(([header]) => header), ...routes.map((route) => columns.map(([, value]) => value(route)))];
}

/**
 * A fixed-width table.
 * @param {string[][]} rows  first row is the header
 */
export function plainTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** @param {string[][]} rows */
export function markdownTable(rows) {
  const line = (/** @type {string[]} */ row) => `| ${row.join(' | ')} |`;
  return [line(rows[0]), line(rows[0].map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/** The compose stack's images against their budgets (tools/bench/image-sizes.mjs). @param {any} result */
function imageRows(result) {
  if (!result.images) return null;
  return [
    ['image', 'Dockerfile target', 'MB', 'budget MB', 'within'],
    ...result.images.map((/** @type {any} */ i) => [
      i.service,
      i.target,
      String(i.sizeMb),
      String(i.budgetMb),
      i.withinBudget ? 'yes' : 'NO',
    ]),
  ];
}

/** The navigation right after a redeploy against the same one without (tools/bench/redeploy-cost.mjs). @param {any} result */
function redeployRows(result) {
  const cost = result.redeployCost;
  if (!cost) return null;
  const row = (/** @type {string} */ name, /** @type {any} */ m) => [
    name,
    String(m.requests),
    m.kb.toFixed(1),
    String(m.notFound),
    String(m.gaps),
  ];
  return [
    ['navigation', 'requests', 'KB', '404s', 'gaps'],
    row('steady', cost.steady),
    row('right after a redeploy', cost.afterRedeploy),
  ];
}

/** Where the measured site was: the benchmark's own copy, or a running one (--base). @param {any} result */
function siteLine(result) {
  return result.options.base
    ? `Site measured: ${result.options.base} (already running, e.g. the compose stack).`
    : 'Site measured: its own copy of the npm start topology, ports +700.';
}

/**
 * The terminal report.
 * @param {any} result
 */
export function textReport(result) {
  const parts = [
    plainTable(cells(COLUMNS, result.routes)),
    '',
    'First-visit JS by deployable (KB, gzip/brotli as served / decoded):',
    plainTable(cells(JS_COLUMNS, result.routes)),
    '',
    'Longest request chain before LCP (first-visit probe):',
  ];
  for (const route of result.routes)
    parts.push(
      `  ${route.route} (${route.firstVisit?.chainBeforeLcp.depth ?? '–'}): ${route.firstVisit?.chainBeforeLcp.urls.map((/** @type {string} */ u) => u.replace(/ @\d+ms$/, '')).join(' → ') ?? '–'}`,
    );
  const images = imageRows(result);
  if (images) parts.push('', 'Images of the compose stack:', plainTable(images));
  const redeploy = redeployRows(result);
  if (redeploy) parts.push('', `Redeploy under an open page: ${result.redeployCost.navigation}`, plainTable(redeploy));
  parts.unshift(siteLine(result), '');
  return parts.join('\n');
}

/**
 * bench-results/latest.md.
 * @param {any} result
 */
export function markdownReport(result) {
  const lines = [
    `# Benchmark ${result.startedAt}`,
    '',
    siteLine(result),
    '',
    `Commit ${result.commit ?? 'unknown'}${result.dirty ? ' (with uncommitted changes)' : ''}; ${result.machine}; Lighthouse ${result.lighthouseVersion}, ${result.chromium}. Mobile: median of ${result.options.mobileRuns} runs by performance score (equal scores: by TBT), simulated throttling; desktop: one run. First visit, no consent cookie (the consent banner is part of what is measured). See docs/benchmark.md for the columns.`,
    '',
    markdownTable(cells(COLUMNS, result.routes)),
    '',
    '## First-visit JS by deployable (KB, as served / decoded)',
    '',
    markdownTable(cells(JS_COLUMNS, result.routes)),
    '',
    '## Longest request chain before LCP',
    '',
  ];
  for (const route of result.routes) {
    const fv = route.firstVisit;
    lines.push(
      `- \`${route.route}\` depth ${fv?.chainBeforeLcp.depth ?? '–'} (initiator stack only: ${fv?.chainBeforeLcp.stackOnlyDepth ?? '–'}), LCP ${fv?.lcp.ms ?? '–'} ms unthrottled on \`${fv?.lcp.element ?? fv?.lcp.url ?? '?'}\`: ${fv?.chainBeforeLcp.urls.map((/** @type {string} */ u) => `\`${u}\``).join(' → ') ?? '–'}`,
    );
  }
  const images = imageRows(result);
  if (images)
    lines.push(
      '',
      '## Images of the compose stack (uncompressed, budget in tools/bench/image-sizes.mjs)',
      '',
      markdownTable(images),
    );
  const redeploy = redeployRows(result);
  if (redeploy)
    lines.push('', `## Redeploy under an open page (${result.redeployCost.navigation})`, '', markdownTable(redeploy));
  lines.push('', '## Lighthouse mobile LCP element (median run)', '');
  for (const route of result.routes)
    lines.push(
      `- \`${route.route}\`: \`${route.lighthouse?.mobile.median.lcpElement ?? '–'}\` (runs: ${route.lighthouse?.mobile.runs.join(', ') ?? '–'})`,
    );
  lines.push('');
  return lines.join('\n');
}
