// Where each benchmark keeps its result: one file per benchmark in bench-results/, overwritten by every run. The
// earlier results are in git's history (`git log -p bench-results/lighthouse.json`), and `--compare` reads a
// committed one as `<commit>:<path>` (docs/benchmark.md, "Results").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RESULTS_DIR = path.join(ROOT, 'bench-results');

/** Each benchmark's one result file, in bench-results/. */
export const RESULT_FILES = {
  /** `npm run bench`: Lighthouse and the first-visit probe per route, the redeploy cost, the images' sizes. */
  lighthouse: 'lighthouse.json',
  /** The same on a running site (`--base`: the compose stack). */
  lighthouseRunningSite: 'lighthouse-running-site.json',
  /** `npm run bench -- --first-tap`, tools/bench/first-tap.mjs. */
  firstTap: 'first-tap.json',
  /** The same on a running site (`--base`: the compose stack, or `npm start`). */
  firstTapRunningSite: 'first-tap-running-site.json',
  /** `npm run bench -- --server-load`, tools/bench/server-load.mjs. */
  serverLoad: 'server-load.json',
  /** `npm run bench:collector`, tools/bench/collector-instances.mjs. */
  collector: 'collector.json',
};

/**
 * The commit a result measures, and whether the tree differs from it. Results of earlier runs, not yet committed,
 * are no change to what is measured: bench-results/ does not count.
 */
export function measuredCommit() {
  const git = (/** @type {string[]} */ args) => {
    const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    return result.status === 0 ? result.stdout.trim() : null;
  };
  return {
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: Boolean(git(['status', '--porcelain', '--', '.', ':!bench-results'])),
  };
}

/** The full Lighthouse reports `--save-lhr` keeps, replaced on each run; gitignored. */
export const LHR_DIR = path.join(RESULTS_DIR, 'lhr');

/**
 * Writes one benchmark's result over its previous one; returns the file's path.
 * @param {keyof typeof RESULT_FILES} benchmark
 * @param {unknown} result
 * @param {string} [dir]
 */
export function writeResult(benchmark, result, dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, RESULT_FILES[benchmark]);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/**
 * A result to compare: a file's path, or `<commit>:<path from the repository's root>` for the file as committed
 * there (`HEAD:bench-results/lighthouse.json`). A path that exists is read as a file, even with a colon in it.
 * @param {string} spec
 * @param {{ cwd?: string, root?: string }} [where]  cwd resolves a file's path, root is the repository
 */
export function readResult(spec, { cwd = process.cwd(), root = ROOT } = {}) {
  const file = path.resolve(cwd, spec);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const colon = spec.indexOf(':');
  if (colon <= 0) throw new Error(`${spec}: no such file (a committed result is <commit>:<path>)`);
  const shown = spawnSync('git', ['show', spec], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (shown.status !== 0) throw new Error(`git show ${spec} failed: ${shown.stderr.trim()}`);
  return JSON.parse(shown.stdout);
}

/**
 * The two results `--compare` puts side by side, from what follows it on the command line: none compares the
 * committed result of `npm run bench` with the one in the working tree (the run just made); one compares that
 * result (a file or `<commit>:<path>`) with the working tree's; two compare the first with the second.
 * @param {string[]} specs
 * @returns {[string, string]}
 */
export function compareSpecs(specs) {
  const current = path.posix.join('bench-results', RESULT_FILES.lighthouse);
  if (specs.length === 0) return [`HEAD:${current}`, current];
  if (specs.length === 1) return [/** @type {string} */ (specs[0]), current];
  if (specs.length === 2) return [/** @type {string} */ (specs[0]), /** @type {string} */ (specs[1])];
  throw new Error(
    'Usage: node tools/bench.mjs --compare [a] [b]   (a file, or <commit>:bench-results/lighthouse.json)',
  );
}
