// How the benchmark starts Chromium: the project's usual flags (tools/chromium.mjs), headless, and resolving
// nothing but localhost, so that only the local site is measured and no request leaves the machine.
import { Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const CHROME_PATH = CHROMIUM_PATH;

/** Flags for every browser the benchmark starts (Lighthouse and the first-visit probe). */
export const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Lighthouse's browser: chrome-launcher's own flags and the benchmark's, with RenderDocument left on, as in the
 * Chromium a visitor runs. chrome-launcher turns it off for Lighthouse; here that held the first frame of a
 * Lighthouse load to 1.2 or 2.2 s on about half the runs, on both topologies, where the page painted at 0.2-0.3 s
 * with it on (6 runs of / each). Speed Index, and so the score, then measured that hold, not the page.
 */
export const LIGHTHOUSE_CHROME_FLAGS = [
  ...Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  ),
  ...CHROME_FLAGS,
];
