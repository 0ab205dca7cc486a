// `npm run bench`: production build, the composed site on localhost (ports +700), Lighthouse (mobile median of
// 3 + desktop once) and a first-visit download probe per route. Prints a table, writes
// bench-results/lighthouse.json over the last run's (earlier runs are in git's history) and bench-results/latest.md
// from it and the server load's result (tools/bench/report.mjs, writeLatest).
// See docs/benchmark.md.
//
//   node tools/bench.mjs [--no-build] [--routes /,/news/ibiza-popup] [--runs 3] [--no-desktop] [--save-lhr]
//   node tools/bench.mjs --base http://localhost:3000   a site already running there (the compose stack), with
//                                                        the sizes of the stack's images when an engine answers
//   node tools/bench.mjs --compare [a] [b]             two results side by side, each a file or <commit>:<path>;
//                                                        without them, HEAD's bench-results/lighthouse.json against
//                                                        the working tree's (tools/bench/result-files.mjs)
//   node tools/bench.mjs --first-tap [--no-build] [--base URL] [--runs 3] [--quiet]   only the first-tap probe
//                                                        (tools/bench/first-tap.mjs): tap to visible effect on a phone
//   node tools/bench.mjs --server-load [--no-build] [--base URL]   only the servers' load
//                                                        (tools/bench/server-load.mjs): requests/s and p99 with autocannon
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareFiles } from './bench/compare.mjs';
import { runFirstTapCommand } from './bench/first-tap.mjs';
import { runServerLoadCommand } from './bench/server-load.mjs';
import { launchBrowser, probeFirstVisit } from './bench/first-visit.mjs';
import { auditRoute } from './bench/lighthouse-runner.mjs';
import { CHROME_PATH } from './bench/chrome.mjs';
import { textReport, writeLatest } from './bench/report.mjs';
import { imageSizes } from './bench/image-sizes.mjs';
import { BUDGETS_FILE, missedBudgets } from './bench/lighthouse-budgets.mjs';
import { measureRedeployCost } from './bench/redeploy-cost.mjs';
import { compareSpecs, LHR_DIR, measuredCommit, writeResult } from './bench/result-files.mjs';
import { startTopology } from './run-topology.mjs';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT_OFFSET = 700;
const DEFAULT_ROUTES = ['/', '/collections/carriel', '/configure/patron', '/news/ibiza-popup', '/legal/privacy-policy'];

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @param {string} name */
  const valueOf = (name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const compareIndex = argv.indexOf('--compare');
  const afterCompare = compareIndex >= 0 ? argv.slice(compareIndex + 1) : [];
  const nextFlag = afterCompare.findIndex((arg) => arg.startsWith('--'));
  return {
    compare: compareIndex >= 0 ? afterCompare.slice(0, nextFlag >= 0 ? nextFlag : undefined) : null,
    build: !argv.includes('--no-build'),
    desktop: !argv.includes('--no-desktop'),
    saveLhr: argv.includes('--save-lhr'),
    mobileRuns: Number(valueOf('--runs') ?? 3),
    routes: valueOf('--routes')?.split(',') ?? DEFAULT_ROUTES,
    base: valueOf('--base')?.replace(/\/+$/, '') ?? null,
    firstTap: argv.includes('--first-tap'),
    serverLoad: argv.includes('--server-load'),
  };
}

