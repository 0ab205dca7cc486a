// The benchmark's tables: one plain-text table for the terminal and the same figures as Markdown, and
// bench-results/latest.md, made from every benchmark's result file that is there (writeLatest).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOYABLES } from '../../platform/src/topology/topology.ts';
import { RESULT_FILES, RESULTS_DIR } from './result-files.mjs';

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

/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'pass' : '**fail**');

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
    ...budgetLines(result),
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
 * The budgets' verdict (tools/bench/lighthouse-budgets.mjs), when the result has one.
 * @param {any} result
 */
function budgetLines(result) {
  if (!result.budgets) return [];
  const { file, missed } = result.budgets;
  const verdict = missed.length
    ? `Missed: ${missed.map((/** @type {any} */ m) => `${m.route} ${m.budget} (${m.actual})`).join('; ')}.`
    : 'Met on every route.';
  return [`Budgets (Lighthouse scores in ${file}, checked by Lighthouse CI; first-visit JS ≤ 8.5 KB): ${verdict}`, ''];
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
    ...budgetLines(result),
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

/**
 * The server-load table (tools/bench/server-load.mjs): each target's throughput and latency against its budget.
 * @param {any[]} results
 */
export function serverLoadRows(results) {
  return [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'KB/s', 'non-2xx / errors', 'req/s budget', 'p99 budget'],
    ...results.map((r) => [
      r.label,
      String(r.requestsPerSecond),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.latencyMs.max),
      String(r.throughputKBps),
      `${r.non2xx} / ${r.errors}${r.pass.allAnswered ? '' : ' **fail**'}`,
      `≥ ${r.budget.minRequestsPerSecond} ${verdict(r.pass.requestsPerSecond)}`,
      `≤ ${r.budget.maxP99Ms} ${verdict(r.pass.p99)}`,
    ]),
  ];
}

/** "low-high" of a figure over some targets, or the one figure. @param {number[]} values */
const span = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}-${high}`;
};

/**
 * The server-load benchmark's section of latest.md: the composed pages beside the static files.
 * @param {any} result  bench-results/server-load.json
 */
export function serverLoadSection(result) {
  /** @param {'page'|'static'} kind */
  const summary = (kind) => {
    const of = result.results.filter((/** @type {any} */ r) => r.kind === kind);
    return of.length === 0
      ? '–'
      : `${span(of.map((/** @type {any} */ r) => r.requestsPerSecond))} req/s, p50 ${span(of.map((/** @type {any} */ r) => r.latencyMs.p50))} ms, p99 ${span(of.map((/** @type {any} */ r) => r.latencyMs.p99))} ms`;
  };
  const failed = result.results.filter(
    (/** @type {any} */ r) => !(r.pass.requestsPerSecond && r.pass.p99 && r.pass.allAnswered),
  );
  return [
    `## Server load ${result.measuredAt}`,
    '',
    `Site measured: ${result.site}; ${result.machine}. Each target ${result.durationPerTargetS} s with ${result.connections} connections after a warm-up, asked as a first-visiting browser asks (brotli or gzip, no cookie). tools/bench/server-load.mjs; see docs/benchmark.md, "Server load".`,
    '',
    markdownTable(serverLoadRows(result.results)),
    '',
    `Composed pages: ${summary('page')}. Static files: ${summary('static')}.`,
    '',
    failed.length === 0
      ? 'Every target within its budget (reported, never asserted).'
      : `Over budget (reported, never asserted): ${failed.map((/** @type {any} */ r) => r.label).join(', ')}.`,
    '',
  ].join('\n');
}

/**
 * The first-tap probe's table (tools/bench/first-tap.mjs): each tap's runs, median and worst against the budgets,
 * with a warning when runs shared the machine with other work.
 * @param {any} result  bench-results/first-tap.json
 */
