// First tap: how long a visitor's first tap takes to show its effect, on a phone, on a first visit
// (no cookie: a complete pre-rendered page that starts its application on that tap, decision 0008) and on a
// returning one (the consent cookie set: the application starts at once). See docs/benchmark.md, "First tap".
//
//   node tools/node24.mjs node tools/bench/first-tap.mjs [--base URL] [--runs 3] [--build] [--cases menu,accordion]
//                                                         [--visits first,returning] [--quiet [seconds]]
//   node tools/bench.mjs --first-tap [--no-build] [--base URL] [--runs 3]   the same, from the benchmark's entry
//
// Without --base it serves its own copy of the site as `npm start` does (the dist/ folders, compressed, each
// deployable on its own origin, the collector beside them) on the benchmark's ports (offset 700). Writes
// bench-results/first-tap.json over the last run's and prints a Markdown table. Budgets are reported, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Cookies from 'js-cookie';
import { CHROME_PATH } from './chrome.mjs';
import { launchBrowser } from './first-visit.mjs';
import { TAP_CASES, caseFor } from './first-tap-cases.mjs';
import { armTapProbe, installTapProbe } from './first-tap-page.mjs';
import { firstTapMarkdown, writeLatest } from './report.mjs';
import { measuredCommit, writeResult } from './result-files.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FIRST_TAP_PORT_OFFSET = 700;

/** The budgets for the time from the tap to its visible effect (docs/benchmark.md, "First tap"). */
export const BUDGET = { medianMs: 100, worstMs: 200 };

/**
 * The phone: Lighthouse's mobile figures, applied through the DevTools protocol to the real browser (no simulation).
 * 1.6 Mbit/s and 750 kbit/s are decimal (200,000 and 93,750 bytes per second).
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};
/** How long the visitor reads after the `load` event before tapping. */
export const READING_MS = 1000;
/**
 * After bringing a control into view, how long before the tap: a finger lands on a control some time after the scroll
 * that showed it, not in the scroll's own frame, and the scroll's work (images decoded, the header's change) is the
 * scroll's, not the tap's.
 */
const SCROLL_SETTLE_MS = 500;
/** How long the probe waits for a tap's effect before calling the run failed. */
const EFFECT_TIMEOUT_MS = 30_000;
/** After the effect, for the browser to deliver the tap's Event Timing entries. */
const EVENT_TIMING_SETTLE_MS = 1000;

/** @param {string} message */
const log = (message) => process.stderr.write(`${message}\n`);

/**
 * Whether another browser suite, a build or the compose stack's start runs on this machine now (their load makes
 * any figure meaningless), and the load average.
 */
export function machineNow() {
  const others = spawnSync('pgrep', ['-f', 'test-compose.mjs|playwright test|compose/up.mjs|build-all.mjs'], {
    encoding: 'utf8',
  });
  return {
    load1: Math.round(os.loadavg()[0] * 10) / 10,
    otherSuiteRunning: others.status === 0 && others.stdout.trim() !== '',
    othersBusy: busyOthers(),
  };
}

/** @param {ReturnType<typeof machineNow>} machine */
const isQuiet = (machine) => !machine.otherSuiteRunning && machine.othersBusy.length === 0;

/**
 * Waits until nothing else runs (checked every 10 s), or until `giveUpAt`; returns the machine as it then was.
 * @param {number} giveUpAt
 */
async function quietMachine(giveUpAt) {
  let machine = machineNow();
  const started = Date.now();
  while (!isQuiet(machine) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    machine = machineNow();
  }
  return { ...machine, waitedForQuietS: Math.round((Date.now() - started) / 1000) };
}

/**
 * Processes outside this one's tree that kept a core busy over the last second (two samples of /proc): what else
 * competed for the 2 cores. A name and the share of one core, e.g. "node 85%".
 */
