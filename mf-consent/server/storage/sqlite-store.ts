// The subscriber store in one SQLite file. WAL with synchronous=FULL: a committed signup is on disk before it is
// acknowledged. Each write is one statement or one BEGIN IMMEDIATE transaction, so other processes wait, not race.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { migrateSqlite } from './migrations.ts';
import { sqlStore } from './sql-store.ts';
import type { SubscriberStore } from './subscriber-store.ts';

const BUSY_TIMEOUT_MS = 5000;
/** `WHERE true` tells SQLite's parser that ON CONFLICT is the upsert clause, not a join's ON. */
const INSERT_IMPORTED = `
  INSERT INTO subscribers (email, email_normalized, status, language, source, consent_text_version, signed_up_at)
  SELECT value ->> 'email', value ->> 'emailNormalized', 'imported', value ->> 'language', value ->> 'source',
         value ->> 'consentTextVersion', value ->> 'signedUpAt'
  FROM json_each($1) WHERE true
  ON CONFLICT (email_normalized) DO NOTHING`;

/** Switching a new file to WAL, or opening one another process creates, fails at once: retried until the timeout. */
async function openConnection(filePath: string): Promise<DatabaseSync> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    let db: DatabaseSync | null = null;
    try {
      db = new DatabaseSync(filePath);
      db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      migrateSqlite(db);
      return db;
    } catch (error) {
      db?.close();
      const errcode = (error as { errcode?: number }).errcode;
      const transient = errcode === 5 || errcode === 6 || errcode === 14; // SQLITE_BUSY, SQLITE_LOCKED, SQLITE_CANTOPEN
      if (!transient || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/** Opens (creating and migrating when needed) the store at `filePath`; a `file:` URI with `?mode=ro` opens it read-only. */
export async function openSqliteStore(filePath: string): Promise<SubscriberStore> {
  const db = await openConnection(filePath);
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql.replace(/\$(\d+)/g, '?$1'));
    statements.set(sql, statement);
    return statement;
  };
  // Times are ISO 8601 text (they compare correctly as text); a list is read with json_each.
  const sqliteValues = (values: readonly unknown[]) =>
    values.map((value) =>
      value instanceof Date ? value.toISOString() : Array.isArray(value) ? JSON.stringify(value) : value,
    ) as SQLInputValue[];
  return sqlStore({
    kind: 'sqlite',
    rows: async (sql, values) => prepare(sql).all(...sqliteValues(values)),
    run: async (sql, values) => Number(prepare(sql).run(...sqliteValues(values)).changes),
    statusIn: 'status IN (SELECT value FROM json_each($1))',
    insertImported: INSERT_IMPORTED,
    async close() {
      if (db.isOpen) db.close();
    },
  });
}
