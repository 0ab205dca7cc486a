import { defineConfig } from '@playwright/test';
import mainConfig from './playwright.config';
import { COMPOSE } from './support/ports';

/**
 * Scenarios only the docker-compose stack has (e2e/compose/): services stopped, started and redeployed in their
 * containers, the collector's volume across `down` and `up`. They change the shared stack, so they run one at a
 * time, against the stack at BASE_URL:
 *   BASE_URL=http://localhost:3000 E2E_COMPOSE=1 NEWSLETTER_EXPORT_TOKEN=… npx playwright test -c e2e/playwright.compose.config.ts
 */
if (!COMPOSE) {
  throw new Error(
    'e2e/playwright.compose.config.ts runs against the docker-compose stack only: set BASE_URL (e.g. http://localhost:3000) and E2E_COMPOSE=1, ' +
      'with the stack up (npm run compose:up) and NEWSLETTER_EXPORT_TOKEN set to the token the stack was started with. ' +
      `Got BASE_URL=${process.env.BASE_URL ?? '(unset)'}, E2E_COMPOSE=${process.env.E2E_COMPOSE ?? '(unset)'}.`,
  );
}

export default defineConfig({
  ...mainConfig,
  testDir: './compose',
  workers: 1,
  fullyParallel: false,
  // Rebuilding an image, or taking the stack down and up, takes minutes on two cores; never retried (each test
  // leaves the stack as it found it, a retry would only hide that it did not).
  timeout: 600_000,
  retries: 0,
  use: { ...mainConfig.use, trace: 'retain-on-failure' },
  outputDir: '../test-results/compose-scenarios',
});
