// How the benchmark starts Chromium: the project's usual flags (tools/chromium.mjs), headless, and resolving
// nothing but localhost, so that only the local site is measured and no request leaves the machine.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const CHROME_PATH = CHROMIUM_PATH;

/** Flags for every browser the benchmark starts (Lighthouse and the first-visit probe). */
export const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
