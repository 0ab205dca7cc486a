// `npm run compose:up`: builds the stack's images from this checkout and starts it, on a machine with Docker
// (Compose v2 or v1) or with only Debian's podman. Returns when every service answers.
import { upStack } from './stack.mjs';
import { seconds } from './steps.mjs';
import { COLLECTOR, DEPLOYABLES } from '../topology.mjs';

const started = Date.now();
try {
  await upStack();
} catch (error) {
  console.error(`\n${error.message}\nThe stack may be partly up: npm run compose:down takes it down.`);
  process.exit(1);
}
console.log('');
for (const { team, port } of DEPLOYABLES) console.log(`  ${team.padEnd(22)} http://localhost:${port}`);
console.log(`  ${COLLECTOR.service.padEnd(22)} http://localhost:${COLLECTOR.port}`);
console.log(`\nThe stack is up in ${seconds(started)}: http://localhost:3000  (npm run compose:down to stop it)`);