function busyOthers() {
  const sample = () => {
    /** @type {Map<number, { ppid: number, name: string, ticks: number }>} */
    const processes = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // ppid, then utime + stime in clock ticks (100 a second)
        processes.set(Number(entry), { ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // gone meanwhile
      }
    }
    return processes;
  };
  const before = sample();
  spawnSync('sleep', ['1']);
  const after = sample();
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of after) {
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  const busy = [];
  for (const [pid, { name, ticks }] of after) {
    const share = ticks - (before.get(pid)?.ticks ?? ticks); // ticks in about one second = percent of one core
    if (!mine.has(pid) && share >= 20) busy.push(`${name} ${share}%`);
  }
  return busy;
}

/** The consent contract's cookie name and version (shared/src/consent.ts), read from the source so that they follow it. */
function consentContract() {
  const source = readFileSync(path.join(ROOT, 'shared/src/consent.ts'), 'utf8');
  const name = source.match(/export const CONSENT_COOKIE_NAME = '([^']+)'/)?.[1];
  const version = Number(source.match(/export const CONSENT_VERSION = (\d+)/)?.[1]);
  if (!name || !Number.isInteger(version))
    throw new Error('shared/src/consent.ts: CONSENT_COOKIE_NAME or CONSENT_VERSION not found');
  return { name, version };
}

/**
 * The cookie a visitor has after "Reject All" (essential only), written as the consent remote writes it: the JSON
 * of StoredConsent, encoded by js-cookie's converter, path /, SameSite Lax, 365 days.
 * @param {string} siteUrl
 */
export function returningVisitorCookie(siteUrl) {
  const { name, version } = consentContract();
  const value = JSON.stringify({
    essential: true,
    functional: false,
    analytics: false,
    marketing: false,
    version,
    decidedAt: new Date().toISOString(),
  });
  const url = new URL(siteUrl);
  return {
    name,
    value: Cookies.converter.write(value, name),
    domain: url.hostname,
    path: '/',
    sameSite: /** @type {'Lax'} */ ('Lax'),
    secure: url.protocol === 'https:',
    expires: Math.round(Date.now() / 1000) + 365 * 24 * 3600,
  };
}

/**
 * Applies the phone's CPU and network to a page, through CDP.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function applyPhoneProfile(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
}

/**
 * Waits until `condition` (JavaScript source of an expression) holds in the page, checking every 50 ms in the page
 * itself. Playwright's waitForFunction evaluates a string with eval, which the site's Content-Security-Policy forbids.
 * @param {import('playwright-core').Page} page
 * @param {string} condition
 */
async function waitInPage(page, condition) {
  const holds = await page.evaluate(`new Promise((resolve) => {
    const deadline = performance.now() + ${EFFECT_TIMEOUT_MS};
    const check = () => {
      let value = false;
      try { value = Boolean(${condition}); } catch { value = false; }
      if (value || performance.now() > deadline) resolve(value);
      else setTimeout(check, 50);
    };
    check();
  })`);
  if (!holds) throw new Error(`timed out waiting for ${condition.slice(0, 120)}`);
}

/**
 * Evaluates `armTapProbe(pick, effect, options)` in the page. Sent as source text (CDP evaluation is not subject to
 * the page's Content-Security-Policy, whereas `new Function` in the page would be).
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof caseFor>} tapCase
 */
function arm(page, tapCase) {
  return page.evaluate(
    `(${armTapProbe})(${tapCase.pick}, ${tapCase.effect}, ${JSON.stringify(tapCase.options ?? {})})`,
  );
}

/**
 * Taps the case's control as a finger does (CDP touch events at its centre: touchstart, then touchend; the browser
 * makes the pointer events and the click) and waits for the effect. Returns the in-page record.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof caseFor>} tapCase
 */
