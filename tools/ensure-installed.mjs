// Installs the workspace from the lockfile (`npm ci`) when node_modules is missing or older than the lockfile:
// `npm start` and `npm test` work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const installed = `${ROOT}/node_modules/.package-lock.json`;
const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync(`${ROOT}/package-lock.json`).mtimeMs;
if (!upToDate) {
  console.log('Installing dependencies from package-lock.json (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
