/**
 * Every run of the browser tests serves its own copy of the composed site, its ports shifted by this offset
 * (3000 + offset for the host …), so that it never collides with `npm start` or with another run.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const SITE_URL = `http://localhost:${3000 + PORT_OFFSET}`;
export const COLLECTOR_URL = `http://localhost:${3005 + PORT_OFFSET}`;
/** Private topologies (tests that stop a remote) use offsets above this one, one per worker. */
export const PRIVATE_OFFSET_BASE = PORT_OFFSET + 20;

/**
 * How long the test sites' host waits for a remote's fragment (production: 400 ms, tools/page-composer.mjs).
 * The tests run beside a browser per worker on two shared cores, where a local fragment now and then took longer
 * than 400 ms and the page came incomplete, as designed but not as the test meant. The tests check what a
 * complete and an incomplete page do, never the wait itself; the fault tests hold a remote for 4 s, beyond this.
 */
export const TEST_FRAGMENT_TIMEOUT_MS = 2_000;