async function tapAndWait(page, tapCase) {
  // A control the application renders (the corner button of a returning visitor) may not be there yet.
  const waitStarted = Date.now();
  await waitInPage(page, `(${tapCase.pick})(${JSON.stringify(tapCase.options ?? {})})?.element`);
  const waitedForTargetMs = Date.now() - waitStarted;
  let armed = await arm(page, tapCase);
  if (armed.ok && armed.scrolled) {
    await page.waitForTimeout(SCROLL_SETTLE_MS);
    armed = { ...(await arm(page, tapCase)), scrolled: true };
  }
  if (!armed.ok) throw new Error(`${tapCase.id}: ${armed.reason}`);
  await page.touchscreen.tap(armed.x, armed.y);
  await waitInPage(page, 'window.__firstTap.result !== null');
  return { armed, waitedForTargetMs };
}

/**
 * What the page recorded about the measured tap.
 * @param {any} probe  window.__firstTap
 */
export function tapFigures(probe) {
  const touch = probe.inputs.find(
    (/** @type {any} */ input) => input.type === 'touchstart' || input.type === 'pointerdown',
  );
  const click = probe.inputs.find((/** @type {any} */ input) => input.type === 'click');
  if (!touch || !probe.result) return null;
  // The tap's interaction: the Event Timing entries at or after its first input that carry an interaction id.
  const tapEntries = probe.events.filter(
    (/** @type {any} */ entry) => entry.interactionId > 0 && entry.startTime >= touch.timeStamp - 1,
  );
  const interactionId =
    tapEntries.length > 0 ? Math.min(...tapEntries.map((/** @type {any} */ entry) => entry.interactionId)) : null;
  const interaction = tapEntries.filter((/** @type {any} */ entry) => entry.interactionId === interactionId);
  const round = (/** @type {number} */ ms) => Math.round(ms);
  return {
    tapToEffectMs: round(probe.result.frameAt - touch.timeStamp),
    tapToDomMs: round(probe.result.effectAt - touch.timeStamp),
    seenBy: probe.result.via,
    clickAfterTouchMs: click ? round(click.timeStamp - touch.timeStamp) : null,
    // Event Timing: the longest event of the tap's interaction (the INP of a page with this one interaction);
    // null when every event took under 16 ms (the observer's smallest threshold).
    inpMs: interaction.length > 0 ? Math.max(...interaction.map((/** @type {any} */ entry) => entry.duration)) : null,
    inpEvents: interaction.map((/** @type {any} */ entry) => ({
      name: entry.name,
      duration: entry.duration,
      inputDelay: round(entry.processingStart - entry.startTime),
      processing: round(entry.processingEnd - entry.processingStart),
    })),
    firstInput:
      probe.firstInput && probe.firstInput.startTime >= touch.timeStamp - 1
        ? {
            name: probe.firstInput.name,
            duration: probe.firstInput.duration,
            inputDelay: round(probe.firstInput.processingStart - probe.firstInput.startTime),
          }
        : null,
    shellHydratedAtTap: touch.shellHydrated,
    partHydratedAtTap: touch.partHydrated,
    applicationRequestedBeforeTap: probe.beforeTap?.applicationRequested ?? null,
    shellHydratedAfterTapMs: probe.shellHydratedAt === null ? null : round(probe.shellHydratedAt - touch.timeStamp),
  };
}

/**
 * One run of one case: a fresh context, the phone, load, reading, (setup), the tap, the effect.
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl
 * @param {import('./first-tap-cases.mjs').TapCase} baseCase
 * @param {'first'|'returning'} visit
 * @param {string} emailTag  makes each newsletter signup's address unique
 */
