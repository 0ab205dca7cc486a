import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './support/chromium';
import { COMPOSE, RUNNING_SITE, SITE_URL } from './support/ports';

/**
 * Browser tests: Debian's Chromium against the production builds, each deployable on its own origin. They serve
 * their own copy of the site, or, with BASE_URL, run against a running one (e2e/support/ports.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Tests, not files, are shared out: the last file would otherwise run alone on one worker while the other waits.
  fullyParallel: true,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A failed test runs once more, with a trace: recording one for every test costs about a tenth of the suite's CPU.
  retries: 1,
  reporter: [['list']],
  // Playwright empties its output folder when a run starts: a run against a running site gets its own, so that it
  // never deletes the traces of a run beside it that serves its own copy.
  outputDir: RUNNING_SITE
    ? `../test-results/${COMPOSE ? 'compose-suite' : 'base-url'}`
    : `../test-results/offset-${process.env.E2E_PORT_OFFSET ?? 100}`,
  use: {
    baseURL: SITE_URL,
    locale: 'en-GB',
    trace: 'on-first-retry',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
