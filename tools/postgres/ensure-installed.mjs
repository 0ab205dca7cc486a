// Part of `npm test`: makes sure Debian's PostgreSQL binaries are here before the unit tests start, so that the
// test files that start a server (in parallel jest workers) never race each other's apt-get.
import { ensureBinDir } from './local-postgres.mjs';

console.log(`PostgreSQL binaries: ${ensureBinDir()}`);
