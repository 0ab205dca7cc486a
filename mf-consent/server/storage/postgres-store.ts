// The subscriber store in PostgreSQL, for several collectors sharing one database. Every decision is taken by the
// statement that writes (ON CONFLICT … WHERE, UPDATE … WHERE), under the row lock, so concurrent requests in
// different processes cannot both win.
import { Pool } from 'pg';
import { importedSubscriberOf } from './journal.ts';
import { migratePostgres } from './migrations.ts';
import type { ConfirmResult, JournalRecord, SubscriberStore } from './subscriber-store.ts';
import { inPostgresTransaction } from './transactions.ts';
import { countsOf, signupValues, SQL, subscriberOf, type SubscriberRow } from './subscriber-rows.ts';

const IMPORT_BATCH_SIZE = 1000;

const IMPORT_ROWS = `
  INSERT INTO subscribers (email, email_normalized, status, language, source, consent_text_version, signed_up_at)
  SELECT email, email_normalized, 'imported', language, source, consent_text_version, signed_up_at
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
       AS journal (email, email_normalized, language, source, consent_text_version, signed_up_at)
  ON CONFLICT (email_normalized) DO NOTHING`;
/** One array per column of IMPORT_ROWS, in its order. */
const IMPORT_COLUMNS = ['email', 'emailNormalized', 'language', 'source', 'consentTextVersion', 'signedUpAt'] as const;

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
  let closed = false;

  return {
    kind: 'postgres',

    async recordSignup(details, ticket, resendNotAfter) {
      const values = signupValues(details, ticket, resendNotAfter);
      // The row that blocked the upsert may be purged before it is read: then the upsert runs again.
      for (let attempt = 1; ; attempt += 1) {
        const changed = await pool.query<{ id: string }>(SQL.upsertSignup, values);
        if (changed.rows[0]) return { id: Number(changed.rows[0].id), sendConfirmation: true };
        const existing = await pool.query<{ id: string }>(SQL.idByEmail, [details.emailNormalized]);
        if (existing.rows[0]) return { id: Number(existing.rows[0].id), sendConfirmation: false };
        if (attempt === 3) throw new Error('recordSignup: the address kept changing under the signup');
      }
    },

    async confirm(tokenHash, now): Promise<ConfirmResult> {
      const confirmed = await pool.query<{ id: string; language: string }>(SQL.spendToken, [tokenHash, now]);
      const row = confirmed.rows[0];
      if (row) return { outcome: 'confirmed', id: Number(row.id), language: row.language };
      const why = await pool.query<{ outcome: 'used' | 'expired' | 'invalid' }>(SQL.whyNotSpent, [tokenHash]);
      return { outcome: why.rows[0]?.outcome ?? 'invalid' };
    },

    async unsubscribe(id, now) {
      const result = await pool.query(SQL.markUnsubscribed, [id, now]);
      return result.rowCount ? 'unsubscribed' : 'not_found';
    },

    async list(statuses) {
      const result = await pool.query<SubscriberRow>(
        `${SQL.selectSubscribers} WHERE status = ANY($1::text[]) ORDER BY id`,
        [statuses],
      );
      return result.rows.map(subscriberOf);
    },

    async purgePending(signedUpBefore) {
      const result = await pool.query(SQL.deletePending, [signedUpBefore]);
      return result.rowCount ?? 0;
    },

    async counts() {
      const result = await pool.query('SELECT status, count(*)::integer AS count FROM subscribers GROUP BY status');
      return countsOf(result.rows);
    },

    async importJournal(records: readonly JournalRecord[]) {
      const subscribers = records.map(importedSubscriberOf);
      return inPostgresTransaction(pool, async (client) => {
        let added = 0;
        for (let start = 0; start < subscribers.length; start += IMPORT_BATCH_SIZE) {
          const batch = subscribers.slice(start, start + IMPORT_BATCH_SIZE);
          const columns = IMPORT_COLUMNS.map((column) => batch.map((subscriber) => subscriber[column]));
          added += (await client.query(IMPORT_ROWS, columns)).rowCount ?? 0;
        }
        return added;
      });
    },

    async checkWritable() {
      const result = await pool.query('UPDATE store_health SET last_write_check_at = now() WHERE id = 1');
      if (result.rowCount !== 1) throw new Error('The store_health row is missing');
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
