// Helpers for the collector's tests (loopback only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE_ORIGIN = 'http://localhost:3000';
export const EXPORT_TOKEN = 'test-export-token';

export function temporaryDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-collector-'));
}

export function signup(baseUrl, body, { headers = {}, rawBody } = {}) {
  return fetch(`${baseUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: rawBody ?? JSON.stringify(body),
  });
}

export async function exportedEmails(baseUrl, token = EXPORT_TOKEN) {
  const response = await fetch(`${baseUrl}/api/newsletter/export.csv`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  return parseCsv(await response.text())
    .slice(1)
    .map((row) => row[0]);
}

/** Parses the collector's CSV (every cell quoted, CRLF rows). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  return rows;
}
