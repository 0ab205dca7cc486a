// The collector's storage contract, over SQLite (the default) or PostgreSQL (when DATABASE_URL is set).
// The contract tests (subscriber-store.contract.test-support.ts) run against both.
import type { sqlStore } from './sql-store.ts';

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

/** The store over either database: sql-store.ts, whose methods say what each one guarantees. */
export type SubscriberStore = ReturnType<typeof sqlStore>;

export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}
