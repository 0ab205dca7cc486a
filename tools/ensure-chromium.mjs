// The browser tests drive Debian's Chromium (Playwright never downloads a browser here). Finds it, installs it
// when this is a Debian machine and we are root, or says exactly how to get it.
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './apt.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const path = CHROMIUM_PATH;
if (existsSync(path)) process.exit(0);

if (canInstallDebianPackages() && !process.env.CHROMIUM_PATH) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get install chromium)…");
  try {
    installDebianPackages(['chromium'], { recommends: true }); // its fonts among them
    if (existsSync(path)) process.exit(0);
  } catch (error) {
    console.error(error.message);
  }
}
console.error(
  `No Chromium at ${path}.\n` +
    '  On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n' +
    'Then run the tests again.',
);
process.exit(1);
