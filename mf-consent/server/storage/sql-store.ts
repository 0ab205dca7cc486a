// The store over either database. Each decision is taken by the statement that writes, under the row lock, so
// concurrent requests (in one process or several) cannot both win. Parameters are $1 (SQLite reads them as ?1).
import { importedSubscriberOf, type JournalRecord } from './journal.ts';
import {
  SUBSCRIBER_STATUSES,
  type ConfirmationTicket,
  type ConfirmResult,
  type SignupDetails,
  type Subscriber,
  type SubscriberStatus,
} from './subscriber-store.ts';

type Row = Record<string, unknown>;

/** What each database does its own way; values may hold Dates and, for $1 of `statusIn`, a list of statuses. */
export interface SqlDatabase {
  kind: 'sqlite' | 'postgres';
  rows(sql: string, values: readonly unknown[]): Promise<Row[]>;
  /** Runs a statement; how many rows it changed. */
  run(sql: string, values: readonly unknown[]): Promise<number>;
  /** The condition "status is one of the list $1". */
  statusIn: string;
  /**
   * Adds the subscribers of $1, a JSON array of importedSubscriberOf's objects, as imported, skipping addresses
   * already present (the first of the array wins among its own duplicates).
   */
  insertImported: string;
  close(): Promise<void>;
}

/** It returns no row when the address is confirmed, or was mailed too recently. */
const UPSERT_SIGNUP = `
  INSERT INTO subscribers AS s (email, email_normalized, status, language, source, page, consent_text_version,
                                signed_up_at, confirmation_token_hash, confirmation_expires_at, confirmation_sent_at)
  VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $7)
  ON CONFLICT (email_normalized) DO UPDATE SET
    email = excluded.email, status = 'pending', language = excluded.language, source = excluded.source,
    page = excluded.page, consent_text_version = excluded.consent_text_version, signed_up_at = excluded.signed_up_at,
    confirmation_token_hash = excluded.confirmation_token_hash, confirmation_expires_at = excluded.confirmation_expires_at,
    confirmation_sent_at = excluded.confirmation_sent_at, confirmed_at = NULL, unsubscribed_at = NULL
  WHERE s.status IN ('unsubscribed', 'imported') OR (s.status = 'pending' AND s.confirmation_sent_at <= $10)
  RETURNING id`;
/** $1: the token's hash, $2: now. */
const SPEND_TOKEN = `
  UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, confirmed_token_hash = confirmation_token_hash,
                         confirmation_token_hash = NULL, confirmation_expires_at = NULL
  WHERE confirmation_token_hash = $1 AND status = 'pending' AND confirmation_expires_at > $2
  RETURNING id, language`;
/** Run after SPEND_TOKEN found nothing: a concurrent confirm that won has committed by then, so it reads 'used'. */
const WHY_NOT_SPENT = `
  SELECT CASE WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmed_token_hash = $1) THEN 'used'
              WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmation_token_hash = $1) THEN 'expired'
              ELSE 'invalid' END AS outcome`;
/** An address unsubscribed already keeps its first time. */
const MARK_UNSUBSCRIBED = `
  UPDATE subscribers SET status = 'unsubscribed', confirmation_token_hash = NULL, confirmation_expires_at = NULL,
                         unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE $2 END
  WHERE id = $1`;
const SELECT_SUBSCRIBERS = `
  SELECT id, email, email_normalized AS "emailNormalized", status, language, source, page,
         consent_text_version AS "consentTextVersion", signed_up_at AS "signedUpAt", confirmed_at AS "confirmedAt",
         unsubscribed_at AS "unsubscribedAt"
  FROM subscribers`;

// SQLite gives ids as numbers and times as ISO strings; PostgreSQL gives ids (bigint) as strings and times as Dates.
const dateOrNull = (time: unknown) => (time === null ? null : new Date(time as string | Date));

