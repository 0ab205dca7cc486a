import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { SITE_URL } from './support/ports';

/** Browser tests: Debian's Chromium against the production builds, each deployable on its own origin. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: `../test-results/offset-${process.env.E2E_PORT_OFFSET ?? 100}`,
  use: {
    baseURL: SITE_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
