// Installs Debian packages the tests and the compose stack need, when this is a Debian machine and we are root.
// Several parts of `npm test` may install at once (the container engine is set up beside the unit tests), so each
// apt-get waits for another's lock instead of failing on it.
import { spawnSync } from 'node:child_process';

const WAIT_FOR_LOCK = ['-o', 'DPkg::Lock::Timeout=600'];

export const canInstallDebianPackages = () =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

const aptGet = (args, quiet) =>
  spawnSync('apt-get', [...WAIT_FOR_LOCK, ...args], {
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

/**
 * `apt-get install` of `packages` (without their recommended packages unless `recommends`); when it fails (package
 * lists missing or stale), once more after `apt-get update`. Throws with apt's own words when that fails too.
 */
export function installDebianPackages(packages, { quiet = false, recommends = false } = {}) {
  const install = ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  if (aptGet(install, quiet).status === 0) return;
  const update = aptGet(['update', '-qq'], quiet);
  const retried = update.status === 0 ? aptGet(install, quiet) : update;
  if (retried.status !== 0) {
    const said = quiet ? `${retried.stderr ?? ''}${retried.stdout ?? ''}`.trim().slice(-1500) : '(above)';
    throw new Error(`apt-get could not install ${packages.join(' ')}: ${said}`);
  }
}
