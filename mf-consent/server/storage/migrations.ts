// Schema migrations (migrations/<kind>/NNN-name.sql), applied in order at open, each in its own transaction.
// When several processes open one database at once, a lock lets exactly one of them apply each migration.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Pool, PoolClient } from 'pg';
import migrationsFolder from './migrations/migrations-folder.cjs';
import { inImmediateTransaction, inPostgresTransaction } from './transactions.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d+)-([a-z0-9-]+)\.sql$/;

export function migrationsOf(kind: 'sqlite' | 'postgres'): Migration[] {
  const folder = path.join(migrationsFolder, kind);
  const migrations: Migration[] = [];
  for (const file of fs.readdirSync(folder)) {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    if (version === undefined || name === undefined) continue;
    if (migrations.some((migration) => migration.version === Number(version)))
      throw new Error(`Two ${kind} migrations have version ${version}`);
    migrations.push({ version: Number(version), name, sql: fs.readFileSync(path.join(folder, file), 'utf8') });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

const firstNotApplied = (migrations: Migration[], applied: readonly number[]) =>
  migrations.find((migration) => !applied.includes(migration.version));

function sqliteAppliedVersions(db: DatabaseSync): number[] {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!table) return [];
  return db
    .prepare('SELECT version FROM schema_migrations')
    .all()
    .map((row) => Number(row.version));
}

export function migrateSqlite(db: DatabaseSync): void {
  const migrations = migrationsOf('sqlite');
  // Up to date: nothing is written, so a read-only database opens too.
  if (!firstNotApplied(migrations, sqliteAppliedVersions(db))) return;
  // Each under the write lock, looked for again there: another process may have applied it meanwhile.
  const applyNext = () =>
    inImmediateTransaction(db, () => {
      db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT',
      );
      const next = firstNotApplied(migrations, sqliteAppliedVersions(db));
      if (!next) return false;
      db.exec(next.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        next.version,
        next.name,
        new Date().toISOString(),
      );
      return true;
    });
  while (applyNext());
}

async function postgresAppliedVersions(db: Pool | PoolClient): Promise<number[]> {
  const table = await db.query<{ exists: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS exists");
  if (!table.rows[0]?.exists) return [];
  return (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version);
}

export async function migratePostgres(pool: Pool): Promise<void> {
  const migrations = migrationsOf('postgres');
  if (!firstNotApplied(migrations, await postgresAppliedVersions(pool))) return;
  // Under an advisory lock held to the end of the transaction, looked for again there, as for SQLite.
  const applyNext = async (client: PoolClient) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('mf-consent/schema_migrations'))");
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const next = firstNotApplied(migrations, await postgresAppliedVersions(client));
    if (!next) return false;
    await client.query(next.sql);
    await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [next.version, next.name]);
    return true;
  };
  while (await inPostgresTransaction(pool, applyNext));
}
