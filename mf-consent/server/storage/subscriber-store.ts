// The collector's storage contract, over SQLite (the default) or PostgreSQL (when DATABASE_URL is set).
// The contract tests (subscriber-store.contract.test-support.ts) run against both.

/**
 * - pending: mailed, not confirmed yet (purged after PENDING_RETENTION_DAYS).
 * - confirmed: followed the link (double opt-in); the only status mailed by default.
 * - unsubscribed: left the list; a new signup starts the double opt-in again.
 * - imported: from the single opt-in journal (decision 0005); never mailed by default, may be asked once to confirm.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'imported'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A validated signup, kept as the proof of consent. */
export interface SignupDetails {
  /** The address as typed, trimmed. */
  email: string;
  /** The unique key: trimmed, NFC, lower-case (see normalizeEmail). */
  emailNormalized: string;
  /** 'en' | 'es': the language of the form, the mails and the pages. */
  language: string;
  /** The form's source label ("Newsletter Signup"). */
  source: string;
  /** The site path where the visitor signed up ("/", "/collections/carriel"), or null when not sent. */
  page: string | null;
  /** Version of the consent text the visitor saw (e.g. "2026-11-25"). */
  consentTextVersion: string;
  signedUpAt: Date;
}

/** A fresh confirmation token, stored only as its SHA-256 hash (hex). */
export interface ConfirmationTicket {
  tokenHash: string;
  expiresAt: Date;
}

export interface SignupResult {
  /** The subscriber's id (stable across re-signups of the same address). */
  id: number;
  /** true: the ticket was stored and a confirmation mail must be sent now; false: nothing changed. */
  sendConfirmation: boolean;
}

export type ConfirmResult =
  | { outcome: 'confirmed'; id: number; language: string }
  | { outcome: 'used' } // this token confirmed the address before (single use)
  | { outcome: 'expired' }
  | { outcome: 'invalid' }; // unknown, or replaced by a newer mail's token

export interface Subscriber extends SignupDetails {
  id: number;
  status: SubscriberStatus;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface SubscriberStore {
  readonly kind: 'sqlite' | 'postgres';

  /**
   * Atomic, also with several collectors on one PostgreSQL database:
   * - no row, or unsubscribed/imported: becomes pending with these details and this ticket;
   * - pending and last mailed at or before `resendNotAfter`: details and ticket replaced;
   * - otherwise nothing changes. The mail's time is `details.signedUpAt`.
   */
  recordSignup(details: SignupDetails, ticket: ConfirmationTicket, resendNotAfter: Date): Promise<SignupResult>;

  /** Spends a confirmation token (by its hash). Exactly one of two concurrent calls with one token confirms. */
  confirm(tokenHash: string, now: Date): Promise<ConfirmResult>;

  /** Marks a subscriber unsubscribed and drops any pending ticket. */
  unsubscribe(id: number, now: Date): Promise<'unsubscribed' | 'not_found'>;

  /** Subscribers of the given statuses, by id. */
  list(statuses: readonly SubscriberStatus[]): Promise<Subscriber[]>;

  /** Deletes pending subscribers whose last signup is before `signedUpBefore`; returns how many. */
  purgePending(signedUpBefore: Date): Promise<number>;

  counts(): Promise<Record<SubscriberStatus, number>>;

  /** Adds the old journal's records (decision 0005) as imported, skipping present addresses; returns how many. */
  importJournal(records: readonly JournalRecord[]): Promise<number>;

  /** Throws when the store cannot be written (a real write, not only a read). */
  checkWritable(): Promise<void>;

  close(): Promise<void>;
}

/** One line of the old journal file (newsletter-signups.jsonl). */
export interface JournalRecord {
  email: string;
  timestamp: string | null;
  source: string;
  language: string | null;
  consent: true;
  receivedAt: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}
