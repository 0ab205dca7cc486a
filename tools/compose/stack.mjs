// The compose stack as the scripts and the browser tests drive it: up (the default stack, or its scale profile),
// down, one service stopped, started or redeployed, and the wait until every service answers.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ensureBaseImages } from './base-images.mjs';
import { compose, composeArgs, currentEngine, ensureEngine, ROOT, stopPodmanService } from './engine.mjs';
import { probe, run, step } from './steps.mjs';
import {
  COLLECTOR,
  DEPLOYABLES,
  MAIL_CATCHER,
  RELEASE_REGISTRY,
  REMOTES,
} from '../../platform/src/topology/topology.ts';

/** The host's compose service: its team's name, as for every deployable. */
const HOST_SERVICE = DEPLOYABLES[0].team;

/** What answers when each service is ready, on the addresses a browser on this machine uses. */
export const READINESS_URLS = {
  ...Object.fromEntries(
    DEPLOYABLES.map(({ team, port }) => [
      team,
      team === 'host' ? `http://localhost:${port}/runtime-config.json` : `http://localhost:${port}/mf-manifest.json`,
    ]),
  ),
  [COLLECTOR.service]: `http://localhost:${COLLECTOR.port}/healthz`,
  [MAIL_CATCHER.service]: `http://localhost:${MAIL_CATCHER.port}/api/messages`,
  [RELEASE_REGISTRY.service]: `http://localhost:${RELEASE_REGISTRY.port}/healthz`,
};

/** The release store each remote's origin serves under /releases/ (docker-compose.yml); a bind mount needs it. */
export const RELEASE_STORE = path.join(ROOT, '.releases');

/**
 * The scale profile of docker-compose.yml: PostgreSQL, the collector's replicas and their balancer, which takes the
 * collector's public port; and the host's replicas and their balancer, which takes the site's. The one-container
 * collector and host are scaled to 0 meanwhile.
 */
