// CSV export of the subscriber list, safe to open in a spreadsheet.
import type { Subscriber } from './storage/subscriber-store.ts';

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection, OWASP).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (text !== '' && FORMULA_TRIGGERS.has(text[0] ?? '')) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function subscribersToCsv(
  subscribers: readonly Subscriber[],
  unsubscribeUrlOf: (id: number, language: string) => string,
): string {
  const iso = (date: Date | null) => date?.toISOString() ?? '';
  const columns: [header: string, cell: (subscriber: Subscriber) => string | null][] = [
    ['email', (s) => s.email],
    ['status', (s) => s.status],
    ['signed_up_at', (s) => iso(s.signedUpAt)],
    ['confirmed_at', (s) => iso(s.confirmedAt)],
    ['unsubscribed_at', (s) => iso(s.unsubscribedAt)],
    ['language', (s) => s.language],
    ['consent_text_version', (s) => s.consentTextVersion],
    ['source', (s) => s.source],
    ['page', (s) => s.page],
    ['unsubscribe_url', (s) => (s.status === 'confirmed' ? unsubscribeUrlOf(s.id, s.language) : '')],
  ];
  const rows = [columns.map(([header]) => header), ...subscribers.map((s) => columns.map(([, cell]) => cell(s)))];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