export function firstTapMarkdown(result) {
  const { budget } = result.method;
  /** @param {number|null} ms */
  const inp = (ms) => (ms === null ? '–' : ms < 16 ? '<16' : String(ms));
  const rows = [
    [
      'tap',
      'route',
      'visit',
      'runs ms',
      'median ms',
      'worst ms',
      `median ≤ ${budget.medianMs}`,
      `worst ≤ ${budget.worstMs}`,
      'INP med/worst ms',
      'hydrated at tap',
      'setup ms',
    ],
    ...result.cases.map((/** @type {any} */ c) => [
      c.id,
      c.route,
      c.visit,
      c.runDetails.map((/** @type {any} */ run) => (run.ok ? String(run.tapToEffectMs) : 'fail')).join(' / '),
      text(c.medianMs),
      text(c.worstMs),
      verdict(c.pass.median),
      verdict(c.pass.worst),
      `${inp(c.inpMedianMs)} / ${inp(c.inpWorstMs)}`,
      `${c.shellHydratedAtTap}/${c.runs - c.failed}`,
      String(c.setupMedianMs ?? ''),
    ]),
  ];
  const busy = result.cases.reduce(
    (/** @type {number} */ total, /** @type {any} */ c) => total + c.runsUnderOtherSuites,
    0,
  );
  const contended = result.cases.reduce(
    (/** @type {number} */ total, /** @type {any} */ c) =>
      total + c.runDetails.filter((/** @type {any} */ run) => run.machine?.othersBusy?.length > 0).length,
    0,
  );
  const warning =
    (busy > 0
      ? `\n\nWarning: ${busy} run(s) started while another browser suite, build or compose start ran on this machine; their figures mean little.`
      : '') +
    (contended > 0
      ? `\n\nWarning: before ${contended} run(s), other processes kept a core at least 20 % busy (runDetails[].machine.othersBusy).`
      : '');
  return markdownTable(rows) + warning;
}

/**
 * A first-tap result's section of latest.md: where and how it was measured, the table, and how many taps keep
 * each budget.
 * @param {any} result  bench-results/first-tap.json or first-tap-running-site.json
 */
export function firstTapSection(result) {
  const { budget } = result.method;
  const measured = result.cases.filter((/** @type {any} */ c) => c.medianMs !== null);
  const within = (/** @type {'median'|'worst'} */ which) =>
    measured.filter((/** @type {any} */ c) => c.pass[which]).length;
  return [
    `## First tap ${result.startedAt}`,
    '',
    `Site measured: ${result.topology}. Commit ${result.commit}${result.dirty ? ' (with changes not committed)' : ''}; ${result.machine}. The phone profile (4x CPU, 150 ms latency), median of each tap's runs from the tap to the frame that shows its effect; tools/bench/first-tap.mjs, see docs/benchmark.md, "First tap".`,
    '',
    firstTapMarkdown(result),
    '',
    `Medians within ${budget.medianMs} ms: ${within('median')} of ${measured.length}; worst runs within ${budget.worstMs} ms: ${within('worst')} of ${measured.length} (reported, never asserted).`,
    '',
  ].join('\n');
}

/**
 * bench-results/latest.md from the results in the folder: the Lighthouse benchmark's tables (lighthouse.json, then
 * lighthouse-running-site.json a level down), the first taps (first-tap.json, then first-tap-running-site.json) and
 * the server load (server-load.json), each when its file is there. Every benchmark that has a section calls
 * it after writing its result, so that a run of one keeps the other's figures. Returns the file's path.
 * @param {string} [dir]
 */
export function writeLatest(dir = RESULTS_DIR) {
  const read = (/** @type {keyof typeof RESULT_FILES} */ benchmark) => {
    const file = path.join(dir, RESULT_FILES[benchmark]);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  const lighthouse = read('lighthouse');
  const serverLoad = read('serverLoad');
  const lighthouseRunningSite = read('lighthouseRunningSite');
  const parts = [lighthouse ? markdownReport(lighthouse) : '# Benchmark\n'];
  if (lighthouseRunningSite) parts.push(markdownReport(lighthouseRunningSite).replace(/^(#+) /gm, '#$1 '));
  for (const firstTap of [read('firstTap'), read('firstTapRunningSite')])
    if (firstTap) parts.push(firstTapSection(firstTap));
  if (serverLoad) parts.push(serverLoadSection(serverLoad));
  const file = path.join(dir, 'latest.md');
  writeFileSync(file, parts.join('\n'));
  return file;
}
