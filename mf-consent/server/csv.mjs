// CSV export of the subscriber list, safe to open in a spreadsheet.

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection, OWASP).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

export function csvCell(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (text !== '' && FORMULA_TRIGGERS.has(text[0])) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const CSV_COLUMNS = ['email', 'subscribed_at', 'client_timestamp', 'source', 'language', 'consent'];

export function signupsToCsv(records) {
  const rows = records.map((r) => [r.email, r.receivedAt, r.timestamp, r.source, r.language, r.consent]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
