// The subscriber store in PostgreSQL; the statements but its import are in sql-store.ts.
import { Pool } from 'pg';
import { migratePostgres } from './migrations.ts';
import { sqlStore } from './sql-store.ts';
import type { SubscriberStore } from './subscriber-store.ts';

const INSERT_IMPORTED = `
  INSERT INTO subscribers (email, email_normalized, status, language, source, consent_text_version, signed_up_at)
  SELECT email, "emailNormalized", 'imported', language, source, "consentTextVersion", "signedUpAt"
  FROM json_to_recordset($1::json) AS journal (email text, "emailNormalized" text, language text, source text,
                                               "consentTextVersion" text, "signedUpAt" timestamptz)
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
    insertImported: INSERT_IMPORTED,
    // The pool's own flag, set by the first end(): a second close does nothing.
    close: async () => (pool.ending ? undefined : pool.end()),
  });
}
