import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../tools/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';

export function assertChromiumPresent(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's package (as root: apt-get update && apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary. `npm test` installs it itself when run as root.',
    );
  }
}