/** @param {string} command @param {string[]} args */
function output(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** @param {string} message */
const log = (message) => process.stderr.write(`${message}\n`);

/** service -> its Dockerfile target, from docker-compose.yml. */
function composeTargets() {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  return Object.fromEntries(
    Object.entries(compose.services).map(([service, definition]) => [service, definition.build.target]),
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.compare) {
    console.log(compareFiles(...compareSpecs(options.compare)));
    return;
  }
  process.env.CHROME_PATH = CHROME_PATH;
  if (options.firstTap) {
    await runFirstTapCommand({
      base: options.base,
      runs: options.mobileRuns,
      build: options.build,
      quietTimeoutS: process.argv.includes('--quiet') ? 3600 : 0,
    });
    return;
  }
  const started = Date.now();
  const startedAt = new Date().toISOString();
  if (options.build && !options.base) {
    log('Building production bundles (tools/build-all.mjs)…');
    const build = spawnSync(process.execPath, ['tools/build-all.mjs'], { cwd: ROOT, stdio: ['ignore', 2, 'inherit'] });
    if (build.status !== 0) throw new Error('Build failed');
  }
  if (options.serverLoad) {
    await runServerLoadCommand({ base: options.base });
    return;
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casa-carriel-bench-'));
  // A site given by --base keeps the topology's ports (3000 for the host …), shifted as its host's port is.
  const topology = options.base
    ? { siteUrl: options.base, close: async () => undefined }
    : await startTopology({ portOffset: PORT_OFFSET, collector: true, dataDir });
  const portOffset = options.base ? Number(new URL(options.base).port || 80) - 3000 : PORT_OFFSET;
  const routes = [];
  /** @type {Record<string, any>} */
  const lhrs = {};
  /** @type {any} */
  let redeployCost = null;
  try {
    const browser = await launchBrowser();
    try {
      for (const route of options.routes) {
        const url = `${topology.siteUrl}${route}`;
        log(`\n${route}`);
        const firstVisit = await probeFirstVisit(browser, url, { portOffset });
        log(
          `  first visit: ${(firstVisit.js.encoded / 1024).toFixed(1)} KB JS compressed, ${firstVisit.requests} requests, chain ${firstVisit.chainBeforeLcp.depth}`,
        );
        routes.push({ route, url, firstVisit, lighthouse: null });
      }
    } finally {
      await browser.close();
    }
    // Lighthouse after the probes, so the two browsers never compete for the 2 cores.
    for (const entry of routes) {
      log(`\n${entry.route} (Lighthouse)`);
      const { lhr, ...lighthouse } = await auditRoute(entry.url, {
        mobileRuns: options.mobileRuns,
        desktop: options.desktop,
        progress: (m) => log(`  ${m}`),
      });
      entry.lighthouse = lighthouse;
      lhrs[entry.route] = lhr;
    }
    // A redeploy needs a copy of the site this benchmark serves itself (it swaps the catalog's folder).
    if (!options.base) {
      log('\nRedeploy under an open page (catalog)');
      redeployCost = await measureRedeployCost(/** @type {any} */ (topology));
    }
  } finally {
    await topology.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const result = {
    startedAt,
    durationS: Math.round((Date.now() - started) / 1000),
    ...measuredCommit(),
    machine: `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)} at the end, Node ${process.version}`,
    lighthouseVersion,
    chromium: output(CHROME_PATH, ['--version']) ?? CHROME_PATH,
    options: {
      mobileRuns: options.mobileRuns,
      desktop: options.desktop,
      portOffset,
      build: options.build && !options.base,
      base: options.base,
    },
    routes,
    budgets: {
      file: BUDGETS_FILE,
      missed: missedBudgets(
        routes,
        Object.fromEntries(Object.entries(lhrs).map(([route, lhr]) => [route, lhr.mobile])),
      ),
    },
    images: options.base ? imageSizes(composeTargets()) : null,
    redeployCost,
  };

  const jsonFile = writeResult(options.base ? 'lighthouseRunningSite' : 'lighthouse', result);
  // latest.md from every result there: these tables, and the server load's section when it has a result.
  writeLatest();
  // The full reports are large and per run: kept only on request, in a gitignored folder that each run empties.
  if (options.saveLhr) rmSync(LHR_DIR, { recursive: true, force: true });
  const lhrDir = options.saveLhr ? LHR_DIR : mkdtempSync(path.join(os.tmpdir(), 'casa-carriel-lhr-'));
  mkdirSync(lhrDir, { recursive: true });
  for (const [route, lhr] of Object.entries(lhrs)) {
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
    writeFileSync(path.join(lhrDir, `${name}.mobile.json`), JSON.stringify(lhr.mobile));
    if (lhr.desktop) writeFileSync(path.join(lhrDir, `${name}.desktop.json`), JSON.stringify(lhr.desktop));
  }

  console.log(`\n${textReport(result)}\n`);
  console.log(
    `Full result: ${path.relative(ROOT, jsonFile)}; Markdown: bench-results/latest.md; Lighthouse reports (median mobile, desktop): ${lhrDir}`,
  );
  console.log(`Took ${result.durationS} s.`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
