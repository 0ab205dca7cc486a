import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTopology } from '../../tools/run-topology.mjs';
import { assertChromiumPresent } from './chromium';
import { PORT_OFFSET, RUNNING_SITE, TEST_FRAGMENT_TIMEOUT_MS } from './ports';
import { checkRunningSite } from './running-site';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Serves the production builds of all five deployables and the collector once for the whole run; with BASE_URL,
 * serves nothing and waits until the running site answers instead. With E2E_PREVIOUS_CHECKOUT (a checkout of an
 * earlier release, built) the deployables E2E_PREVIOUS_TEAMS names (comma-separated) run from it instead: the
 * compatibility smoke (tools/compatibility-smoke.mjs).
 */
export default async function globalSetup() {
  assertChromiumPresent();
  if (RUNNING_SITE) {
    await checkRunningSite();
    return undefined;
  }
  const dataDir = path.resolve(HERE, '../../.var/e2e-collector-' + PORT_OFFSET);
  await rm(dataDir, { recursive: true, force: true });
  const previousCheckout = process.env.E2E_PREVIOUS_CHECKOUT;
  const previousTeams = (process.env.E2E_PREVIOUS_TEAMS ?? '').split(',').filter(Boolean);
  const topology = await startTopology({
    portOffset: PORT_OFFSET,
    checkouts: previousCheckout ? Object.fromEntries(previousTeams.map((team) => [team, previousCheckout])) : {},
    dataDir,
    fragmentTimeoutMs: TEST_FRAGMENT_TIMEOUT_MS,
  });
  return async () => {
    await topology.close();
  };
}
