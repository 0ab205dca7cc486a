/** @jest-environment node */
import { afterAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { migrationsOf } from './migrations.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { describeSubscriberStoreContract } from './subscriber-store.contract.test-support.ts';

const WRITER = path.join(__dirname, 'test-support', 'sqlite-signup-writer.ts');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-store-test-'));
let databases = 0;
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function newDatabaseFile() {
  databases += 1;
  return path.join(folder, `subscribers-${databases}.sqlite`);
}

function appliedMigrations(file: string): number[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .all()
      .map((row) => Number(row.version));
  } finally {
    db.close();
  }
}

describe('SQLite subscriber store', () => {
  describeSubscriberStoreContract(async () => {
    const file = newDatabaseFile();
    return {
      open: ({ readOnly = false } = {}) => openSqliteStore(readOnly ? `${pathToFileURL(file).href}?mode=ro` : file),
      appliedMigrations: async () => appliedMigrations(file),
    };
  });

  test('the file is in WAL mode', async () => {
    const file = newDatabaseFile();
    await (await openSqliteStore(file)).close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  test('three processes opening one new file at once migrate it once and all record their signups', async () => {
    const file = newDatabaseFile();
    const writers = [0, 1, 2].map(
      (writer) =>
        new Promise<string[]>((resolve, reject) => {
          const child = spawn(process.execPath, [WRITER, file, `writer${writer}`, '20'], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.on('error', reject);
          child.on('close', (code) =>
            code === 0
              ? resolve(output.split('\n').filter(Boolean))
              : reject(new Error(`writer ${writer} exited with ${code}`)),
          );
        }),
    );
    const acknowledged = (await Promise.all(writers)).flat();
    expect(acknowledged).toHaveLength(60);
    expect(appliedMigrations(file)).toEqual(migrationsOf('sqlite').map((migration) => migration.version));
    const store = await openSqliteStore(file);
    expect((await store.list(['pending'])).map((s) => s.email).sort()).toEqual(acknowledged.sort());
    await store.close();
  }, 60_000);
});
