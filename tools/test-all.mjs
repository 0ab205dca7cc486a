// `npm test`: every test, each run once, in the order that fails fastest; then how long each part took.
// The browser suite runs whole against the compose stack, which is what ships (`npm run test:compose`); the local
// topology that `npm start` serves gets the tests that replace a deployable's own build on its origin (@origin-build,
// e2e/support/ports.ts), and the smoke set (@smoke) twice in the compatibility smoke: the previous release's remotes
// with today's host, then today's remotes with the previous release's host (tools/compatibility-smoke.mjs).
// The container engine and the base images the compose stack's images start from are set up beside the first parts
// (tools/compose/prepare.mjs), at the lowest CPU and disk priority: on a fresh machine that is mostly waiting on
// Debian's mirror, and the parts it runs beside are not slowed by the rest.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPOSE_PART = 'the compose stack: the whole browser suite and its scenarios';

const PARTS = [
  ['install what is missing', 'node', ['tools/ensure-installed.mjs']],
  [
    'lint, format check and type-check, side by side',
    [
      ['npm', ['run', 'lint']],
      ['npm', ['run', 'format:check']],
      ['npm', ['run', 'typecheck']],
    ],
  ],
  ['PostgreSQL binaries for the unit tests', 'node', ['tools/postgres/ensure-installed.mjs']],
  ['unit tests', 'npm', ['run', 'test:unit']],
  [
    'build, and the origin-build redeploys against the local topology',
    'npm',
    ['run', 'test:e2e', '--', '--grep', '@origin-build'],
  ],
  [
    "the smoke set on the local topology, twice: the previous release's remotes with today's host, and the reverse",
    'node',
    ['tools/compatibility-smoke.mjs'],
  ],
  [COMPOSE_PART, 'npm', ['run', 'test:compose']],
];

/** Starts tools/compose/prepare.mjs in the background; resolves with its exit code and output, once it is done. */
function prepareEngineInBackground() {
  const log = path.join(ROOT, '.var', 'compose', 'prepare.log');
  mkdirSync(path.dirname(log), { recursive: true });
  const started = Date.now();
  const child = spawn(process.execPath, ['tools/compose/prepare.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  });
  try {
    os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    spawnSync('ionice', ['-c', '3', '-p', String(child.pid)], { stdio: 'ignore' });
  } catch {
    // A machine that will not lower a priority runs it as it is.
  }
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ code, output: readFileSync(log, 'utf8'), took: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

/**
 * Runs the commands at once (each is mostly one core's work, and they read the same files), then prints each one's
 * output whole, in order; resolves with the first failure's exit code, or 0.
 * @param {[string, string[]][]} commands
 */
async function runSideBySide(commands) {
  const runs = commands.map(
    ([command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ title: [command, ...args].join(' '), code, output }));
      }),
  );
  let status = 0;
  for (const { title, code, output } of await Promise.all(runs)) {
    console.log(`\n▸ ${title}${code === 0 ? '' : ` (failed: exit code ${code})`}\n${output.trimEnd()}`);
    if (code !== 0 && status === 0) status = code ?? 1;
  }
  return { status };
}

const enginePrepared = prepareEngineInBackground();

const timings = [];
let failed;
for (const [title, command, args] of PARTS) {
  if (title === COMPOSE_PART) {
    const { code, output, took } = await enginePrepared;
    console.log(`\n■ the container engine and the base images, set up beside the parts above (${took} s)\n${output}`);
    // Should it have failed, the compose part sets them up again itself, and says what failed.
    if (code !== 0) console.log('(that failed: the compose stack tries again)');
  }
  console.log(`\n■ ${title}`);
  const started = Date.now();
  // A part is one command, or a list of commands run side by side.
  const { status } = Array.isArray(command)
    ? await runSideBySide(command)
    : spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  timings.push(`${status === 0 ? '✔' : '✘'} ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) {
    failed = title;
    break;
  }
}
console.log(`\n${timings.join('\n')}`);
if (failed) {
  if (failed !== COMPOSE_PART) {
    // The compose part takes the engine's service down after the stack; a run that never got there does it here,
    // once its set-up is done, so that no root service outlives the checkout that started it.
    await enginePrepared;
    const { stopPodmanService } = await import('./compose/engine.mjs');
    if (stopPodmanService()) console.log('Stopped the podman API service this run started.');
  }
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}
