/** @jest-environment node */
// The collector as its own process on SQLite: SIGKILL during a burst loses no acknowledged signup, SIGTERM stops
// cleanly, and a start with a wrong setting says which one.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportedRows, EXPORT_TOKEN } from './collector-test-support.ts';
import { signupBurst, spawnCollector, stopAll, type CollectorProcess } from './collector-process.test-support.ts';
import { startMailCatcher, type MailCatcher } from './mail/dev-mail-catcher.ts';

const SERVER_DIR = path.dirname(expect.getState().testPath ?? '');
const BURST_SIZE = 400;

jest.setTimeout(60_000);

let dataDir: string;
let catcher: MailCatcher;
let processes: CollectorProcess[] = [];

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-process-'));
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: () => undefined });
});

afterEach(async () => {
  await stopAll(processes);
  processes = [];
  await catcher.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}) {
  const started = spawnCollector(SERVER_DIR, {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
    SITE_URL: 'http://localhost:3000',
    NEWSLETTER_EXPORT_TOKEN: EXPORT_TOKEN,
    RATE_LIMIT_MAX: '100000',
    ADDRESS_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  processes.push(started);
  return started;
}

test('SIGKILL in the middle of a burst loses no acknowledged signup', async () => {
  const first = start();
  const url = `http://127.0.0.1:${await first.ready}`;
  const acknowledged: string[] = [];
  const emails = Array.from({ length: BURST_SIZE }, (_, n) => `burst${n}@example.com`);
  await signupBurst([url], emails, 16, (email) => {
    acknowledged.push(email);
    if (acknowledged.length === BURST_SIZE / 4) first.child.kill('SIGKILL');
  });
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(BURST_SIZE / 4);
  expect(acknowledged.length).toBeLessThan(BURST_SIZE);

  const second = start();
  const stored = new Set(
    (await exportedRows(`http://127.0.0.1:${await second.ready}`, '?status=pending')).map((row) => row.email),
  );
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
});

test('SIGTERM finishes the request in hand, stops, and the next start has every signup', async () => {
  const first = start();
  const url = `http://127.0.0.1:${await first.ready}`;
  const response = await fetch(`${url}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'calm@example.com', consent: true }),
  });
  expect(response.status).toBe(202);
  first.child.kill('SIGTERM');
  expect(await first.exited).toEqual({ code: 0, signal: null });
  expect(
    first.lines
      .map((line) => line.event)
      .filter((event) => event === 'listening' || event === 'shutting-down' || event === 'stopped'),
  ).toEqual(['listening', 'shutting-down', 'stopped']);

  const second = start();
  expect(
    (await exportedRows(`http://127.0.0.1:${await second.ready}`, '?status=pending')).map((row) => row.email),
  ).toEqual(['calm@example.com']);
});

test.each([
  [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be an integer of at least 1'],
  [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would trust any client'],
  [{ SMTP_URL: '' }, 'SMTP_URL is required'],
  [{ NODE_ENV: 'production', NEWSLETTER_TOKEN_SECRET: '' }, 'NEWSLETTER_TOKEN_SECRET must be at least 32 characters'],
])('refuses to start with %j and says why', async (env, message) => {
  const started = start(env);
  expect(await started.exited).toEqual({ code: 2, signal: null });
  expect(started.lines).toContainEqual(
    expect.objectContaining({ level: 'fatal', message: expect.stringContaining(message) }),
  );
});
