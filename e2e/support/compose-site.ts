import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyIntoService,
  precompress,
  recreateService,
  redeployService,
  startService,
  stopService,
} from './compose-stack.mjs';
import { COLLECTOR, DEPLOYABLES, deployable } from './topology.mjs';
import type { PrivateSite } from './fixtures';
import { originOf, SITE_URL } from './ports';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Remotes that the stack serves with stock nginx from precompressed files (docker-compose.yml, Dockerfile). */
const NGINX_SERVED: Record<string, string> = { legal: '/srv/remote' };

/** Where a service's container serves its build from (Dockerfile: node-static serves /app/<dir>/dist). */
export function servedPathOf(team: string): string {
  return NGINX_SERVED[team] ?? `/app/${deployable(team).dir}/dist`;
}

/**
 * Deploys the build in `root` into a running service of the stack, over what it serves, precompressed first (on a
 * copy) as every build is: a remote's server sends a file's .br or .gz when there is one.
 */
export async function deployFolderIntoService(team: string, root: string): Promise<void> {
  const staging = path.join(REPO, '.var', `e2e-compose-deploy-${team}-${process.pid}-${Date.now()}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(staging), { recursive: true });
  await cp(root, staging, { recursive: true });
  try {
    await precompress(staging);
    await copyIntoService(team, staging, servedPathOf(team));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const KNOWN_SERVICES = [...DEPLOYABLES.map((d) => d.team), COLLECTOR.service];

function checkService(team: string): void {
  if (!KNOWN_SERVICES.includes(team))
    throw new Error(`Unknown compose service "${team}". Known: ${KNOWN_SERVICES.join(', ')}`);
}

/**
 * The docker-compose stack at BASE_URL as a PrivateSite: what a test stops or redeploys is the stack's own
 * service, so such a test must run alone (the test:compose script runs @private-site tests with one worker).
 * `restore()` undoes whatever a test left behind (a service stopped, a folder copied into a container).
 */
export function composeSite(): PrivateSite & { restore(): Promise<void> } {
  const stopped = new Set<string>();
  const copiedInto = new Set<string>();
  const rebuilt = new Set<string>();
  return {
    url: SITE_URL,
    offset: 0,
    urlOf: (team) => originOf(team),
    async stop(team) {
      checkService(team);
      stopped.add(team);
      await stopService(team);
    },
    async start(team, overrides) {
      checkService(team);
      if (overrides?.root)
        throw new Error(
          'In compose mode a service starts from its image; deploy a folder with redeploy(team, { root }).',
        );
      await startService(team);
      stopped.delete(team);
    },
    async redeploy(team, overrides) {
      checkService(team);
      if (overrides?.root) {
        copiedInto.add(team);
        await deployFolderIntoService(team, overrides.root);
      } else {
        await recreateService(team);
        copiedInto.delete(team);
        stopped.delete(team);
      }
    },
    async deployNewBuild(team, buildId) {
      checkService(team);
      rebuilt.add(team);
      await redeployService(team, { BUILD_ID: buildId });
      copiedInto.delete(team);
      stopped.delete(team);
    },
    async rollBack(team) {
      checkService(team);
      // The build id the stack was built with (empty: named by the build itself), so the image comes back from
      // the engine's cache: the same image as before the deploy.
      await redeployService(team, { BUILD_ID: '' });
      rebuilt.delete(team);
      copiedInto.delete(team);
      stopped.delete(team);
    },
    async restore() {
      for (const team of [...rebuilt]) await this.rollBack(team);
      for (const team of [...copiedInto]) {
        await recreateService(team);
        copiedInto.delete(team);
        stopped.delete(team);
      }
      for (const team of [...stopped]) {
        await startService(team);
        stopped.delete(team);
      }
    },
  };
}
