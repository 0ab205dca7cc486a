// Types of local-postgres.mjs for the TypeScript tests.
export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  /**
   * Creates an empty database `name` (lower-case letters, digits and _, not starting with a digit) on this server;
   * resolves with its URL. Fails when the database exists: callers number their names to keep them unique.
   */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (pg_ctl stop -m fast) and deletes its folder. */
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries folder; installs the package first when it is missing and this process is root. */
export function ensureBinDir(): string;

/**
 * Starts a fresh PostgreSQL cluster in a new temporary folder, created under `dataDir` (default: the OS temp
 * folder). Installs Debian's postgresql package first when it is missing and this process is root.
 */
export function startLocalPostgres(options?: {
  dataDir?: string;
  /** a fixed port instead of a free one */ port?: number;
}): Promise<LocalPostgres>;
