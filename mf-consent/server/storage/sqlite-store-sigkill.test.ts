/** @jest-environment node */
// Durability: a process recording signups is killed with SIGKILL mid-burst; every signup it acknowledged is in the
// file afterwards (WAL, synchronous=FULL).
import { afterAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteStore } from './sqlite-store.ts';

const WRITER = path.join(__dirname, 'test-support', 'sqlite-signup-writer.ts');
const KILL_AFTER_ACKNOWLEDGED = 300;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-sigkill-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Starts the writer; resolves with every address it printed once it is dead. */
function killMidBurst(file: string): Promise<{ acknowledged: string[]; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, file, 'burst'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.split('\n').length > KILL_AFTER_ACKNOWLEDGED) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', (_code, signal) =>
      resolve({ acknowledged: output.split('\n').filter((line) => line.endsWith('.com')), signal }),
    );
  });
}

test('every signup acknowledged before a SIGKILL is in the file after it', async () => {
  const file = path.join(folder, 'newsletter.sqlite');
  const { acknowledged, signal } = await killMidBurst(file);
  expect(signal).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

  const store = await openSqliteStore(file);
  const stored = new Set((await store.list(['pending'])).map((subscriber) => subscriber.email));
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  await expect(store.checkWritable()).resolves.toBeUndefined();
  await store.close();
}, 60_000);