async function runOnce(browser, siteUrl, baseCase, visit, emailTag) {
  const tapCase = caseFor(baseCase, visit);
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  try {
    if (visit === 'returning') await context.addCookies([returningVisitorCookie(siteUrl)]);
    await context.addInitScript(installTapProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyPhoneProfile(cdp);
    const navigationStarted = Date.now();
    await page.goto(`${siteUrl}${tapCase.route}`, { waitUntil: 'load', timeout: 120_000 });
    const loadMs = Date.now() - navigationStarted;
    // A page that navigates or reloads by itself after its load (a build replaced under it, a language) is no
    // measurement: said in the run's error.
    /** @type {string[]} */
    const laterNavigations = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) laterNavigations.push(frame.url());
    });
    try {
      return { ok: true, loadMs, ...(await tapOnLoadedPage(page, tapCase, visit, emailTag)) };
    } catch (error) {
      if (laterNavigations.length === 0) throw error;
      throw new Error(
        `the page navigated by itself to ${laterNavigations.join(', ')} (${String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0]})`,
        { cause: error },
      );
    }
  } finally {
    await context.close();
  }
}

/**
 * The part of a run after the `load` event: reading, the case's setup, the tap, what the page recorded.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof caseFor>} tapCase
 * @param {'first'|'returning'} visit
 * @param {string} emailTag
 */
