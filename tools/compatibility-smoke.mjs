// The compatibility smoke (docs/shipping-a-remote.md, "Compatibility"): the previous release's remotes composed by
// today's host, then today's remotes composed by the previous release's host, each passing the browser suite's
// smoke set on a local topology. Teams release on their own, so both pairs meet in production.
//
//   node tools/node24.mjs node tools/compatibility-smoke.mjs [--ref <commit>]
//
// The previous release is the commit deploy/previous-release.json names (or --ref). It is checked out beside this
// one (a git worktree in the system's temporary folder, kept for the next run), installed from its own lockfile and
// built with its own tools; each of its deployables then runs with its own server, as it did when it was released.
// Needs the commit in this clone: a shallow clone fetches its history from origin first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, seconds, step } from './compose/steps.mjs';
import { REMOTES } from '../platform/src/topology/topology.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PREVIOUS_RELEASE_FILE = path.join(ROOT, 'deploy/previous-release.json');
/** Clear of npm start (0), the browser suite's own sites (100 and up) and the benchmark's (700). */
const PORT_OFFSET = 500;

function git(args) {
  return spawnSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' });
}

function fail(message) {
  console.error(`compatibility-smoke: ${message}`);
  process.exit(1);
}

const refIndex = process.argv.indexOf('--ref');
const ref = refIndex > 0 ? process.argv[refIndex + 1] : JSON.parse(readFileSync(PREVIOUS_RELEASE_FILE, 'utf8')).commit;
const verify = () => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
let resolved = verify();
if (resolved.status !== 0 && git(['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true') {
  console.log(`${ref} is not in this shallow clone: fetching the history from origin`);
  git(['fetch', '--quiet', '--unshallow', 'origin']);
  resolved = verify();
}
if (resolved.status !== 0)
  fail(
    `the previous release ${ref} (${path.relative(ROOT, PREVIOUS_RELEASE_FILE)}) is not in this clone. A shallow clone needs its history: git fetch --unshallow`,
  );
const commit = resolved.stdout.trim();
const checkout = path.join(os.tmpdir(), `casa-carriel-release-${commit.slice(0, 12)}`);
const started = Date.now();

await step(`check out the previous release ${commit.slice(0, 12)} at ${checkout}`, async () => {
  if (existsSync(path.join(checkout, 'package.json'))) return console.log('  (there from an earlier run)');
  git(['worktree', 'prune']);
  const added = git(['worktree', 'add', '--detach', checkout, commit]);
  if (added.status !== 0) throw new Error(added.stderr);
});
await step('install its dependencies from its own lockfile', async () => {
  if (existsSync(path.join(checkout, 'node_modules/.package-lock.json'))) return console.log('  (installed before)');
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: checkout, quiet: true });
});
await step('build its five deployables with its own tools', async () => {
  const built = path.join(checkout, '.compatibility-smoke-built');
  if (existsSync(built)) return console.log('  (built before)');
  await run(process.execPath, ['tools/build-all.mjs'], { cwd: checkout, quiet: true });
  writeFileSync(built, `${new Date().toISOString()}\n`);
});

const smoke = (previousTeams) =>
  run(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--grep', '@smoke', '--grep-invert', '@private-site|@origin-build'],
    {
      cwd: ROOT,
      env: {
        E2E_PORT_OFFSET: String(PORT_OFFSET),
        E2E_PREVIOUS_CHECKOUT: checkout,
        E2E_PREVIOUS_TEAMS: previousTeams.join(','),
        BASE_URL: '',
      },
    },
  );
const remotes = REMOTES.map(({ team }) => team);
let failed = false;
for (const [title, previousTeams] of [
  [`the previous release's remotes (${remotes.join(', ')}), today's host`, remotes],
  ["today's remotes, the previous release's host", ['host']],
]) {
  try {
    await step(`smoke set: ${title}`, () => smoke(previousTeams));
  } catch {
    failed = true;
  }
}
console.log(`\n${failed ? '✘' : '✔'} the compatibility smoke against ${commit.slice(0, 12)} (${seconds(started)})`);
if (failed) process.exit(1);
