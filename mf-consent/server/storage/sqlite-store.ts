// The subscriber store in one SQLite file (node:sqlite). WAL with synchronous=FULL: a committed signup is on disk
// before it is acknowledged. Every operation is one statement or one BEGIN IMMEDIATE transaction, so other
// processes on the same file (the import CLI) wait for the write lock instead of racing.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { importedSubscriberOf } from './journal.ts';
import { migrateSqlite } from './migrations.ts';
import type { ConfirmResult, JournalRecord, SubscriberStore } from './subscriber-store.ts';
import { inImmediateTransaction } from './transactions.ts';
import { countsOf, signupValues, SQL, subscriberOf, type SubscriberRow } from './subscriber-rows.ts';

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

  // The shared statements have PostgreSQL's $1 parameters, which SQLite reads as ?1.
  const prepare = (sql: string) => db.prepare(sql.replace(/\$(\d+)/g, '?$1'));
  const upsertSignup = prepare(SQL.upsertSignup);
  const idByEmail = prepare(SQL.idByEmail);
  const spendToken = prepare(SQL.spendToken);
  const whyNotSpent = prepare(SQL.whyNotSpent);
  const markUnsubscribed = prepare(SQL.markUnsubscribed);
  const listByStatus = db.prepare(
    `${SQL.selectSubscribers} WHERE status IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const deletePending = prepare(SQL.deletePending);
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
        const values = signupValues(details, ticket, resendNotAfter).map((value) =>
          value instanceof Date ? value.toISOString() : value,
        );
        const changed = upsertSignup.get(...values);
        if (changed) return { id: Number(changed.id), sendConfirmation: true };
        // The conflicting row stays: this transaction holds the write lock.
        const existing = idByEmail.get(details.emailNormalized) as { id: number };
        return { id: existing.id, sendConfirmation: false };
      });
    },

    async confirm(tokenHash, now): Promise<ConfirmResult> {
      return inImmediateTransaction(db, (): ConfirmResult => {
        const confirmed = spendToken.get(tokenHash, now.toISOString());
        if (confirmed) return { outcome: 'confirmed', id: Number(confirmed.id), language: String(confirmed.language) };
        const { outcome } = whyNotSpent.get(tokenHash) as { outcome: 'used' | 'expired' | 'invalid' };
        return { outcome };
      });
    },

    async unsubscribe(id, now) {
      return markUnsubscribed.run(id, now.toISOString()).changes > 0 ? 'unsubscribed' : 'not_found';
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
