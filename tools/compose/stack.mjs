// The compose stack as the scripts and the browser tests drive it: up, down, one service stopped, started or
// redeployed, and the wait until every service answers on its public address.
import { ensureBaseImages } from './base-images.mjs';
import { compose, composeArgs, currentEngine, ensureEngine, stopPodmanService } from './engine.mjs';
import { probe, run, step } from './steps.mjs';
import { COLLECTOR, DEPLOYABLES } from '../topology.mjs';

/** What answers when each service is ready, on the addresses a browser on this machine uses. */
export const READINESS_URLS = {
  ...Object.fromEntries(DEPLOYABLES.map(({ team, port }) => [team, team === 'host' ? `http://localhost:${port}/runtime-config.json` : `http://localhost:${port}/mf-manifest.json`])),
  [COLLECTOR.service]: `http://localhost:${COLLECTOR.port}/healthz`,
};

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until each service answers (podman here runs no healthchecks, so readiness is polled from outside). */
export async function waitUntilReady(services = Object.keys(READINESS_URLS), timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const service of services) {
    while (!(await answers(READINESS_URLS[service]))) {
      if (Date.now() > deadline) throw new Error(`${service} did not answer at ${READINESS_URLS[service]} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The engine the stack runs on, or an error that says to bring it up. */
export function runningEngine() {
  const engine = currentEngine();
  if (!engine) throw new Error('No container engine answers: start the stack first (npm run compose:up).');
  return engine;
}

/** Builds every image and starts the stack; resolves when every service answers. */
export async function upStack({ env = {} } = {}) {
  const engine = await step('container engine', async () => {
    const found = await ensureEngine();
    console.log(`  ${found.name}, compose command: ${found.compose.join(' ')}`);
    return found;
  });
  const baseImages = await step('base images (Node 24 on Debian bookworm, Debian bookworm)', async () => {
    const images = await ensureBaseImages(engine);
    console.log(`  NODE_IMAGE=${images.NODE_IMAGE}\n  DEBIAN_IMAGE=${images.DEBIAN_IMAGE}`);
    return images;
  });
  const composeEnv = { ...baseImages, ...env };
  await step('build the images (docker-compose build)', () => compose(engine, ['build'], { env: composeEnv }));
  await step('start the services (docker-compose up -d)', () => compose(engine, ['up', '-d', '--remove-orphans'], { env: composeEnv }));
  await step('wait until every service answers', () => waitUntilReady());
  return { engine, env: composeEnv };
}

/** Stops and removes the stack's containers and network (and its volume with `volumes`), then the engine service. */
export async function downStack({ volumes = false, keepEngine = false } = {}) {
  const engine = currentEngine();
  if (engine) {
    await step(`remove the stack's containers and network${volumes ? ' and volume' : ''} (docker-compose down)`, () =>
      compose(engine, ['down', '--remove-orphans', ...(volumes ? ['--volumes'] : [])]),
    );
  } else {
    console.log('No container engine answers: nothing of the stack is running.');
  }
  if (!keepEngine && stopPodmanService()) console.log('Stopped the podman API service this project started.');
}

export const stopService = (service) => compose(runningEngine(), ['stop', service], { quiet: true });

export async function startService(service) {
  await compose(runningEngine(), ['start', service], { quiet: true });
  await waitUntilReady([service]);
}

/** Rebuilds one service's image from this checkout and replaces only that service's container. */
export async function redeployService(service, env = {}) {
  const engine = runningEngine();
  const baseImages = await ensureBaseImages(engine);
  await compose(engine, ['build', service], { quiet: true, env: { ...baseImages, ...env } });
  await compose(engine, ['up', '-d', '--no-deps', service], { quiet: true, env: { ...baseImages, ...env } });
  await waitUntilReady([service]);
}

function containerIdOf(engine, service) {
  const { command, args, env } = composeArgs(engine, ['ps', '-q', service]);
  return probe(command, args, { env }).stdout.trim();
}

/** The id and start time of a service's container (a redeploy of another service leaves them as they were). */
export function containerOf(service) {
  const engine = runningEngine();
  const id = containerIdOf(engine, service);
  const startedAt = id ? probe(engine.cli, ['inspect', '--format', '{{.State.StartedAt}}', id]).stdout.trim() : '';
  return { id, startedAt };
}

/**
 * Deploys a folder of files into a running service's container, over what it serves (`servedPath` inside it),
 * as a static host receives a new build: files of the previous build stay. `recreateService` undoes it.
 */
export async function copyIntoService(service, folder, servedPath) {
  const engine = runningEngine();
  const id = containerIdOf(engine, service);
  if (!id) throw new Error(`${service} has no container: is the stack up?`);
  await run(engine.cli, ['cp', `${folder}/.`, `${id}:${servedPath}`], { quiet: true });
}

/** A fresh container of a service from its current image: whatever was copied into the old one is gone. */
export async function recreateService(service) {
  await compose(runningEngine(), ['up', '-d', '--no-deps', '--force-recreate', service], { quiet: true });
  await waitUntilReady([service]);
}
