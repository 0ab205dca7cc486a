// `npm run test:compose`: the deployment tested as it ships (docs/deployment.md). In order:
//   1. bring the compose stack up from this checkout;
//   2. run the whole browser suite against it (tests that stop or redeploy a service alone, one at a time);
//   3. run the compose-only scenarios (e2e/compose/);
//   4. bring up the scale profile (PostgreSQL, two collector replicas and two host replicas, each pair behind a
//      balancer) and run the newsletter's browser tests and tools/compose/scale-check.mjs against it;
//   5. take the stack down, with its volume, and leave nothing running, even when a step failed or on Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEPLOYABLES } from '../../platform/src/topology/topology.ts';
import { downStack, SCALE, upStack } from './stack.mjs';
import { ROOT } from './engine.mjs';
import { seconds, step } from './steps.mjs';

const SITE_URL = 'http://localhost:3000';
/** The stack under test: a longer fragment wait than production's (e2e/support/ports.ts says why), a known token. */
const STACK_ENV = {
  FRAGMENT_TIMEOUT_MS: '2000',
  NEWSLETTER_EXPORT_TOKEN: process.env.NEWSLETTER_EXPORT_TOKEN || 'compose-test-token',
};
const TEST_ENV = { ...STACK_ENV, BASE_URL: SITE_URL, E2E_COMPOSE: '1' };

let current = null;
function playwright(args) {
  return run('npx', ['playwright', 'test', ...args]);
}

function run(command, args) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...TEST_ENV } });
    current.on('close', (code) => {
      current = null;
      resolve(code === 0);
    });
  });
}

let tornDown = false;
async function tearDown() {
  if (tornDown) return;
  tornDown = true;
  await step('take the stack down (containers, network, volume, engine service)', () =>
    downStack({ volumes: true }),
  ).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    current?.kill(signal);
    await tearDown();
    process.exit(130);
  });
}

const started = Date.now();
const results = [];
try {
  // A stack left by an interrupted run would keep its old containers and signups.
  await step('remove what an earlier run may have left', () => downStack({ volumes: true, keepEngine: true }));
  // A few tests deploy a copy of this checkout's build into the stack (a broken entry, fragments of another build)
  // or start a host of their own beside it (the error screens): a fresh clone has no build yet.
  const unbuilt = DEPLOYABLES.filter(({ dir }) => !existsSync(path.join(ROOT, dir, 'dist'))).map(({ dir }) => dir);
  if (unbuilt.length > 0)
    await step(`build ${unbuilt.join(', ')} for the tests that use this checkout's builds`, () => {
      const build = spawnSync(process.execPath, ['tools/build-all.mjs', ...unbuilt], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the build failed');
    });
  await upStack({ env: STACK_ENV });
  const config = ['-c', 'e2e/playwright.config.ts'];
  const suites = [
    ['browser suite against the stack', [...config, '--grep-invert', '@private-site']],
    // A deployable's own build replaced on its origin is tested on the local topology (npm test); here a team
    // releases by a pointer move (e2e/compose/release.spec.ts, with the scenarios).
    [
      'browser tests that stop or redeploy a service, one at a time',
      [...config, '--grep', '@private-site', '--grep-invert', '@origin-build', '--workers', '1'],
    ],
    ['compose-only scenarios', ['-c', 'e2e/playwright.compose.config.ts']],
  ];
  for (const [title, args] of suites) {
    const suiteStarted = Date.now();
    console.log(`\n▶ ${title}`);
    const passed = await playwright(args);
    results.push(`${passed ? '✔' : '✘'} ${title} (${seconds(suiteStarted)})`);
    if (!passed) process.exitCode = 1;
  }

  const scaleStarted = Date.now();
  console.log('\n▶ the scale profile: PostgreSQL, two collectors and two hosts, each pair behind a balancer');
  await upStack({ env: STACK_ENV, scale: true, images: SCALE.ownImages });
  const newsletterPassed = await playwright([...config, 'e2e/tests/newsletter-double-opt-in.spec.ts']);
  const scalePassed = await run(process.execPath, ['tools/compose/scale-check.mjs']);
  results.push(
    `${newsletterPassed && scalePassed ? '✔' : '✘'} the scale profile: newsletter browser tests and scale-check (${seconds(scaleStarted)})`,
  );
  if (!newsletterPassed || !scalePassed) process.exitCode = 1;
} catch (error) {
  console.error(`\n${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await tearDown();
}
console.log(`\n${results.join('\n')}\ntest:compose ${process.exitCode ? 'FAILED' : 'passed'} in ${seconds(started)}`);
