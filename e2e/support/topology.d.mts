// Types of topology.mjs: those of the module it re-exports.
export { COLLECTOR, DEPLOYABLES, MAIL_CATCHER, REMOTES, deployable } from '../../platform/src/topology/topology.ts';
export type { Deployable } from '../../platform/src/topology/topology.ts';
