import { CHROMIUM_ARGS, CHROMIUM_PACKAGES, CHROMIUM_PATH, missingChromium } from '../../tools/chromium.mjs';

export { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tools/chromium.mjs';

/**
 * `test.use(IN_FULL_BROWSER)`, for the tests of what a visitor who only reads gets before the application starts.
 * The headless shell the suite runs in places its pointer at the page's top-left corner and reports it hovering there
 * after each layout, which the page takes as the visitor's first sign of intent (host/src/hydration/visitor-intent.ts).
 * The full browser's pointer is off the page until a test moves it. Its tests run in workers of their own.
 */
export const IN_FULL_BROWSER = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

export function assertChromiumPresent(): void {
  const missing = missingChromium();
  if (missing.length > 0) {
    throw new Error(
      `Not found: ${missing.join(', ')}. Install Debian's packages (as root: apt-get update && apt-get install -y ` +
        `${missing.map((path) => CHROMIUM_PACKAGES[path]).join(' ')}) or point CHROMIUM_PATH at a Chromium binary. ` +
        '`npm test` installs them itself when run as root.',
    );
  }
}
