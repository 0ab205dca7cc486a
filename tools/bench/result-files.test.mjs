import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { markdownReport, writeLatest } from './report.mjs';
import { compareSpecs, readResult, RESULT_FILES, writeResult } from './result-files.mjs';

describe('benchmark results: one file per benchmark', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-results-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names each benchmark once, with no time in the name', () => {
    const names = Object.values(RESULT_FILES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z-]+\.json$/);
  });

  it('writes a run over the previous one', async () => {
    const first = writeResult('serverLoad', { run: 1 }, dir);
    const second = writeResult('serverLoad', { run: 2 }, dir);
    expect(second).toBe(first);
    expect(path.basename(first)).toBe('server-load.json');
    expect(await readdir(dir)).toEqual(['server-load.json']);
    expect(JSON.parse(await readFile(first, 'utf8'))).toEqual({ run: 2 });
  });

  it('reads a file, or the file as committed when given <commit>:<path>', async () => {
    const git = (...args) => {
      const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
    };
    git('init', '-q');
    await writeFile(path.join(dir, 'lighthouse.json'), '{"run":1}\n');
    git('add', 'lighthouse.json');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'run 1');
    await writeFile(path.join(dir, 'lighthouse.json'), '{"run":2}\n');
    expect(readResult('lighthouse.json', { cwd: dir, root: dir })).toEqual({ run: 2 });
    expect(readResult(path.join(dir, 'lighthouse.json'))).toEqual({ run: 2 });
    expect(readResult('HEAD:lighthouse.json', { cwd: dir, root: dir })).toEqual({ run: 1 });
    expect(() => readResult('HEAD:missing.json', { cwd: dir, root: dir })).toThrow(/git show HEAD:missing.json/);
    expect(() => readResult('missing.json', { cwd: dir, root: dir })).toThrow(/no such file/);
  });

  it('compares the committed result with the last run unless told which', () => {
    expect(compareSpecs([])).toEqual(['HEAD:bench-results/lighthouse.json', 'bench-results/lighthouse.json']);
    expect(compareSpecs(['HEAD~2:bench-results/lighthouse.json'])).toEqual([
      'HEAD~2:bench-results/lighthouse.json',
      'bench-results/lighthouse.json',
    ]);
    expect(compareSpecs(['a.json', 'b.json'])).toEqual(['a.json', 'b.json']);
    expect(() => compareSpecs(['a', 'b', 'c'])).toThrow(/Usage/);
  });
});

