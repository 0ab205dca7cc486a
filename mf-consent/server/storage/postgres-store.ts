// The subscriber store in PostgreSQL; the statements are in sql-store.ts.
import { Pool } from 'pg';
import { migratePostgres } from './migrations.ts';
import { IMPORT_COLUMNS, sqlStore } from './sql-store.ts';
import type { SubscriberStore } from './subscriber-store.ts';
import { inPostgresTransaction } from './transactions.ts';

const IMPORT_BATCH_SIZE = 1000;

/** One array parameter per column of IMPORT_COLUMNS, in its order. */
const IMPORT_ROWS = `
  INSERT INTO subscribers (email, email_normalized, status, language, source, consent_text_version, signed_up_at)
  SELECT email, email_normalized, 'imported', language, source, consent_text_version, signed_up_at
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       AS journal (email, email_normalized, language, source, consent_text_version, signed_up_at)
  ON CONFLICT (email_normalized) DO NOTHING`;

export async function openPostgresStore(databaseUrl: string): Promise<SubscriberStore> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that breaks (server restart) is dropped by the pool; the next query opens a new one.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return sqlStore({
    kind: 'postgres',
    rows: async (sql, values) => (await pool.query(sql, [...values])).rows,
    run: async (sql, values) => (await pool.query(sql, [...values])).rowCount ?? 0,
    statusIn: 'status = ANY($1::text[])',
    importSubscribers: (subscribers) =>
      inPostgresTransaction(pool, async (client) => {
        let added = 0;
        for (let start = 0; start < subscribers.length; start += IMPORT_BATCH_SIZE) {
          const batch = subscribers.slice(start, start + IMPORT_BATCH_SIZE);
          const columns = IMPORT_COLUMNS.map((column) => batch.map((subscriber) => subscriber[column]));
          added += (await client.query(IMPORT_ROWS, columns)).rowCount ?? 0;
        }
        return added;
      }),
    // The pool's own flag, set by the first end(): a second close does nothing.
    close: async () => (pool.ending ? undefined : pool.end()),
  });
}
