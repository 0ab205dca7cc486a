// `npm run compose:down`: stops and removes the stack's containers and networks, the scale profile's included; the
// signups' volumes (SQLite's and PostgreSQL's) stay unless `-- --volumes`. Stops the podman API service that
// compose:up started (`-- --keep-engine` leaves it).
import { downStack } from './stack.mjs';
import { seconds } from './steps.mjs';

const started = Date.now();
await downStack({ volumes: process.argv.includes('--volumes'), keepEngine: process.argv.includes('--keep-engine') });
console.log(`Down in ${seconds(started)}.`);