async function tapOnLoadedPage(page, tapCase, visit, emailTag) {
  await page.waitForTimeout(READING_MS);

  /** @type {Record<string, number>} */
  const setup = {};
  if (tapCase.setup?.before) {
    const before = caseFor(/** @type {any} */ (TAP_CASES.find((c) => c.id === tapCase.setup?.before)), visit);
    const started = Date.now();
    await tapAndWait(page, before);
    setup.beforeTapMs = Date.now() - started;
    await page.waitForTimeout(tapCase.setup.pauseMs ?? 0);
  }
  if (tapCase.setup?.fillEmail) {
    // Typing the address is the first interaction: the pre-rendered Subscribe button stays disabled until the
    // application has adopted what was typed. The measured tap is the first the button can take.
    const started = Date.now();
    await page.locator(tapCase.setup.fillEmail).fill(`first-tap+${emailTag}@example.com`);
    await waitInPage(
      page,
      `document.querySelector(${JSON.stringify(tapCase.setup.fillEmail)})?.form?.querySelector('button[type="submit"]')?.disabled === false`,
    );
    setup.fillToEnabledMs = Date.now() - started;
  }

  const { armed, waitedForTargetMs } = await tapAndWait(page, tapCase);
  await page.waitForTimeout(EVENT_TIMING_SETTLE_MS);
  const probe = await page.evaluate('({ ...window.__firstTap, armed: null })');
  const figures = tapFigures(probe);
  if (!figures) throw new Error(`${tapCase.id}: no touch input or no effect recorded`);
  return { waitedForTargetMs, scrolled: armed.scrolled, setup, ...figures, probeError: probe.error ?? undefined };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * Median, worst and the budgets of one case and visit kind.
 * @param {any[]} runs
 */
export function summarise(runs) {
  const measured = runs.filter((run) => run.ok);
  const times = measured.map((run) => run.tapToEffectMs);
  const inps = measured.map((run) => run.inpMs ?? 0);
  const medianMs = median(times);
  const worstMs = times.length > 0 ? Math.max(...times) : null;
  return {
    runs: runs.length,
    failed: runs.length - measured.length,
    tapToEffectMs: times,
    medianMs,
    worstMs,
    pass: {
      median: medianMs !== null && medianMs <= BUDGET.medianMs,
      worst: worstMs !== null && worstMs <= BUDGET.worstMs && measured.length === runs.length,
    },
    inpMedianMs: median(inps),
    inpWorstMs: inps.length > 0 ? Math.max(...inps) : null,
    shellHydratedAtTap: measured.filter((run) => run.shellHydratedAtTap).length,
    partHydratedAtTap: measured.filter((run) => run.partHydratedAtTap).length,
    // Before the measured tap: the menu's own tap (menu-panel) or the typing that enables Subscribe (newsletter).
    setupMedianMs: median(
      measured
        .map((run) => run.setup?.beforeTapMs ?? run.setup?.fillToEnabledMs)
        .filter((ms) => typeof ms === 'number'),
    ),
    runsUnderOtherSuites: runs.filter((run) => run.machine?.otherSuiteRunning).length,
  };
}

/**
 * Every case, every visit kind, `runs` times, each in a fresh context; runs interleaved (all cases once, then
 * again) so that a change of the machine's load spreads over the cases.
 * @param {{ siteUrl: string, runs?: number, cases?: string[], visits?: Array<'first'|'returning'>, quietTimeoutS?: number }} options
 */
export async function measureFirstTaps({
  siteUrl,
  runs = 3,
  cases,
  visits = ['first', 'returning'],
  quietTimeoutS = 0,
}) {
  const selected = cases ? TAP_CASES.filter((c) => cases.includes(c.id)) : TAP_CASES;
  if (cases && selected.length !== cases.length)
    throw new Error(`Unknown case in ${cases.join(',')}; known: ${TAP_CASES.map((c) => c.id).join(', ')}`);
  const plan = selected.flatMap((tapCase) =>
    visits.filter((visit) => tapCase.visits.includes(visit)).map((visit) => ({ tapCase, visit })),
  );
  /** @type {Map<string, any[]>} */
  const results = new Map(plan.map(({ tapCase, visit }) => [`${tapCase.id}/${visit}`, []]));
  const stamp = Date.now().toString(36);
  const giveUpAt = Date.now() + quietTimeoutS * 1000;
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const { tapCase, visit } of plan) {
        let outcome;
        let redone = 0;
        for (;;) {
          const machine = quietTimeoutS > 0 ? await quietMachine(giveUpAt) : machineNow();
          try {
            outcome = {
              ...(await runOnce(browser, siteUrl, tapCase, visit, `${stamp}-${tapCase.id}-${visit}-${run}-${redone}`)),
              machine,
            };
          } catch (error) {
            outcome = {
              ok: false,
              error: String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0],
              machine,
            };
          }
          // With --quiet, a run during which the machine got busy is made again (the check comes right after it).
          if (quietTimeoutS === 0 || Date.now() > giveUpAt || isQuiet(machineNow())) break;
          redone += 1;
          log(`  run ${run} ${tapCase.id} (${visit}): the machine got busy meanwhile, again`);
        }
        outcome = { ...outcome, redone };
        if (outcome.ok)
          log(
            `  run ${run} ${tapCase.id} (${visit}): ${outcome.tapToEffectMs} ms to the effect, INP ${outcome.inpMs ?? '<16'} ms${outcome.shellHydratedAtTap ? '' : ', shell not hydrated at the tap'}${outcome.scrolled ? ', scrolled into view' : ''}`,
          );
        else log(`  run ${run} ${tapCase.id} (${visit}): FAILED ${outcome.error}`);
        results.get(`${tapCase.id}/${visit}`)?.push({ run, ...outcome });
      }
    }
  } finally {
    await browser.close();
  }
  return plan.map(({ tapCase, visit }) => {
    const shown = caseFor(tapCase, visit);
    const caseRuns = results.get(`${tapCase.id}/${visit}`) ?? [];
    return {
      id: tapCase.id,
      label: shown.label,
      route: tapCase.route,
      visit,
      effect: shown.effectText,
      ...summarise(caseRuns),
      runDetails: caseRuns,
    };
  });
}

/**
 * Measures, writes bench-results/first-tap.json (first-tap-running-site.json for a site given with `--base`) and
 * latest.md, and returns the result.
 * @param {{ siteUrl: string, runningSite?: boolean, runs?: number, cases?: string[], visits?: Array<'first'|'returning'>, quietTimeoutS?: number, topology: string }} options
 */
