// Records of the old single opt-in journal (decision 0005), as the tests write them.
import type { JournalRecord } from './journal.ts';

/** A complete record with proof of consent, in a language tag the site has only the base language of. */
export function journalRecord(email: string, overrides: Partial<JournalRecord> = {}): JournalRecord {
  return {
    email,
    timestamp: null,
    source: 'Newsletter Signup',
    language: 'es-CO',
    consent: true,
    receivedAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The record as one line of a journal file (newsletter-signups.jsonl), without its newline. */
export const journalLine = (email: string, overrides: Partial<JournalRecord> = {}) =>
  JSON.stringify(journalRecord(email, overrides));
