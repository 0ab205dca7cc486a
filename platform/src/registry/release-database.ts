// The registry's database: SQLite by default, PostgreSQL with DATABASE_URL. Statements use $1 (SQLite reads ?1).
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Pool } from 'pg';

export type Row = Record<string, unknown>;

export interface Statements {
  query(sql: string, params?: readonly (string | number | null)[]): Promise<Row[]>;
}

export interface ReleaseDatabase extends Statements {
  /** One transaction, holding the lock of `team`'s releases. */
  forTeam<T>(team: string, work: (statements: Statements) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Each applied once, counted in schema_steps. A change is a new step at the end; a shipped step never changes. */
const SCHEMA_STEPS = [
  `CREATE TABLE IF NOT EXISTS release_versions (
     team TEXT NOT NULL,
     version TEXT NOT NULL,
     integrity TEXT NOT NULL,
     contract TEXT NOT NULL,
     published_at TEXT NOT NULL,
     published_by TEXT NOT NULL,
     PRIMARY KEY (team, version))`,
  // Actions: "published", "live", "rollback", "canary", "canary-ended" (release-registry.ts).
  `CREATE TABLE IF NOT EXISTS release_events (
     sequence INTEGER NOT NULL,
     team TEXT NOT NULL,
     action TEXT NOT NULL,
     version TEXT NOT NULL,
     previous_version TEXT,
     actor TEXT NOT NULL,
     at TEXT NOT NULL,
     PRIMARY KEY (team, sequence))`,
  'ALTER TABLE release_events ADD COLUMN share INTEGER',
  // field-figures.ts: no address, no identifier.
  `CREATE TABLE field_reports (
     team TEXT NOT NULL,
     version TEXT NOT NULL,
     kind TEXT NOT NULL,
     value DOUBLE PRECISION,
     device TEXT NOT NULL,
     at TEXT NOT NULL)`,
  'CREATE INDEX field_reports_by_team ON field_reports (team, at)',
];

/** Inside the caller's transaction. */
async function applySchemaSteps({ query }: Statements): Promise<void> {
  await query('CREATE TABLE IF NOT EXISTS schema_steps (step INTEGER PRIMARY KEY)');
  const [done] = await query('SELECT COALESCE(MAX(step), 0) AS done FROM schema_steps');
  for (let step = Number(done?.done ?? 0) + 1; step <= SCHEMA_STEPS.length; step++) {
    await query(SCHEMA_STEPS[step - 1] as string);
    await query('INSERT INTO schema_steps (step) VALUES ($1)', [step]);
  }
}

export const SQLITE_FILE_NAME = 'releases.sqlite';

async function openSqlite(file: string): Promise<ReleaseDatabase> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL');
  const statements: Statements = {
    query: async (sql, params = []) => db.prepare(sql.replace(/\$(\d+)/g, '?$1')).all(...params) as Row[],
  };
  async function transaction<T>(work: (statements: Statements) => Promise<T>): Promise<T> {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = await work(statements);
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
  await transaction(applySchemaSteps);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...statements,
    // One connection: transactions run one at a time, in the order they were asked for.
    forTeam(_team, work) {
      const run = queue.then(() => transaction(work));
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => queue.then(() => db.close()),
  };
}

async function openPostgres(url: string): Promise<ReleaseDatabase> {
  const pool = new Pool({ connectionString: url, max: 4 });
  // An idle connection the database ends (a restart) is dropped; the next query opens another.
  pool.on('error', () => undefined);
  /** `lock`: a SELECT taking an advisory lock. */
  async function transaction<T>(lock: string, lockParams: string[], work: (statements: Statements) => Promise<T>) {
    const client = await pool.connect();
    // Without its own listener, a client ended mid-transaction would end the process (the pool listens to idle ones).
    const ignore = () => undefined;
    client.on('error', ignore);
    let broken: unknown;
    try {
      await client.query('BEGIN');
      await client.query(lock, lockParams);
      const result = await work({ query: async (sql, params = []) => (await client.query(sql, [...params])).rows });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    } finally {
      client.off('error', ignore);
      // A connection that could not even roll back is closed, not handed to the next transaction.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }
  // Several registries may start at once on one database: one applies the schema's steps, in one transaction.
  await transaction('SELECT pg_advisory_xact_lock(7310)', [], applySchemaSteps);
  return {
    query: async (sql, params = []) => (await pool.query(sql, [...params])).rows,
    forTeam: (team, work) => transaction('SELECT pg_advisory_xact_lock(hashtext($1))', [`release:${team}`], work),
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set, else SQLite in `dataDir`. */
export function openReleaseDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }) {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(path.join(dataDir, SQLITE_FILE_NAME));
}
