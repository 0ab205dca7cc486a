// Lighthouse runs of one route: the default mobile config (simulated throttling) several times, reduced to the
// run with the median performance score, and the desktop preset once.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_PATH, LIGHTHOUSE_CHROME_FLAGS } from './chrome.mjs';
import { medianByPerformance } from './median-run.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Audits that explain LCP and TBT, kept (compactly) in the result so the JSON tells where the time goes.
 * Lighthouse 13 reports most opportunities as "insights".
 */
const DIAGNOSTIC_AUDITS = [
  'render-blocking-insight',
  'network-dependency-tree-insight',
  'lcp-breakdown-insight',
  'lcp-discovery-insight',
  'unused-javascript',
  'unminified-javascript',
  'legacy-javascript-insight',
  'duplicated-javascript-insight',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'total-byte-weight',
  'font-display-insight',
  'cache-insight',
  'document-latency-insight',
];

/**
 * @typedef {object} LighthouseSummary
 * @property {number|null} performance   category scores, 0-100
 * @property {number|null} [accessibility]
 * @property {number|null} [bestPractices]
 * @property {number|null} [seo]
 * @property {number|null} fcpMs
 * @property {number|null} lcpMs
 * @property {number|null} tbtMs
 * @property {number|null} cls
 * @property {number|null} speedIndexMs
 * @property {string|null} lcpElement     the LCP node as Lighthouse saw it
 * @property {number|null} benchmarkIndex Lighthouse's CPU benchmark of this machine during the run
 * @property {string[]} runWarnings
 */

/** @param {number|null|undefined} score */
const percent = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/** @param {any} lhr @param {string} id */
const numeric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number'
    ? Math.round(id === 'cumulative-layout-shift' ? value * 1000 : value) /
        (id === 'cumulative-layout-shift' ? 1000 : 1)
    : null;
};

/**
 * The LCP element's snippet, from the insight (Lighthouse 13) or the older audit.
 * @param {any} lhr
 */
function lcpElement(lhr) {
  const candidates = [lhr.audits['lcp-breakdown-insight'], lhr.audits['largest-contentful-paint-element']];
  for (const audit of candidates) {
    const text = JSON.stringify(audit?.details ?? {});
    const match = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text);
    if (match) return JSON.parse(`"${match[1]}"`).slice(0, 160);
  }
  return null;
}

/**
 * Reduces a Lighthouse result to the figures the benchmark reports.
 * @param {any} lhr
 * @returns {LighthouseSummary}
 */
export function summarize(lhr) {
  return {
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories['best-practices']?.score),
    seo: percent(lhr.categories.seo?.score),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * The diagnostics that explain LCP/TBT: title, display value, estimated savings and the top items.
 * @param {any} lhr
 */
export function diagnostics(lhr) {
  return DIAGNOSTIC_AUDITS.filter((id) => lhr.audits[id]).map((id) => {
    const audit = lhr.audits[id];
    const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
    return {
      id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      metricSavings: audit.metricSavings ?? null,
      items: items.slice(0, 6).map((item) => compactItem(item)),
      chain: id === 'network-dependency-tree-insight' ? longestChain(audit.details) : undefined,
    };
  });
}

/** @param {any} item */
function compactItem(item) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, value] of Object.entries(item ?? {})) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') out[key] = Math.round(value);
    else if (typeof value === 'string') out[key] = value.slice(0, 140);
    else if (value?.type === 'node') out[key] = String(value.snippet ?? value.nodeLabel ?? '').slice(0, 140);
    else if (value?.type === 'url' || value?.type === 'source-location')
      out[key] = String(value.url ?? value.value ?? '').slice(0, 140);
  }
  return out;
}

/**
 * The deepest chain of the network dependency tree (Lighthouse's critical request chains).
 * @param {any} details
 * @returns {{ depth: number, urls: string[], endMs: number|null }|null}
 */
function longestChain(details) {
  const list = details?.items?.find?.((/** @type {any} */ item) => item?.value?.chains)?.value ?? details;
  const chains = list?.chains;
  if (!chains) return null;
  /** @type {{ depth: number, urls: string[], endMs: number|null }} */
  let best = { depth: 0, urls: [], endMs: null };
  /** @param {any} nodes @param {string[]} path */
  const walk = (nodes, path) => {
    for (const node of Object.values(nodes ?? {})) {
      const urls = [...path, node.url ?? node.request?.url ?? '?'];
      if (urls.length > best.depth)
        best = {
          depth: urls.length,
          urls,
          endMs: typeof node.navStartToEndTime === 'number' ? Math.round(node.navStartToEndTime) : null,
        };
      walk(node.children, urls);
    }
  };
  walk(chains, []);
  return best;
}

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile: every run is a first visit, no consent cookie,
 * cold cache; reusing one browser across runs produced NO_NAVSTART trace errors here). A run that fails with a
 * Lighthouse runtime error is retried once.
 * @param {string} url
 * @param {object} options
 * @param {'mobile'|'desktop'} options.preset
 * @returns {Promise<{ lhr: any, summary: LighthouseSummary }>}
 */
export async function runLighthouse(url, { preset }) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    try {
      const flags = {
        port: chrome.port,
        output: /** @type {'json'} */ ('json'),
        logLevel: /** @type {'error'} */ ('error'),
        onlyCategories: preset === 'mobile' ? CATEGORIES : ['performance'],
      };
      const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { lhr, summary: summarize(lhr) };
    } catch (error) {
      if (attempt >= 2) throw error;
    } finally {
      chrome.kill();
    }
  }
}

/**
 * All Lighthouse runs of one route.
 * @param {string} url
 * @param {object} options
 * @param {number} options.mobileRuns
 * @param {boolean} options.desktop
 * @param {(message: string) => void} [options.progress]
 */
export async function auditRoute(url, { mobileRuns, desktop, progress = () => undefined }) {
  const mobile = [];
  for (let i = 0; i < mobileRuns; i += 1) {
    const started = Date.now();
    const run = await runLighthouse(url, { preset: 'mobile' });
    mobile.push(run);
    progress(
      `mobile ${i + 1}/${mobileRuns}: perf ${run.summary.performance}, LCP ${run.summary.lcpMs} ms, TBT ${run.summary.tbtMs} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const median = medianByPerformance(mobile);
  let desktopRun = null;
  if (desktop) {
    desktopRun = await runLighthouse(url, { preset: 'desktop' });
    progress(`desktop: perf ${desktopRun.summary.performance}, LCP ${desktopRun.summary.lcpMs} ms`);
  }
  return {
    mobile: {
      runs: mobile.map((run) => run.summary.performance),
      runTbtMs: mobile.map((run) => run.summary.tbtMs),
      medianRun: mobile.indexOf(median) + 1,
      median: median.summary,
      diagnostics: diagnostics(median.lhr),
    },
    desktop: desktopRun ? { performance: desktopRun.summary.performance, lcpMs: desktopRun.summary.lcpMs } : null,
    lhr: { mobile: median.lhr, desktop: desktopRun?.lhr ?? null },
  };
}