function subscriberOf(row: Row): Subscriber {
  return {
    ...(row as unknown as Subscriber),
    id: Number(row.id),
    signedUpAt: new Date(row.signedUpAt as string | Date),
    confirmedAt: dateOrNull(row.confirmedAt),
    unsubscribedAt: dateOrNull(row.unsubscribedAt),
  };
}

export function sqlStore(db: SqlDatabase) {
  return {
    kind: db.kind,

    /**
     * Atomic, also with several collectors on one PostgreSQL database:
     * - no row, or unsubscribed/imported: becomes pending with these details and this ticket;
     * - pending and last mailed at or before `resendNotAfter`: details and ticket replaced;
     * - otherwise nothing changes. The mail's time is `details.signedUpAt`.
     * Gives the subscriber's id (stable across re-signups of the same address) and whether the ticket was stored,
     * so that a confirmation mail must be sent now.
     */
    async recordSignup(details: SignupDetails, ticket: ConfirmationTicket, resendNotAfter: Date) {
      const { email, emailNormalized, language, source, page, consentTextVersion, signedUpAt } = details;
      const values = [email, emailNormalized, language, source, page, consentTextVersion, signedUpAt];
      values.push(ticket.tokenHash, ticket.expiresAt, resendNotAfter);
      // The row that blocked the upsert may be purged before it is read: then the upsert runs again.
      for (let attempt = 1; ; attempt += 1) {
        const [changed] = await db.rows(UPSERT_SIGNUP, values);
        if (changed) return { id: Number(changed.id), sendConfirmation: true };
        const [existing] = await db.rows('SELECT id FROM subscribers WHERE email_normalized = $1', [emailNormalized]);
        if (existing) return { id: Number(existing.id), sendConfirmation: false };
        if (attempt === 3) throw new Error('recordSignup: the address kept changing under the signup');
      }
    },

    /** Spends a confirmation token (by its hash). Exactly one of two concurrent calls with one token confirms. */
    async confirm(tokenHash: string, now: Date): Promise<ConfirmResult> {
      const [confirmed] = await db.rows(SPEND_TOKEN, [tokenHash, now]);
      if (confirmed) return { outcome: 'confirmed', id: Number(confirmed.id), language: String(confirmed.language) };
      const [why] = await db.rows(WHY_NOT_SPENT, [tokenHash]);
      return { outcome: (why?.outcome ?? 'invalid') as 'used' | 'expired' | 'invalid' };
    },

    /** Marks a subscriber unsubscribed and drops any pending ticket. */
    async unsubscribe(id: number, now: Date) {
      return (await db.run(MARK_UNSUBSCRIBED, [id, now])) > 0 ? 'unsubscribed' : 'not_found';
    },

    /** Subscribers of the given statuses, by id. */
    async list(statuses: readonly SubscriberStatus[]) {
      return (await db.rows(`${SELECT_SUBSCRIBERS} WHERE ${db.statusIn} ORDER BY id`, [statuses])).map(subscriberOf);
    },

    /** Deletes pending subscribers whose last signup is before `signedUpBefore`; returns how many. */
    purgePending: (signedUpBefore: Date) =>
      db.run("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < $1", [signedUpBefore]),

    async counts() {
      const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0]));
      for (const row of await db.rows('SELECT status, count(*) AS count FROM subscribers GROUP BY status', []))
        counts[row.status as SubscriberStatus] = Number(row.count);
      return counts as Record<SubscriberStatus, number>;
    },

    /**
     * Adds the old journal's records (decision 0005) as imported, skipping present addresses; returns how many.
     * One statement, so all or nothing; JSON gives the times as ISO 8601 text, as SQLite's other statements do.
     */
    importJournal: (records: readonly JournalRecord[]) =>
      db.run(db.insertImported, [JSON.stringify(records.map(importedSubscriberOf))]),

    /** Throws when the store cannot be written (a real write, not only a read). */
    async checkWritable() {
      if ((await db.run('UPDATE store_health SET last_write_check_at = $1 WHERE id = 1', [new Date()])) !== 1)
        throw new Error('The store_health row is missing');
    },

    close: () => db.close(),
  };
}
