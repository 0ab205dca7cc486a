/** @jest-environment node */
// Runs against a real PostgreSQL started here (installed first when missing): never skipped.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { startLocalPostgres, type LocalPostgres } from '../../../tools/postgres/local-postgres.mjs';
import { JOURNAL_FILE_NAME } from './journal.ts';
import { journalLine } from './journal-record.test-support.ts';
import { openSubscriberStore } from './open-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import { inPostgresTransaction } from './transactions.ts';
import { describeSubscriberStoreContract } from './subscriber-store.contract.test-support.ts';

let server: LocalPostgres;
let databases = 0;

beforeAll(async () => {
  server = await startLocalPostgres();
}, 600_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

/** A new, empty database on the local server. */
async function newDatabaseUrl(): Promise<string> {
  databases += 1;
  return server.createDatabase(`subscribers_${databases}`);
}

/** The same database, in sessions that refuse to write (like a hot standby). */
function readOnlyUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  return url.href;
}

async function appliedMigrations(databaseUrl: string): Promise<number[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
      (row) => row.version,
    );
  } finally {
    await client.end();
  }
}

describe('PostgreSQL subscriber store', () => {
  describeSubscriberStoreContract(async () => {
    const databaseUrl = await newDatabaseUrl();
    return {
      open: ({ readOnly = false } = {}) => openPostgresStore(readOnly ? readOnlyUrl(databaseUrl) : databaseUrl),
      appliedMigrations: () => appliedMigrations(databaseUrl),
    };
  });

  test('a transaction whose connection the database ends fails alone: the process and the pool go on', async () => {
    const databaseUrl = await newDatabaseUrl();
    const pool = new Pool({ connectionString: databaseUrl, max: 1 });
    pool.on('error', () => undefined);
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const ended = inPostgresTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200)); // the connection's error event arrives here
        await client.query('SELECT 1');
      });
      await expect(ended).rejects.toThrow();
      await expect(
        inPostgresTransaction(pool, async (client) => (await client.query('SELECT 1 AS one')).rows),
      ).resolves.toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });

  test('three stores opening one new database at once migrate it once', async () => {
    const databaseUrl = await newDatabaseUrl();
    const stores = await Promise.all([0, 1, 2].map(() => openPostgresStore(databaseUrl)));
    expect(await appliedMigrations(databaseUrl)).toEqual([1]);
    await Promise.all(stores.map((store) => store.close()));
  });

  test('openSubscriberStore uses PostgreSQL when a database URL is given, and imports the journal of the data folder once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-open-store-'));
    fs.writeFileSync(path.join(dataDir, JOURNAL_FILE_NAME), `${journalLine('ana@example.com')}\n`);
    const databaseUrl = await newDatabaseUrl();
    try {
      const { store, journalImport } = await openSubscriberStore({ databaseUrl, dataDir });
      expect(store.kind).toBe('postgres');
      expect(journalImport).toEqual({ imported: 1, skipped: 0 });
      expect(fs.existsSync(path.join(dataDir, 'newsletter.sqlite'))).toBe(false);
      await store.close();
      const reopened = await openSubscriberStore({ databaseUrl, dataDir });
      expect(reopened.journalImport).toBeNull();
      expect((await reopened.store.counts()).imported).toBe(1);
      await reopened.store.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
