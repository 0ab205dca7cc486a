// The old single opt-in journal (decision 0005): reading it, and what its records become when imported.
import fs from 'node:fs';
import { FALLBACK_LANGUAGE, toSupportedLanguage } from '../../../shared/src/languages.ts';
import { DEFAULT_SOURCE } from '../signup-limits.ts';
import { UNVERSIONED_CONSENT_TEXT } from '../signup-validation.ts';
import { normalizeEmail } from './subscriber-store.ts';

export const JOURNAL_FILE_NAME = 'newsletter-signups.jsonl';

/** The record of one line, or null when it is not JSON or not a complete record with proof of consent. */
function journalRecordOf(line: string) {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string' || record.email.trim() === '') return null;
  if (record.consent !== true || typeof record.receivedAt !== 'string' || Number.isNaN(Date.parse(record.receivedAt)))
    return null;
  return {
    email: record.email,
    timestamp: typeof record.timestamp === 'string' ? record.timestamp : null,
    source: typeof record.source === 'string' && record.source.trim() !== '' ? record.source : DEFAULT_SOURCE,
    language: typeof record.language === 'string' ? record.language : null,
    consent: true as const,
    receivedAt: record.receivedAt,
  };
}

/** One line of the old journal file (newsletter-signups.jsonl). */
export type JournalRecord = NonNullable<ReturnType<typeof journalRecordOf>>;

/** Every record of a journal file, the last line included even without its newline. */
export function readJournal(file: string) {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const records = lines.map(journalRecordOf).filter((record) => record !== null);
  return { records, skipped: lines.length - records.length };
}

/** What a journal record becomes in the store (status imported, no page, no ticket). */
export function importedSubscriberOf(record: JournalRecord) {
  return {
    email: record.email.trim(),
    emailNormalized: normalizeEmail(record.email),
    language: toSupportedLanguage(record.language) ?? FALLBACK_LANGUAGE,
    source: record.source,
    consentTextVersion: UNVERSIONED_CONSENT_TEXT,
    // The server's clock, not the browser's.
    signedUpAt: new Date(record.receivedAt),
  };
}
