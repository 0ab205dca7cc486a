// The subscriber store in one SQLite file (node:sqlite). WAL with synchronous=FULL: a committed signup is on disk
// before it is acknowledged. Every operation is one statement or one BEGIN IMMEDIATE transaction, so other
// processes on the same file (the import CLI) wait for the write lock instead of racing.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { importedSubscriberOf } from './journal.ts';
import { migrateSqlite } from './migrations.ts';
import type { ConfirmResult, JournalRecord, SubscriberStore } from './subscriber-store.ts';
import { inImmediateTransaction } from './transactions.ts';
import { countsOf, SUBSCRIBER_COLUMNS, subscriberOf, type SubscriberRow } from './subscriber-rows.ts';

const BUSY_TIMEOUT_MS = 5000;

/**
 * One connection, in WAL mode and migrated. Switching a new file to WAL takes a lock that SQLite does not wait for,
 * and a file another process is creating cannot be opened for a moment: both are tried again until BUSY_TIMEOUT_MS.
 */
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

  const upsertSignup = db.prepare(`
    INSERT INTO subscribers (email, email_normalized, status, language, source, page, consent_text_version, signed_up_at,
                             confirmation_token_hash, confirmation_expires_at, confirmation_sent_at)
    VALUES (:email, :emailNormalized, 'pending', :language, :source, :page, :consentTextVersion, :signedUpAt,
            :tokenHash, :expiresAt, :signedUpAt)
    ON CONFLICT (email_normalized) DO UPDATE SET
      email = excluded.email, status = 'pending', language = excluded.language, source = excluded.source,
      page = excluded.page, consent_text_version = excluded.consent_text_version, signed_up_at = excluded.signed_up_at,
      confirmation_token_hash = excluded.confirmation_token_hash, confirmation_expires_at = excluded.confirmation_expires_at,
      confirmation_sent_at = excluded.confirmation_sent_at, confirmed_at = NULL, unsubscribed_at = NULL
    WHERE subscribers.status IN ('unsubscribed', 'imported')
       OR (subscribers.status = 'pending' AND subscribers.confirmation_sent_at <= :resendNotAfter)
    RETURNING id`);
  const idByEmail = db.prepare('SELECT id FROM subscribers WHERE email_normalized = ?');
  const spendToken = db.prepare(`
    UPDATE subscribers SET status = 'confirmed', confirmed_at = :now, confirmed_token_hash = confirmation_token_hash,
                           confirmation_token_hash = NULL, confirmation_expires_at = NULL
    WHERE confirmation_token_hash = :tokenHash AND status = 'pending' AND confirmation_expires_at > :now
    RETURNING id, language`);
  const spentToken = db.prepare('SELECT 1 FROM subscribers WHERE confirmed_token_hash = ?');
  const unspentToken = db.prepare('SELECT 1 FROM subscribers WHERE confirmation_token_hash = ?');
  const markUnsubscribed = db.prepare(`
    UPDATE subscribers SET status = 'unsubscribed', confirmation_token_hash = NULL, confirmation_expires_at = NULL,
                           unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE :now END
    WHERE id = :id`);
  const listByStatus = db.prepare(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE status IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const deletePending = db.prepare("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < ?");
  const countByStatus = db.prepare('SELECT status, count(*) AS count FROM subscribers GROUP BY status');
  const insertImported = db.prepare(`
    INSERT INTO subscribers (email, email_normalized, status, language, source, page, consent_text_version, signed_up_at)
    VALUES (:email, :emailNormalized, 'imported', :language, :source, NULL, :consentTextVersion, :signedUpAt)
    ON CONFLICT (email_normalized) DO NOTHING`);
  const touchHealthRow = db.prepare('UPDATE store_health SET last_write_check_at = ? WHERE id = 1');

  return {
    kind: 'sqlite',

    async recordSignup(details, ticket, resendNotAfter) {
      return inImmediateTransaction(db, () => {
        const changed = upsertSignup.get({
          email: details.email,
          emailNormalized: details.emailNormalized,
          language: details.language,
          source: details.source,
          page: details.page,
          consentTextVersion: details.consentTextVersion,
          signedUpAt: details.signedUpAt.toISOString(),
          tokenHash: ticket.tokenHash,
          expiresAt: ticket.expiresAt.toISOString(),
          resendNotAfter: resendNotAfter.toISOString(),
        });
        if (changed) return { id: Number(changed.id), sendConfirmation: true };
        // The conflicting row stays: this transaction holds the write lock.
        const existing = idByEmail.get(details.emailNormalized) as { id: number };
        return { id: existing.id, sendConfirmation: false };
      });
    },

    async confirm(tokenHash, now): Promise<ConfirmResult> {
      return inImmediateTransaction(db, (): ConfirmResult => {
        const confirmed = spendToken.get({ tokenHash, now: now.toISOString() });
        if (confirmed) return { outcome: 'confirmed', id: Number(confirmed.id), language: String(confirmed.language) };
        if (spentToken.get(tokenHash)) return { outcome: 'used' };
        if (unspentToken.get(tokenHash)) return { outcome: 'expired' };
        return { outcome: 'invalid' };
      });
    },

    async unsubscribe(id, now) {
      return markUnsubscribed.run({ id, now: now.toISOString() }).changes > 0 ? 'unsubscribed' : 'not_found';
    },

    async list(statuses) {
      return listByStatus.all(JSON.stringify(statuses)).map((row) => subscriberOf(row as unknown as SubscriberRow));
    },

    async purgePending(signedUpBefore) {
      return Number(deletePending.run(signedUpBefore.toISOString()).changes);
    },

    async counts() {
      return countsOf(countByStatus.all());
    },

    async importJournal(records: readonly JournalRecord[]) {
      return inImmediateTransaction(db, () => {
        let added = 0;
        for (const record of records) {
          const subscriber = importedSubscriberOf(record);
          const row: Record<string, SQLInputValue> = { ...subscriber, signedUpAt: subscriber.signedUpAt.toISOString() };
          added += Number(insertImported.run(row).changes);
        }
        return added;
      });
    },

    async checkWritable() {
      if (touchHealthRow.run(new Date().toISOString()).changes !== 1)
        throw new Error('The store_health row is missing');
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
}
