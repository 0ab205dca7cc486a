// Imports an old journal (decision 0005) into the store; present addresses are kept, the file is not renamed:
//   DATABASE_URL=postgres://… node mf-consent/server/import-journal.ts <journal-file>
//   DATA_DIR=./data          node mf-consent/server/import-journal.ts <journal-file>
import fs from 'node:fs';
import path from 'node:path';
import { importJournalFile, openConfiguredStore, SQLITE_FILE_NAME } from './storage/open-store.ts';

const [journalFile, ...extra] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || undefined;
const dataFolder = path.resolve(dataDir ?? '.');

if (!journalFile || extra.length > 0 || (!databaseUrl && !dataDir)) {
  console.error(
    'Usage: DATABASE_URL=postgres://… or DATA_DIR=<folder> node mf-consent/server/import-journal.ts <journal-file>',
  );
  process.exit(2);
}
if (!fs.existsSync(journalFile)) {
  console.error(`No such file: ${journalFile}`);
  process.exit(2);
}

const store = await openConfiguredStore({ databaseUrl, dataDir: dataFolder });
try {
  const before = await store.counts();
  const { imported, skipped } = await importJournalFile(store, journalFile);
  const target =
    store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite (${path.join(dataFolder, SQLITE_FILE_NAME)})`;
  console.log(
    `Imported ${imported} new address(es) from ${journalFile} into ${target}; ${skipped} unreadable line(s) skipped.`,
  );
  console.log(`Imported subscribers: ${before.imported} before, ${before.imported + imported} now.`);
} finally {
  await store.close();
}