export async function firstTapBenchmark(options) {
  const startedAt = new Date().toISOString();
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  const cases = await measureFirstTaps(options);
  const output = (/** @type {string} */ command, /** @type {string[]} */ args) => {
    const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
    return result.status === 0 ? result.stdout.trim() : null;
  };
  const result = {
    kind: 'first-tap',
    startedAt,
    durationS: Math.round((Date.now() - started) / 1000),
    ...measuredCommit(),
    machine: `${os.cpus().length} cores, load ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end, Node ${process.version}`,
    chromium: output(CHROME_PATH, ['--version']) ?? CHROME_PATH,
    site: options.siteUrl,
    topology: options.topology,
    method: {
      phone: PHONE,
      readingMs: READING_MS,
      scrollSettleMs: SCROLL_SETTLE_MS,
      budget: BUDGET,
      tapToEffect:
        'from the timeStamp of the tap\'s first input event (touchstart/pointerdown) to the first animation frame after the effect is in the DOM (see docs/benchmark.md, "First tap")',
      inp: "Event Timing: the longest 'event' entry (durationThreshold 16) of the tap's interaction; null or 0 = under 16 ms",
      returningVisitor: 'consent cookie as after Reject All (essential only)',
    },
    cases,
  };
  const file = writeResult(options.runningSite ? 'firstTapRunningSite' : 'firstTap', result);
  writeLatest();
  return { result, file };
}

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @param {string} name */
  const valueOf = (name) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    base: valueOf('--base')?.replace(/\/+$/, '') ?? null,
    runs: Number(valueOf('--runs') ?? 3),
    build: argv.includes('--build'),
    cases: valueOf('--cases')?.split(','),
    visits: /** @type {Array<'first'|'returning'> | undefined} */ (valueOf('--visits')?.split(',')),
    // --quiet [seconds]: each run waits until no other suite, build or busy process runs, and is made again if
    // the machine got busy during it; after that many seconds (default 3600) it measures whatever the load.
    quietTimeoutS: argv.includes('--quiet')
      ? Number(/^\d+$/.test(valueOf('--quiet') ?? '') ? valueOf('--quiet') : 3600)
      : 0,
  };
}

/**
 * The whole command: the site (its own copy unless `base`), the measurement, the report.
 * @param {{ base: string|null, runs: number, build: boolean, cases?: string[], visits?: Array<'first'|'returning'>, quietTimeoutS?: number }} options
 */
export async function runFirstTapCommand(options) {
  if (options.build && !options.base) {
    log('Building production bundles (tools/build-all.mjs)…');
    const build = spawnSync(process.execPath, ['tools/build-all.mjs'], { cwd: ROOT, stdio: ['ignore', 2, 'inherit'] });
    if (build.status !== 0) throw new Error('Build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casa-carriel-first-tap-'));
  const { startTopology } = await import('../run-topology.mjs');
  const topology = options.base
    ? { siteUrl: options.base, close: async () => undefined }
    : await startTopology({ portOffset: FIRST_TAP_PORT_OFFSET, collector: true, dataDir });
  try {
    log(`First tap on ${topology.siteUrl}: ${options.runs} run(s) per case and visit kind`);
    const { result, file } = await firstTapBenchmark({
      siteUrl: topology.siteUrl,
      runningSite: Boolean(options.base),
      runs: options.runs,
      cases: options.cases,
      visits: options.visits,
      quietTimeoutS: options.quietTimeoutS ?? 0,
      topology: options.base
        ? `running site at ${options.base}`
        : `own copy (tools/run-topology.mjs, offset ${FIRST_TAP_PORT_OFFSET}) of the dist/ folders`,
    });
    console.log(`\n${firstTapMarkdown(result)}\n`);
    console.log(
      `Budgets: median ≤ ${BUDGET.medianMs} ms, worst ≤ ${BUDGET.worstMs} ms, from the tap to the frame that shows its effect. Reported, not asserted.`,
    );
    console.log(`Full result: ${path.relative(ROOT, file)}; took ${result.durationS} s; ${result.machine}.`);
    return result;
  } finally {
    await topology.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFirstTapCommand(parseArgs(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
