/** @jest-environment node */
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importedSubscriberOf, readJournal } from './journal.ts';
import { journalLine } from './journal-record.test-support.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function journalFile(text: string): string {
  const file = path.join(folder, `journal-${Math.random().toString(36).slice(2)}.jsonl`);
  fs.writeFileSync(file, text);
  return file;
}

test('reads every record, the last one too when it lacks its newline', () => {
  const { records, skipped } = readJournal(
    journalFile(`${journalLine('ana@example.com')}\n\n${journalLine('ben@example.com')}`),
  );
  expect(records.map((r) => r.email)).toEqual(['ana@example.com', 'ben@example.com']);
  expect(skipped).toBe(0);
});

test('skips and counts lines that are not complete records with consent, a torn last line included', () => {
  const lines = [
    journalLine('ana@example.com'),
    'not json',
    JSON.stringify({ email: 'no-consent@example.com', receivedAt: '2025-06-01T08:00:00.000Z' }),
    journalLine('no-date@example.com', { receivedAt: 'yesterday' }),
    JSON.stringify(['an', 'array']),
    journalLine('ben@example.com'),
    journalLine('torn@example.com').slice(0, 30),
  ];
  const { records, skipped } = readJournal(journalFile(lines.join('\n')));
  expect(records.map((r) => r.email)).toEqual(['ana@example.com', 'ben@example.com']);
  expect(skipped).toBe(5);
});

test('an imported record keeps the address as typed, the server time and a supported language', () => {
  const [parsed] = readJournal(
    journalFile(`${journalLine(' Ana@Example.com ', { language: 'es-CO', timestamp: '2025-06-01T07:59:59.000Z' })}\n`),
  ).records;
  expect(importedSubscriberOf(parsed!)).toEqual({
    email: 'Ana@Example.com',
    emailNormalized: 'ana@example.com',
    language: 'es',
    source: 'Newsletter Signup',
    consentTextVersion: 'unversioned',
    signedUpAt: new Date('2025-06-01T08:00:00.000Z'),
  });
  expect(importedSubscriberOf({ ...parsed!, language: null }).language).toBe('en');
  expect(importedSubscriberOf({ ...parsed!, language: 'fr' }).language).toBe('en');
});
