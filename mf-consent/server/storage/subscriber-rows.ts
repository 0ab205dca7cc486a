// The subscribers table as both stores read it back: the same columns, mapped to a Subscriber the same way.
// SQLite gives ids as numbers and times as ISO strings; PostgreSQL gives ids (bigint) as strings and times as Dates.
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from './subscriber-store.ts';

export const SUBSCRIBER_COLUMNS =
  'id, email, email_normalized, status, language, source, page, consent_text_version, signed_up_at, confirmed_at, unsubscribed_at';

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
