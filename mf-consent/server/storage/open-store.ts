// Which store the collector uses: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. At open, a journal
// left by the old collector (decision 0005) is imported once and renamed.
import fs from 'node:fs';
import path from 'node:path';
import { JOURNAL_FILE_NAME, readJournal } from './journal.ts';
import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { SubscriberStore } from './subscriber-store.ts';

export const SQLITE_FILE_NAME = 'newsletter.sqlite';

export interface StoreLocation {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PostgreSQL that refuses connections (not up yet) is tried again until this has passed. */
  databaseWaitMs?: number;
  /** Told each time the database is not ready yet (its error code). */
  onWait?: (reason: string) => void;
}

/** How long a collector waits for a database that is still starting (compose starts them side by side). */
const DATABASE_WAIT_MS = 60_000;
const DATABASE_NOT_READY = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  '57P03' /* the database system is starting up */,
]);

/** The store alone, without the one-off journal import. */
export async function openConfiguredStore({
  databaseUrl,
  dataDir,
  databaseWaitMs = DATABASE_WAIT_MS,
  onWait = () => undefined,
}: StoreLocation): Promise<SubscriberStore> {
  if (!databaseUrl) {
    fs.mkdirSync(dataDir, { recursive: true });
    return openSqliteStore(path.join(dataDir, SQLITE_FILE_NAME));
  }
  const deadline = Date.now() + databaseWaitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 4_000)) {
    try {
      return await openPostgresStore(databaseUrl);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (!DATABASE_NOT_READY.has(code) || Date.now() + delay > deadline) throw error;
      onWait(code);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export async function importJournalFile(store: SubscriberStore, file: string) {
  const { records, skipped } = readJournal(file);
  return { imported: await store.importJournal(records), skipped };
}

export async function openSubscriberStore(location: StoreLocation) {
  const store = await openConfiguredStore(location);
  const journal = path.join(location.dataDir, JOURNAL_FILE_NAME);
  if (!fs.existsSync(journal)) return { store, journalImport: null };
  try {
    const journalImport = await importJournalFile(store, journal);
    // Renamed only once imported: a crash in between imports it again at the next start, which adds nothing twice.
    fs.renameSync(journal, `${journal}.imported`);
    return { store, journalImport };
  } catch (error) {
    await store.close();
    throw error;
  }
}
