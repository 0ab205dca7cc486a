// Where the benchmark finds Chromium and how it starts it: Debian's /usr/bin/chromium, headless, no sandbox
// (the machines run as root), and nothing that reaches the network by itself (only localhost is measured).

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for every browser the benchmark starts (Lighthouse and the first-visit probe). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Resolve nothing but localhost: a request to any other host fails instead of leaving the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
