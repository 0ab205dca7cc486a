// The subscriber store in PostgreSQL, for several collectors sharing one database. Every decision is taken by the
// statement that writes (ON CONFLICT … WHERE, UPDATE … WHERE), under the row lock, so concurrent requests in
// different processes cannot both win.
import { Pool } from 'pg';
import { importedSubscriberOf } from './journal.ts';
import { migratePostgres } from './migrations.ts';
import type { ConfirmResult, JournalRecord, SubscriberStore } from './subscriber-store.ts';
import { inPostgresTransaction } from './transactions.ts';
import { countsOf, SUBSCRIBER_COLUMNS, subscriberOf, type SubscriberRow } from './subscriber-rows.ts';

const IMPORT_BATCH_SIZE = 1000;

const UPSERT_SIGNUP = `
  INSERT INTO subscribers AS s (email, email_normalized, status, language, source, page, consent_text_version, signed_up_at,
                                confirmation_token_hash, confirmation_expires_at, confirmation_sent_at)
  VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $7)
  ON CONFLICT (email_normalized) DO UPDATE SET
    email = excluded.email, status = 'pending', language = excluded.language, source = excluded.source,
    page = excluded.page, consent_text_version = excluded.consent_text_version, signed_up_at = excluded.signed_up_at,
    confirmation_token_hash = excluded.confirmation_token_hash, confirmation_expires_at = excluded.confirmation_expires_at,
    confirmation_sent_at = excluded.confirmation_sent_at, confirmed_at = NULL, unsubscribed_at = NULL
  WHERE s.status IN ('unsubscribed', 'imported') OR (s.status = 'pending' AND s.confirmation_sent_at <= $10)
  RETURNING id`;

const SPEND_TOKEN = `
  UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, confirmed_token_hash = confirmation_token_hash,
                         confirmation_token_hash = NULL, confirmation_expires_at = NULL
  WHERE confirmation_token_hash = $1 AND status = 'pending' AND confirmation_expires_at > $2
  RETURNING id, language`;

// Run after SPEND_TOKEN found nothing: a concurrent confirm that won has committed by then, so it reads 'used'.
const WHY_NOT_SPENT = `
  SELECT CASE WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmed_token_hash = $1) THEN 'used'
              WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmation_token_hash = $1) THEN 'expired'
              ELSE 'invalid' END AS outcome`;

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
      const values = [
        details.email,
        details.emailNormalized,
        details.language,
        details.source,
        details.page,
        details.consentTextVersion,
        details.signedUpAt,
        ticket.tokenHash,
        ticket.expiresAt,
        resendNotAfter,
      ];
      // The row that blocked the upsert may be purged before it is read: then the upsert runs again.
      for (let attempt = 1; ; attempt += 1) {
        const changed = await pool.query<{ id: string }>(UPSERT_SIGNUP, values);
        if (changed.rows[0]) return { id: Number(changed.rows[0].id), sendConfirmation: true };
        const existing = await pool.query<{ id: string }>('SELECT id FROM subscribers WHERE email_normalized = $1', [
          details.emailNormalized,
        ]);
        if (existing.rows[0]) return { id: Number(existing.rows[0].id), sendConfirmation: false };
        if (attempt === 3) throw new Error('recordSignup: the address kept changing under the signup');
      }
    },

    async confirm(tokenHash, now): Promise<ConfirmResult> {
      const confirmed = await pool.query<{ id: string; language: string }>(SPEND_TOKEN, [tokenHash, now]);
      const row = confirmed.rows[0];
      if (row) return { outcome: 'confirmed', id: Number(row.id), language: row.language };
      const why = await pool.query<{ outcome: 'used' | 'expired' | 'invalid' }>(WHY_NOT_SPENT, [tokenHash]);
      return { outcome: why.rows[0]?.outcome ?? 'invalid' };
    },

    async unsubscribe(id, now) {
      const result = await pool.query(
        `UPDATE subscribers SET status = 'unsubscribed', confirmation_token_hash = NULL, confirmation_expires_at = NULL,
                                unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE $2 END
         WHERE id = $1`,
        [id, now],
      );
      return result.rowCount ? 'unsubscribed' : 'not_found';
    },

    async list(statuses) {
      const result = await pool.query<SubscriberRow>(
        `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE status = ANY($1::text[]) ORDER BY id`,
        [statuses],
      );
      return result.rows.map(subscriberOf);
    },

    async purgePending(signedUpBefore) {
      const result = await pool.query("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < $1", [
        signedUpBefore,
      ]);
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
