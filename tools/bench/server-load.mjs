// Server load: how many requests a second the servers answer, and how slowly at the 99th percentile,
// for a composed page and for static files, measured with autocannon against a running copy of the site. The
// "before" of the move to a server framework, and the budget it must keep. See docs/benchmark.md, "Server load".
//
//   node tools/node24.mjs node tools/bench/server-load.mjs [--base URL] [--duration 10] [--connections 16]
//   node tools/bench.mjs --server-load [--no-build] [--base URL]    the same, from the benchmark's entry
//
// Without --base it serves its own copy of the site as `npm start` does (each deployable a process of its own, on
// the benchmark's ports, offset 700); with --base, a site already running there (npm start, the compose stack:
// the static remote file is found through the site's runtime config), nothing started. Writes
// bench-results/server-load.json over the last run's, its section of bench-results/latest.md (report.mjs,
// writeLatest) and prints a Markdown table.
// Budgets are reported, never asserted: this machine is shared.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { markdownTable, serverLoadRows, writeLatest } from './report.mjs';
import { writeResult } from './result-files.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT_OFFSET = 700;

/** As a browser asks: compressed, in English, no cookie (a first visit, the page the composer builds). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-GB,en;q=0.9', accept: 'text/html,*/*' };

/**
 * Budgets on this 2-core machine, shared by the load generator and every server: a composed page within 3x of a
 * static file, now that it is kept for its revalidation window (decision 0023); composed per request it went at
 * about 170 a second.
 */
export const SERVER_LOAD_BUDGETS = {
  page: { minRequestsPerSecond: 1500, maxP99Ms: 50 },
  static: { minRequestsPerSecond: 2500, maxP99Ms: 30 },
};

/** @param {string} message */
const log = (message) => process.stderr.write(`${message}\n`);

/**
 * The addresses measured: two composed pages, the host's loader (the one script of a first visit) and a remote's
 * entry, found in the site's own HTML and runtime config so that content hashes need no knowing.
 * @param {string} siteUrl
 */
async function targetsOf(siteUrl) {
  const html = await (await fetch(`${siteUrl}/`, { headers: BROWSER_HEADERS })).text();
  const loader = html.match(/\/hydration-loader\.[0-9a-f]+\.js/)?.[0];
  if (!loader) throw new Error(`${siteUrl}/ names no hydration loader: is it the site?`);
  const config = await (await fetch(`${siteUrl}/runtime-config.json`)).json();
  const catalogEntry = String(config.remotes?.catalog ?? '').replace(/mf-manifest\.json$/, 'remoteEntry.js');
  if (!catalogEntry.startsWith('http')) throw new Error('The runtime config names no catalog remote');
  return [
    { id: 'page-home', kind: 'page', label: 'composed page /', url: `${siteUrl}/` },
    { id: 'page-product', kind: 'page', label: 'composed page /configure/patron', url: `${siteUrl}/configure/patron` },
    { id: 'static-loader', kind: 'static', label: 'host: hydration loader (brotli)', url: `${siteUrl}${loader}` },
    { id: 'static-remote-entry', kind: 'static', label: 'catalog: remoteEntry.js (brotli)', url: catalogEntry },
  ];
}

/**
 * @param {string} url
 * @param {{ duration: number, connections: number }} options
 */
function load(url, { duration, connections }) {
  return autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
}

/**
 * @param {{ siteUrl: string, duration?: number, connections?: number }} options
 */
export async function measureServerLoad({ siteUrl, duration = 10, connections = 16 }) {
  const targets = await targetsOf(siteUrl);
  const results = [];
  for (const target of targets) {
    log(`  ${target.label}: warming up, then ${duration} s with ${connections} connections`);
    await load(target.url, { duration: 2, connections: 2 });
    const run = await load(target.url, { duration, connections });
    const budget = SERVER_LOAD_BUDGETS[/** @type {'page'|'static'} */ (target.kind)];
    const requestsPerSecond = Math.round(run.requests.average);
    results.push({
      ...target,
      requestsPerSecond,
      latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
      throughputKBps: Math.round(run.throughput.average / 1024),
      requests: run.requests.total,
      non2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      budget,
      pass: {
        requestsPerSecond: requestsPerSecond >= budget.minRequestsPerSecond,
        p99: run.latency.p99 <= budget.maxP99Ms,
        allAnswered: run.non2xx === 0 && run.errors === 0,
      },
    });
  }
  return results;
}

/** The table printed on stdout, as in latest.md. @param {Awaited<ReturnType<typeof measureServerLoad>>} results */
export function serverLoadMarkdown(results) {
  return markdownTable(serverLoadRows(results));
}

/**
 * The whole command: the site (its own copy unless `base`), the measurement, the report.
 * @param {{ base: string|null, duration?: number, connections?: number }} options
 */
export async function runServerLoadCommand({ base, duration = 10, connections = 16 }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casa-carriel-server-load-'));
  const { startTopology } = await import('../run-topology.mjs');
  const topology = base
    ? { siteUrl: base, close: async () => undefined }
    : await startTopology({ portOffset: PORT_OFFSET, collector: false, dataDir });
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  try {
    log(`Server load on ${topology.siteUrl}`);
    const results = await measureServerLoad({ siteUrl: topology.siteUrl, duration, connections });
    const result = {
      measuredAt: new Date().toISOString(),
      site: base
        ? `running site at ${base}`
        : `own copy (tools/run-topology.mjs, offset ${PORT_OFFSET}) of the dist/ folders`,
      durationPerTargetS: duration,
      connections,
      machine: `${os.cpus().length} cores, load ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end, Node ${process.version}`,
      tookS: Math.round((Date.now() - started) / 1000),
      results,
    };
    const file = writeResult('serverLoad', result);
    const latest = writeLatest();
    console.log(`\n${serverLoadMarkdown(results)}\n`);
    console.log(
      `Full result: ${path.relative(ROOT, file)}, with the other benchmarks' in ${path.relative(ROOT, latest)}; took ${result.tookS} s; ${result.machine}. Budgets reported, not asserted.`,
    );
    return result;
  } finally {
    await topology.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const valueOf = (/** @type {string} */ name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  runServerLoadCommand({
    base: valueOf('--base')?.replace(/\/+$/, '') ?? null,
    duration: Number(valueOf('--duration') ?? 10),
    connections: Number(valueOf('--connections') ?? 16),
  }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