describe('bench-results/latest.md: made from every result there', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bench-latest-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const lighthouse = {
    startedAt: '2026-11-28T03:05:53.697Z',
    commit: 'abc1234',
    machine: '2 cores, load 2.5 at the end, Node v24',
    lighthouseVersion: '13.5.0',
    chromium: 'Chromium 156',
    options: { mobileRuns: 3, base: null },
    routes: [
      {
        route: '/',
        lighthouse: { mobile: { median: { performance: 99, tbtMs: 0 }, runs: [99, 99, 99], runTbtMs: [0, 41, 0] } },
        firstVisit: null,
      },
    ],
    images: null,
    redeployCost: null,
  };
  const target = (label, kind, requestsPerSecond, p99, pass = true) => ({
    id: label,
    kind,
    label,
    url: 'http://localhost:3700/',
    requestsPerSecond,
    latencyMs: { p50: 1, p90: 2, p99, max: 30 },
    throughputKBps: 1000,
    requests: requestsPerSecond * 10,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    budget:
      kind === 'page' ? { minRequestsPerSecond: 1500, maxP99Ms: 50 } : { minRequestsPerSecond: 2500, maxP99Ms: 30 },
    pass: { requestsPerSecond: pass, p99: true, allAnswered: true },
  });
  const serverLoad = {
    measuredAt: '2026-11-28T12:00:00.000Z',
    site: 'own copy (tools/run-topology.mjs, offset 700) of the dist/ folders',
    durationPerTargetS: 10,
    connections: 16,
    machine: '2 cores, load 1.0 at the start and 1.5 at the end, Node v24',
    results: [
      target('composed page /', 'page', 8000, 6),
      target('host: hydration loader (brotli)', 'static', 2400, 12, false),
    ],
  };
  const latest = () => readFile(path.join(dir, 'latest.md'), 'utf8');

  it('keeps the Lighthouse tables as they were when the server load is measured', async () => {
    writeResult('lighthouse', lighthouse, dir);
    writeLatest(dir);
    expect(await latest()).toBe(markdownReport(lighthouse));

    writeResult('serverLoad', serverLoad, dir);
    writeLatest(dir);
    const markdown = await latest();
    expect(markdown.startsWith(markdownReport(lighthouse))).toBe(true);
    expect(markdown).toContain('| / | 99 |');
    expect(markdown).toContain('## Server load 2026-11-28T12:00:00.000Z');
    expect(markdown).toContain('2 cores, load 1.0 at the start and 1.5 at the end');
    expect(markdown).toContain('| composed page / | 8000 | 1 | 6 | 30 | 1000 | 0 / 0 | ≥ 1500 pass | ≤ 50 pass |');
    expect(markdown).toContain(
      '| host: hydration loader (brotli) | 2400 | 1 | 12 | 30 | 1000 | 0 / 0 | ≥ 2500 **fail** |',
    );
    expect(markdown).toContain('Composed pages: 8000 req/s, p50 1 ms, p99 6 ms. Static files: 2400 req/s');
    expect(markdown).toContain('Over budget (reported, never asserted): host: hydration loader (brotli).');
  });

  it('says under the table which budget each route missed', () => {
    const missed = [{ route: '/', budget: 'categories:performance >= 1', actual: 0.99 }];
    const budgets = { file: 'lighthouserc.json', missed };
    expect(markdownReport({ ...lighthouse, budgets })).toContain('| / | 99 |');
    expect(markdownReport({ ...lighthouse, budgets })).toContain(
      'Budgets (Lighthouse scores in lighthouserc.json, checked by Lighthouse CI; first-visit JS ≤ 8.5 KB): Missed: / categories:performance >= 1 (0.99).',
    );
    expect(markdownReport({ ...lighthouse, budgets: { ...budgets, missed: [] } })).toContain(
      '8.5 KB): Met on every route.',
    );
  });

  it("keeps a running site's Lighthouse tables beside the own copy's, a heading level down", async () => {
    writeResult('lighthouse', lighthouse, dir);
    writeResult('lighthouseRunningSite', { ...lighthouse, startedAt: '2026-11-30T09:00:00.000Z' }, dir);
    writeLatest(dir);
    const markdown = await latest();
    expect(markdown.startsWith(markdownReport(lighthouse))).toBe(true);
    expect(markdown).toContain('\n## Benchmark 2026-11-30T09:00:00.000Z\n');
    expect(markdown.split('| / | 99 |')).toHaveLength(3);
  });

  const tap = (id, visit, runs, budgetMs = 100) => {
    const sorted = [...runs].sort((a, b) => a - b);
    const medianMs = sorted[Math.floor(sorted.length / 2)];
    return {
      id,
      route: '/',
      visit,
      runs: runs.length,
      failed: 0,
      runDetails: runs.map((ms) => ({ ok: true, tapToEffectMs: ms })),
      medianMs,
      worstMs: sorted.at(-1),
      pass: { median: medianMs <= budgetMs, worst: sorted.at(-1) <= 200 },
      inpMedianMs: 12,
      inpWorstMs: 40,
      shellHydratedAtTap: 0,
      runsUnderOtherSuites: 0,
      setupMedianMs: null,
    };
  };
  const firstTap = (topology, cases) => ({
    startedAt: '2026-11-29T06:00:00.000Z',
    commit: 'def5678',
    dirty: false,
    machine: '2 cores, load 1.2 at the start and 2.0 at the end, Node v24',
    topology,
    method: { budget: { medianMs: 100, worstMs: 200 } },
    cases,
  });

  it("shows each topology's first taps against the budgets, between the Lighthouse tables and the server load", async () => {
    writeResult('lighthouse', lighthouse, dir);
    writeResult('serverLoad', serverLoad, dir);
    writeResult('firstTap', firstTap('own copy of the dist/ folders', [tap('menu', 'first', [90, 130, 120])]), dir);
    writeResult(
      'firstTapRunningSite',
      firstTap('running site at http://localhost:3000', [
        tap('menu', 'first', [80, 70, 95]),
        tap('accordion', 'returning', [60, 210, 50]),
      ]),
      dir,
    );
    writeLatest(dir);
    const markdown = await latest();
    expect(markdown.startsWith(markdownReport(lighthouse))).toBe(true);
    const ownCopy = markdown.indexOf('Site measured: own copy of the dist/ folders. Commit def5678');
    const runningSite = markdown.indexOf('Site measured: running site at http://localhost:3000');
    expect(ownCopy).toBeGreaterThan(0);
    expect(runningSite).toBeGreaterThan(ownCopy);
    expect(markdown.indexOf('## Server load')).toBeGreaterThan(runningSite);
    expect(markdown).toContain(
      '| menu | / | first | 90 / 130 / 120 | 120 | 130 | **fail** | pass | <16 / 40 | 0/3 |  |',
    );
    expect(markdown).toContain('Medians within 100 ms: 0 of 1; worst runs within 200 ms: 1 of 1');
    expect(markdown).toContain('| accordion | / | returning | 60 / 210 / 50 | 60 | 210 | pass | **fail** |');
    expect(markdown).toContain('Medians within 100 ms: 2 of 2; worst runs within 200 ms: 1 of 2');
  });

  it('keeps the server load when the Lighthouse benchmark runs, and shows it alone before any Lighthouse run', async () => {
    writeResult('serverLoad', serverLoad, dir);
    writeLatest(dir);
    expect(await latest()).toMatch(/^# Benchmark\n\n## Server load /);

    writeResult('lighthouse', lighthouse, dir);
    writeLatest(dir);
    const markdown = await latest();
    expect(markdown.startsWith(markdownReport(lighthouse))).toBe(true);
    expect(markdown).toContain('| composed page / | 8000 |');
  });
});
