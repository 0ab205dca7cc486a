// `npm run test:e2e [-- <playwright args>]`: the browser tests in Debian's Chromium. Against their own copy of the
// site, built first; or, with BASE_URL, against a site already running there (docs/deployment.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['tools/ensure-chromium.mjs']);
if (!process.env.BASE_URL) run('node', ['tools/build-all.mjs']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
