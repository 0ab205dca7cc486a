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
 * serves nothing and waits until the running site answers instead.
 */
export default async function globalSetup() {
  assertChromiumPresent();
  if (RUNNING_SITE) {
    await checkRunningSite();
    return undefined;
  }
  const dataDir = path.resolve(HERE, '../../.var/e2e-collector-' + PORT_OFFSET);
  await rm(dataDir, { recursive: true, force: true });
  const topology = await startTopology({
    portOffset: PORT_OFFSET,
    dataDir,
    fragmentTimeoutMs: TEST_FRAGMENT_TIMEOUT_MS,
  });
  return async () => {
    await topology.close();
  };
}
