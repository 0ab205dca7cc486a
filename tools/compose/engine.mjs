// The container engine and compose command that run the stack here (docs/deployment.md):
// - a Docker engine with Compose v2 (`docker compose`) or v1 (`docker-compose`), used as it is;
// - otherwise Debian's podman, set up as the toolchain notes measured it (runc, cgroupfs, no default ulimits),
//   its Docker API on a socket, driven by docker-compose v1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDebianPackages } from '../apt.mjs';
import { probe, run } from './steps.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PROJECT = 'casa-carriel';
const STATE_DIR = path.join(ROOT, '.var', 'compose');
const PODMAN_SOCKET = '/run/podman/podman.sock';
const PODMAN_SERVICE_PID = path.join(STATE_DIR, 'podman-service.pid');
// dnsname lets a container reach another by its service name (http://catalog:3001) on podman's CNI networks.
const PODMAN_PACKAGES = [
  'podman',
  'runc',
  'docker-compose',
  'debootstrap',
  'uidmap',
  'slirp4netns',
  'golang-github-containernetworking-plugin-dnsname',
];
const CONTAINERS_CONF = '/etc/containers/containers.conf';

/**
 * @typedef {object} Engine
 * @property {'docker'|'podman'} name
 * @property {string} cli            docker or podman: images, pull, import
 * @property {string[]} compose      the compose command, e.g. ['docker', 'compose'] or ['docker-compose']
 * @property {Record<string,string>} env  what the compose command needs in its environment (DOCKER_HOST)
 * @property {boolean} canPull      whether base images may come from a registry
 */

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const has = (command) => probe('sh', ['-c', `command -v ${command}`]).ok;

function dockerEngine() {
  if (!has('docker') || !probe('docker', ['info'], { timeoutMs: 15_000 }).ok) return null;
  if (probe('docker', ['compose', 'version']).ok)
    return { name: 'docker', cli: 'docker', compose: ['docker', 'compose'], env: {}, canPull: true };
  if (has('docker-compose'))
    return { name: 'docker', cli: 'docker', compose: ['docker-compose'], env: {}, canPull: true };
  return null;
}

function podmanSocketAnswers() {
  return (
    existsSync(PODMAN_SOCKET) &&
    probe('podman', ['--url', `unix://${PODMAN_SOCKET}`, 'version'], { timeoutMs: 10_000 }).ok
  );
}

async function installPodman() {
  if (
    PODMAN_PACKAGES.every((pkg) =>
      probe('dpkg-query', ['-W', '-f=${Status}', pkg]).stdout.includes('install ok installed'),
    )
  )
    return;
  if (!isRoot() || !has('apt-get')) {
    throw new Error(
      `No Docker engine answers and podman is not installed. Install Docker (with Compose), or as root on Debian: apt-get install --no-install-recommends ${PODMAN_PACKAGES.join(' ')}`,
    );
  }
  installDebianPackages(PODMAN_PACKAGES, { quiet: true });
}

/** What podman needs on these VMs: crun refuses hybrid cgroups, and the default nofile ulimit is above the hard one. */
function configurePodman() {
  const wanted = '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\n';
  const current = existsSync(CONTAINERS_CONF) ? readFileSync(CONTAINERS_CONF, 'utf8') : '';
  if (current.includes('runtime = "runc"') && current.includes('default_ulimits = []')) return;
  if (current.trim() !== '' && !current.includes('# written by casa-carriel')) {
    throw new Error(`${CONTAINERS_CONF} exists with other settings; add these yourself:\n${wanted}`);
  }
  mkdirSync(path.dirname(CONTAINERS_CONF), { recursive: true });
  writeFileSync(CONTAINERS_CONF, `# written by casa-carriel tools/compose/engine.mjs\n${wanted}`);
}

async function startPodmanService() {
  if (podmanSocketAnswers()) return;
  mkdirSync(STATE_DIR, { recursive: true });
  mkdirSync(path.dirname(PODMAN_SOCKET), { recursive: true });
  rmSync(PODMAN_SOCKET, { force: true });
  const logFile = openSync(path.join(STATE_DIR, 'podman-service.log'), 'a');
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${PODMAN_SOCKET}`], {
    detached: true,
    stdio: ['ignore', logFile, logFile],
  });
  service.unref();
  runAtNormalPriority(service.pid);
  writeFileSync(PODMAN_SERVICE_PID, String(service.pid));
  const deadline = Date.now() + 20_000;
  while (!podmanSocketAnswers()) {
    if (Date.now() > deadline)
      throw new Error(`podman's API did not answer on ${PODMAN_SOCKET} (log: .var/compose/podman-service.log)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The service runs the stack's containers, which inherit its priority: whatever started it (`npm test` sets the
 * engine up at the lowest priority, beside its unit tests), it runs at the normal one. Best effort: only root may
 * raise a priority.
 */
function runAtNormalPriority(pid) {
  try {
    os.setPriority(pid, 0);
  } catch {
    return;
  }
  spawnSync('ionice', ['-c', '2', '-n', '4', '-p', String(pid)], { stdio: 'ignore' });
}

/** Stops the podman API service this project started, if any: nothing of the stack is left running. */
export function stopPodmanService() {
  if (!existsSync(PODMAN_SERVICE_PID)) return false;
  const pid = Number(readFileSync(PODMAN_SERVICE_PID, 'utf8'));
  rmSync(PODMAN_SERVICE_PID, { force: true });
  try {
    process.kill(pid, 'SIGTERM');
    return true;
  } catch {
    return false;
  }
}

function podmanEngine() {
  return {
    name: 'podman',
    cli: 'podman',
    compose: ['docker-compose'],
    env: { DOCKER_HOST: `unix://${PODMAN_SOCKET}`, COMPOSE_DOCKER_CLI_BUILD: '0', DOCKER_BUILDKIT: '0' },
    // This machine reaches no image registry; CONTAINER_REGISTRY_REACHABLE=1 says it does.
    canPull: process.env.CONTAINER_REGISTRY_REACHABLE === '1',
  };
}

/**
 * The engine that answers now, without installing or starting anything (compose:down, the browser tests).
 * @returns {Engine | null}
 */
export function currentEngine() {
  if (process.env.COMPOSE_ENGINE !== 'podman') {
    const docker = dockerEngine();
    if (docker) return docker;
  }
  return has('podman') && podmanSocketAnswers() ? podmanEngine() : null;
}

/**
 * The engine, set up if needed: Docker when one answers, else podman (installed and started as root on Debian).
 * @returns {Promise<Engine>}
 */
export async function ensureEngine() {
  const ready = currentEngine();
  if (ready) return ready;
  await installPodman();
  configurePodman();
  await startPodmanService();
  return podmanEngine();
}

/** The compose command for this project's file, with the engine's environment. */
export function composeArgs(engine, args) {
  const [command, ...prefix] = engine.compose;
  return {
    command,
    args: [...prefix, '-f', path.join(ROOT, 'docker-compose.yml'), '-p', PROJECT, ...args],
    env: engine.env,
  };
}

/** Runs `docker compose …` (or its equivalent) against the project's stack. */
export function compose(engine, args, options = {}) {
  const { command, args: fullArgs, env } = composeArgs(engine, args);
  return run(command, fullArgs, { ...options, env: { ...env, ...options.env }, cwd: ROOT });
}
