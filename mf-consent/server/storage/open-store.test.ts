/** @jest-environment node */
// The SQLite side of openSubscriberStore and the import CLI (the PostgreSQL side is in postgres-store.test.ts).
import { afterAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JOURNAL_FILE_NAME } from './journal.ts';
import { journalLine } from './journal-record.test-support.ts';
import { openConfiguredStore, openSubscriberStore, SQLITE_FILE_NAME } from './open-store.ts';

const IMPORT_CLI = path.join(__dirname, '..', 'import-journal.ts');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'open-store-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const OLD_JOURNAL = [
  journalLine('ana@example.com'),
  'garbage',
  journalLine('ANA@example.com'),
  journalLine('ben@example.com'),
].join('\n');

test('without a database URL: SQLite in a data folder it creates, and no journal to import', async () => {
  const dataDir = path.join(folder, 'fresh', 'data');
  const { store, journalImport } = await openSubscriberStore({ dataDir });
  expect(store.kind).toBe('sqlite');
  expect(journalImport).toBeNull();
  expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
  await store.close();
});

test('imports the old journal once and renames it, so the next start does not', async () => {
  const dataDir = path.join(folder, 'with-journal');
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(dataDir, JOURNAL_FILE_NAME), OLD_JOURNAL);

  const first = await openSubscriberStore({ dataDir });
  expect(first.journalImport).toEqual({ imported: 2, skipped: 1 });
  expect(fs.readdirSync(dataDir)).toContain(`${JOURNAL_FILE_NAME}.imported`);
  expect(fs.existsSync(path.join(dataDir, JOURNAL_FILE_NAME))).toBe(false);
  await first.store.close();

  const second = await openSubscriberStore({ dataDir });
  expect(second.journalImport).toBeNull();
  expect(await second.store.counts()).toEqual({ pending: 0, confirmed: 0, unsubscribed: 0, imported: 2 });
  await second.store.close();
});

test('the import CLI imports a journal into the SQLite store of DATA_DIR, and adds nothing the second time', async () => {
  const dataDir = path.join(folder, 'cli');
  const journal = path.join(folder, 'cli-journal.jsonl');
  fs.writeFileSync(journal, OLD_JOURNAL);
  const runCli = () =>
    spawnSync(process.execPath, [IMPORT_CLI, journal], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  const first = runCli();
  expect(first.status).toBe(0);
  expect(first.stdout).toMatch(
    /^Imported 2 new address\(es\) from .* 1 unreadable line\(s\) skipped\.\nImported subscribers: 0 before, 2 now\.\n$/,
  );
  expect(runCli().stdout).toMatch(/^Imported 0 new address\(es\)/);
  expect(fs.existsSync(journal)).toBe(true);

  const { store } = await openSubscriberStore({ dataDir });
  expect((await store.list(['imported'])).map((s) => s.email)).toEqual(['ana@example.com', 'ben@example.com']);
  await store.close();
}, 30_000);

test('the import CLI without a store to import into explains its usage', () => {
  const result = spawnSync(process.execPath, [IMPORT_CLI, 'journal.jsonl'], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '' },
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/^Usage: /m);
});

describe('a database that is not up yet', () => {
  test('is waited for: the collector opens it once it answers, instead of crashing at start', async () => {
    const { startLocalPostgres } = await import('../../../tools/postgres/local-postgres.mjs');
    const net = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const waits: string[] = [];
    const opening = openConfiguredStore({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: '/unused',
      databaseWaitMs: 30_000,
      onWait: (reason) => waits.push(reason),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const postgres = await startLocalPostgres({ port });
    try {
      const store = await opening;
      expect(store.kind).toBe('postgres');
      expect(waits[0]).toBe('ECONNREFUSED');
      await store.close();
    } finally {
      await postgres.stop();
    }
    // It starts a PostgreSQL of its own: seconds on a busy machine, not jest's default 5.
  }, 120_000);

  test('gives up with the database’s own error once the wait is over', async () => {
    await expect(
      openConfiguredStore({
        databaseUrl: 'postgres://postgres@127.0.0.1:1/postgres',
        dataDir: '/unused',
        databaseWaitMs: 300,
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
