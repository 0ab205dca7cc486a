// The one description of the deployables (platform/src/topology/topology.ts), re-exported for the browser tests
// through a plain module: Playwright's loader reads .mjs as Node does, and Node loads the TypeScript behind it.
export { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, REMOTES, deployable } from '../../platform/src/topology/topology.ts';
