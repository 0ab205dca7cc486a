// The browser tests drive Debian's headless Chromium, the benchmark its full browser (tools/chromium.mjs; Playwright
// never downloads a browser here). Finds both, installs what is missing when this is a Debian machine and we are
// root, or says exactly how to get it.
import { canInstallDebianPackages, installDebianPackages } from './apt.mjs';
import { CHROMIUM_PACKAGES, missingChromium as missing } from './chromium.mjs';

if (missing().length === 0) process.exit(0);

const packages = missing().map((path) => CHROMIUM_PACKAGES[path]);
if (canInstallDebianPackages() && !process.env.CHROMIUM_PATH && !process.env.CHROME_PATH) {
  console.log(`Not found: ${missing().join(', ')}. Installing Debian's ${packages.join(' and ')}…`);
  try {
    installDebianPackages(packages, { recommends: true }); // the fonts among them
    if (missing().length === 0) process.exit(0);
  } catch (error) {
    console.error(error.message);
  }
}
console.error(
  `Not found: ${missing().join(', ')}.\n` +
    `  On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
    '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium\n' +
    'Then run the tests again.',
);
process.exit(1);
