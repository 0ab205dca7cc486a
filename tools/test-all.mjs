// `npm test`: every test, each run once, in the order that fails fastest; then how long each part took.
// The browser suite runs whole against the compose stack, which is what ships (`npm run test:compose`); the local
// topology that `npm start` serves gets the tests that replace a remote's own build on its origin (@origin-build,
// e2e/support/ports.ts), and the smoke set (@smoke) twice in the compatibility smoke: the previous release's remotes
// with today's host, then today's remotes with the previous release's host (tools/compatibility-smoke.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const PARTS = [
  ['install what is missing', 'node', ['tools/ensure-installed.mjs']],
  ['lint', 'npm', ['run', 'lint']],
  ['format check', 'npm', ['run', 'format:check']],
  ['type-check', 'npm', ['run', 'typecheck']],
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
  ['the compose stack: the whole browser suite and its scenarios', 'npm', ['run', 'test:compose']],
];

const timings = [];
let failed;
for (const [title, command, args] of PARTS) {
  console.log(`\n■ ${title}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  timings.push(`${status === 0 ? '✔' : '✘'} ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) {
    failed = title;
    break;
  }
}
console.log(`\n${timings.join('\n')}`);
if (failed) {
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}
