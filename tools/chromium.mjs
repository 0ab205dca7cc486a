// Debian's Chromium, as the browser tests, the benchmark and the CI script start it. Playwright never downloads
// a browser here; CHROMIUM_PATH (or CHROME_PATH) points elsewhere when needed, for both.
import { existsSync } from 'node:fs';

const chosen = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;

/** The full browser, as a visitor runs it: what Lighthouse measures and the share images are drawn with. */
export const CHROMIUM_PATH = chosen || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's build of the headless shell, the same engine without the browser's window
 * layer, and what Playwright itself runs headless tests in. It takes about a fifth less CPU than the full browser:
 * the accessibility suite took 143 s instead of 175 s on the 2-core machine. The tests of the page before its
 * application starts run in the full browser (e2e/support/chromium.ts says why).
 */
export const TEST_CHROMIUM_PATH = chosen || '/usr/bin/chromium-headless-shell';

/** Debian's packages for the two. */
export const CHROMIUM_PACKAGES = { [CHROMIUM_PATH]: 'chromium', [TEST_CHROMIUM_PATH]: 'chromium-headless-shell' };

/** The paths of the two that are not on this machine. */
export function missingChromium() {
  return Object.keys(CHROMIUM_PACKAGES).filter((path) => !existsSync(path));
}

/** Flags that work as root on a closed network: no sandbox, no GPU, nothing that phones home by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