export const SCALE = {
  profile: 'scale',
  services: ['postgres', 'collector-a', 'collector-b', 'collector-balancer', 'host-a', 'host-b', 'host-balancer'],
  /** The images only this profile uses: the replicas run the collector's and the host's own images. */
  ownImages: ['postgres', 'collector-balancer', 'host-balancer'],
  replicas: ['collector-a', 'collector-b'],
  balancer: 'collector-balancer',
  hostReplicas: ['host-a', 'host-b'],
  hostBalancer: 'host-balancer',
  replaces: [COLLECTOR.service, HOST_SERVICE],
};
const SCALE_PROFILE = ['--profile', SCALE.profile];

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
      if (Date.now() > deadline)
        throw new Error(`${service} did not answer at ${READINESS_URLS[service]} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A service's healthcheck command from docker-compose.yml, as `docker compose exec` runs it. */
export function healthcheckCommand(service) {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const test = compose.services[service]?.healthcheck?.test;
  if (!Array.isArray(test)) throw new Error(`${service} has no healthcheck in docker-compose.yml`);
  if (test[0] === 'CMD') return test.slice(1);
  if (test[0] === 'CMD-SHELL') return ['sh', '-c', test[1]];
  throw new Error(`${service}: healthcheck test ${JSON.stringify(test)} is neither CMD nor CMD-SHELL`);
}

/**
 * Waits until each service's own healthcheck passes, run inside its container by `docker compose exec`: for the
 * services no browser reaches (PostgreSQL, the collector's replicas), since podman here runs no healthchecks.
 */
export async function waitUntilHealthy(engine, services, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (const service of services) {
    const { command, args, env } = composeArgs(engine, [
      ...SCALE_PROFILE,
      'exec',
      '-T',
      service,
      ...healthcheckCommand(service),
    ]);
    let last;
    while (!(last = probe(command, args, { env, timeoutMs: 15_000 })).ok) {
      if (Date.now() > deadline)
        throw new Error(
          `${service}'s healthcheck did not pass within ${timeoutMs / 1000} s: ${(last.stderr || last.stdout).trim().slice(-500)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The engine the stack runs on, or an error that says to bring it up. */
export function runningEngine() {
  const engine = currentEngine();
  if (!engine) throw new Error('No container engine answers: start the stack first (npm run compose:up).');
  return engine;
}

/**
 * What any image build needs first, set up where missing: the container engine (podman installed and started, when
 * no Docker answers) and the two base images. Starts nothing of the stack.
 */
export async function prepareEngine() {
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
  return { engine, baseImages };
}

/**
 * Builds every image and starts the stack; resolves when every service answers. With `scale`, the scale profile:
 * the collector's public port is the balancer in front of its replicas on PostgreSQL. Either way, what the other
 * arrangement left running is replaced. `images` names the services whose images to build, when the others were
 * built moments ago from the same checkout (`[]`: none, an `up` after a `down`); by default every one is built.
 */
export async function upStack({ env = {}, scale = false, images } = {}) {
  const { engine, baseImages } = await prepareEngine();
  const composeEnv = { ...baseImages, ...env };
  const profile = scale ? SCALE_PROFILE : [];
  for (const { team } of REMOTES) mkdirSync(path.join(RELEASE_STORE, team), { recursive: true });
  if (images?.length !== 0) {
    const build = [...profile, 'build', ...(images ?? [])];
    await step(`build the images (docker-compose ${build.join(' ')})`, () =>
      compose(engine, build, { env: composeEnv }),
    );
  }
  if (scale) {
    const up = ['up', '-d', '--remove-orphans', ...SCALE.replaces.flatMap((service) => ['--scale', `${service}=0`])];
    await step(`start the services (docker-compose ${[...profile, ...up].join(' ')})`, () =>
      compose(engine, [...profile, ...up], { env: composeEnv }),
    );
    await step('wait until every service answers, and PostgreSQL and each replica pass their healthcheck', async () => {
      await waitUntilHealthy(engine, ['postgres', ...SCALE.replicas, ...SCALE.hostReplicas]);
      await waitUntilReady();
    });
  } else {
    // The scale profile's balancers would keep the collector's and the site's ports.
    await removeScaleServices(engine, composeEnv);
    await step('start the services (docker-compose up -d)', () =>
      compose(engine, ['up', '-d', '--remove-orphans'], { env: composeEnv }),
    );
    await step('wait until every service answers', () => waitUntilReady());
  }
  return { engine, env: composeEnv };
}

/** Stops and removes the scale profile's containers, where there are any. */
async function removeScaleServices(engine, env) {
  const running = SCALE.services.filter((service) => containerIdOf(engine, service, SCALE_PROFILE) !== '');
  if (running.length === 0) return;
  await step(`remove the scale profile's containers (${running.join(', ')})`, () =>
    compose(engine, [...SCALE_PROFILE, 'rm', '--stop', '--force', ...running], { env, quiet: true }),
  );
}

/** Stops and removes the stack's containers and network (and its volume with `volumes`), then the engine service. */
export async function downStack({ volumes = false, keepEngine = false } = {}) {
  // Volumes outlive the engine's service (the registry's releases, the signups): to remove them it is started.
  const engine = currentEngine() ?? (volumes ? await ensureEngine() : null);
  if (engine) {
    // With the profile named, every service is known to compose: a scale profile left up goes too.
    await step(
      `remove the stack's containers and networks${volumes ? ' and volumes' : ''} (docker-compose --profile scale down)`,
      () => compose(engine, [...SCALE_PROFILE, 'down', '--remove-orphans', ...(volumes ? ['--volumes'] : [])]),
    );
  } else {
    console.log('No container engine answers: nothing of the stack is running.');
  }
  if (!keepEngine && stopPodmanService()) console.log('Stopped the podman API service this project started.');
}

export const stopService = (service) => compose(runningEngine(), ['stop', service], { quiet: true });

/** Removes a service's container, as `docker-compose down` does to each: its named volumes stay. */
export const removeService = (service) =>
  compose(runningEngine(), ['rm', '--stop', '--force', service], { quiet: true });

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

function containerIdOf(engine, service, profile = []) {
  const { command, args, env } = composeArgs(engine, [...profile, 'ps', '-q', service]);
  return probe(command, args, { env }).stdout.trim();
}

/** The id and start time of a service's container (a redeploy of another service leaves them as they were). */
export function containerOf(service) {
  const engine = runningEngine();
  const id = containerIdOf(engine, service);
  const startedAt = id ? probe(engine.cli, ['inspect', '--format', '{{.State.StartedAt}}', id]).stdout.trim() : '';
  return { id, startedAt };
}

/** What a service's container has logged since `since` (an ISO time), as text. */
export function serviceLogs(service, since) {
  const engine = runningEngine();
  const id = containerIdOf(engine, service);
  const { stdout, stderr } = probe(engine.cli, ['logs', ...(since ? ['--since', since] : []), id]);
  return stdout + stderr;
}

/**
 * Deploys a folder of files into a running service's container, over what it serves (`servedPath` inside it),
 * as a static host receives a new build: files of the previous build stay. `recreateService` undoes it.
 */
export async function copyIntoService(service, folder, servedPath) {
  const engine = runningEngine();
  const id = containerIdOf(engine, service);
  if (!id) throw new Error(`${service} has no container: is the stack up?`);
  // The .br and .gz of a file from before would be served in place of its new copy (nginx and @fastify/static
  // send them when they exist): they go first, and the folder's own, when it has them, come with it.
  const stale = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.posix.join(servedPath, path.relative(folder, path.join(entry.parentPath, entry.name))))
    .flatMap((file) => [`${file}.br`, `${file}.gz`]);
  if (stale.length > 0) await run(engine.cli, ['exec', '--user', 'root', id, 'rm', '-f', ...stale], { quiet: true });
  await run(engine.cli, ['cp', `${folder}/.`, `${id}:${servedPath}`], { quiet: true });
}

/** A fresh container of a service from its current image: whatever was copied into the old one is gone. */
export async function recreateService(service) {
  await compose(runningEngine(), ['up', '-d', '--no-deps', '--force-recreate', service], { quiet: true });
  await waitUntilReady([service]);
}
