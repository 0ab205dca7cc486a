// The one description of the deployables (tools/topology.mjs), for the TypeScript browser tests: tools/ has no
// type declarations for it, so they come from topology.d.mts beside this file.
export { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, REMOTES, deployable } from '../../tools/topology.mjs';
