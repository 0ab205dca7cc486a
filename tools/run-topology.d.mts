// Types of run-topology.mjs for the TypeScript browser tests.
export interface Topology {
  config: unknown;
  siteUrl: string;
  urlOf(team: string): string;
  start(team: string, overrides?: { root?: string }): Promise<void>;
  stop(team: string): Promise<void>;
  redeploy(team: string, overrides?: { root?: string }): Promise<void>;
  close(): Promise<void>;
}
export function startTopology(options?: {
  portOffset?: number;
  roots?: Record<string, string>;
  /** team -> another checkout (an earlier release) whose own server and build run that deployable */
  checkouts?: Record<string, string>;
  runtimeConfig?: unknown;
  dataDir?: string;
  collector?: boolean;
  fragmentTimeoutMs?: number;
  log?: (line: object) => void;
}): Promise<Topology>;
