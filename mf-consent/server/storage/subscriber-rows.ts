// The subscribers table as both stores write and read it: the statements that decide, written once with
// PostgreSQL's $1 parameters (SQLite reads them as ?1), and the same columns, mapped to a Subscriber the same way.
// SQLite gives ids as numbers and times as ISO strings; PostgreSQL gives ids (bigint) as strings and times as Dates.
import type { ConfirmationTicket, SignupDetails } from './subscriber-store.ts';
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from './subscriber-store.ts';

/** The statements both stores decide with, and the start of their reads of a SubscriberRow. */
export const SQL = {
  /** Its values: signupValues. It returns no row when the address is confirmed, or was mailed too recently. */
  upsertSignup: `
    INSERT INTO subscribers AS s (email, email_normalized, status, language, source, page, consent_text_version,
                                  signed_up_at, confirmation_token_hash, confirmation_expires_at, confirmation_sent_at)
    VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $7)
    ON CONFLICT (email_normalized) DO UPDATE SET
      email = excluded.email, status = 'pending', language = excluded.language, source = excluded.source,
      page = excluded.page, consent_text_version = excluded.consent_text_version, signed_up_at = excluded.signed_up_at,
      confirmation_token_hash = excluded.confirmation_token_hash, confirmation_expires_at = excluded.confirmation_expires_at,
      confirmation_sent_at = excluded.confirmation_sent_at, confirmed_at = NULL, unsubscribed_at = NULL
    WHERE s.status IN ('unsubscribed', 'imported') OR (s.status = 'pending' AND s.confirmation_sent_at <= $10)
    RETURNING id`,
  idByEmail: 'SELECT id FROM subscribers WHERE email_normalized = $1',
  /** $1: the token's hash, $2: now. */
  spendToken: `
    UPDATE subscribers SET status = 'confirmed', confirmed_at = $2, confirmed_token_hash = confirmation_token_hash,
                           confirmation_token_hash = NULL, confirmation_expires_at = NULL
    WHERE confirmation_token_hash = $1 AND status = 'pending' AND confirmation_expires_at > $2
    RETURNING id, language`,
  /** Run after spendToken found nothing: a concurrent confirm that won has committed by then, so it reads 'used'. */
  whyNotSpent: `
    SELECT CASE WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmed_token_hash = $1) THEN 'used'
                WHEN EXISTS (SELECT 1 FROM subscribers WHERE confirmation_token_hash = $1) THEN 'expired'
                ELSE 'invalid' END AS outcome`,
  /** $1: the subscriber's id, $2: now; an address unsubscribed already keeps its first time. */
  markUnsubscribed: `
    UPDATE subscribers SET status = 'unsubscribed', confirmation_token_hash = NULL, confirmation_expires_at = NULL,
                           unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE $2 END
    WHERE id = $1`,
  deletePending: "DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < $1",
  selectSubscribers: `SELECT id, email, email_normalized, status, language, source, page, consent_text_version,
                             signed_up_at, confirmed_at, unsubscribed_at FROM subscribers`,
};

/** The values of SQL.upsertSignup, in its order. */
export function signupValues(details: SignupDetails, ticket: ConfirmationTicket, resendNotAfter: Date) {
  return [
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
}

type Time = string | Date;

export interface SubscriberRow {
  id: number | string;
  email: string;
  email_normalized: string;
  status: SubscriberStatus;
  language: string;
  source: string;
  page: string | null;
  consent_text_version: string;
  signed_up_at: Time;
  confirmed_at: Time | null;
  unsubscribed_at: Time | null;
}

const dateOrNull = (time: Time | null) => (time === null ? null : new Date(time));

export function subscriberOf(row: SubscriberRow): Subscriber {
  return {
    id: Number(row.id),
    email: row.email,
    emailNormalized: row.email_normalized,
    status: row.status,
    language: row.language,
    source: row.source,
    page: row.page,
    consentTextVersion: row.consent_text_version,
    signedUpAt: new Date(row.signed_up_at),
    confirmedAt: dateOrNull(row.confirmed_at),
    unsubscribedAt: dateOrNull(row.unsubscribed_at),
  };
}

/** The rows of `SELECT status, count(*) AS count … GROUP BY status`, with 0 for a status that has none. */
export function countsOf(rows: readonly Record<string, unknown>[]): Record<SubscriberStatus, number> {
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status as SubscriberStatus] = Number(row.count);
  return counts as Record<SubscriberStatus, number>;
}
