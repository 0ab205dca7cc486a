// Debian's Chromium, as the browser tests, the benchmark and the CI script start it. Playwright never downloads
// a browser here; CHROMIUM_PATH (or CHROME_PATH) points elsewhere when needed.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

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
