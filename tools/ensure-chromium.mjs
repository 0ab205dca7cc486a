// The browser tests drive Debian's Chromium (Playwright never downloads a browser here). Finds it, installs it
// when this is a Debian machine and we are root, or says exactly how to get it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const path = CHROMIUM_PATH;
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)…");
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    { stdio: 'inherit' },
  );
  if (install.status === 0 && existsSync(path)) process.exit(0);
}
console.error(
  `No Chromium at ${path}.\n` +
    '  On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n' +
    'Then run the tests again.',
);
process.exit(1);
