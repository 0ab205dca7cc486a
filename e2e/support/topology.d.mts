// Types of topology.mjs (tools/topology.mjs) for the TypeScript browser tests.
export interface Deployable {
  team: string;
  dir: string;
  port: number;
}
export const DEPLOYABLES: readonly Deployable[];
export const REMOTES: readonly Deployable[];
export const COLLECTOR: { service: string; port: number };
export const MAIL_CATCHER: { service: string; port: number; smtpPort: number };
export function deployable(teamOrDir: string): Deployable;
