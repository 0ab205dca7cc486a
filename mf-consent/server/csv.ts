// CSV export of the subscriber list, safe to open in a spreadsheet.
import type { Subscriber } from './storage/subscriber-store.ts';

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection, OWASP).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (text !== '' && FORMULA_TRIGGERS.has(text[0] ?? '')) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const CSV_COLUMNS = [
  'email',
  'status',
  'signed_up_at',
  'confirmed_at',
  'unsubscribed_at',
  'language',
  'consent_text_version',
  'source',
  'page',
  'unsubscribe_url',
] as const;

export function subscribersToCsv(subscribers: readonly Subscriber[], unsubscribeUrlOf: (id: number) => string): string {
  const iso = (date: Date | null) => date?.toISOString() ?? '';
  const rows = subscribers.map((s) => [
    s.email,
    s.status,
    iso(s.signedUpAt),
    iso(s.confirmedAt),
    iso(s.unsubscribedAt),
    s.language,
    s.consentTextVersion,
    s.source,
    s.page,
    s.status === 'confirmed' ? unsubscribeUrlOf(s.id) : '',
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
