/** @jest-environment node */
// Three collectors on one PostgreSQL database, as the compose `scale` profile runs them: concurrent signups with
// duplicates store exactly the unique set, and a collector SIGKILLed mid-burst loses no acknowledged signup.
// (The benchmark measures the same at a larger size: tools/bench/collector-instances.mjs.)
import { afterAll, afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import path from 'node:path';
import { startLocalPostgres, type LocalPostgres } from '../../tools/postgres/local-postgres.mjs';
import { exportedRows, EXPORT_TOKEN } from './collector-test-support.ts';
import { signupBurst, spawnCollector, stopAll, type CollectorProcess } from './collector-process.test-support.ts';
import { startMailCatcher, type MailCatcher } from './mail/dev-mail-catcher.ts';
import { burstWithDuplicates } from './burst-with-duplicates.test-support.ts';

const SERVER_DIR = path.dirname(expect.getState().testPath ?? '');
const INSTANCES = 3;

jest.setTimeout(180_000);

let postgres: LocalPostgres;
let catcher: MailCatcher;
let processes: CollectorProcess[] = [];
let database = 0;

beforeAll(async () => {
  postgres = await startLocalPostgres();
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: () => undefined });
}, 600_000);

afterAll(async () => {
  await catcher?.close();
  await postgres?.stop();
}, 60_000);

afterEach(async () => {
  await stopAll(processes);
  processes = [];
});

/** A fresh database on the local server for each test. */
async function freshDatabaseUrl(): Promise<string> {
  database += 1;
  return postgres.createDatabase(`collectors_${database}`);
}

async function startInstances(databaseUrl: string): Promise<{ started: CollectorProcess[]; urls: string[] }> {
  const started = Array.from({ length: INSTANCES }, () =>
    spawnCollector(SERVER_DIR, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/nonexistent-unused',
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      SITE_URL: 'http://localhost:3000',
      NEWSLETTER_EXPORT_TOKEN: EXPORT_TOKEN,
      RATE_LIMIT_MAX: '100000',
      ADDRESS_RATE_LIMIT_MAX: '100000',
    }),
  );
  processes.push(...started);
  const ports = await Promise.all(started.map((instance) => instance.ready));
  return { started, urls: ports.map((port) => `http://127.0.0.1:${port}`) };
}

test('three collectors on one database store exactly the unique set of concurrent signups, 20 % of them duplicates', async () => {
  const { urls } = await startInstances(await freshDatabaseUrl());
  const { emails, unique } = burstWithDuplicates(300, 0.2);
  const acknowledged: string[] = [];
  await signupBurst(urls, emails, 24, (email) => acknowledged.push(email));
  expect(acknowledged).toHaveLength(emails.length);
  for (const url of urls) {
    const stored = (await exportedRows(url, '?status=pending')).map((row) => (row.email ?? '').toLowerCase());
    expect(stored.length).toBe(unique.size);
    expect(new Set(stored)).toEqual(unique);
  }
});

test('a collector SIGKILLed mid-burst loses no acknowledged signup; the others go on', async () => {
  const { started, urls } = await startInstances(await freshDatabaseUrl());
  const victim = started[0] as CollectorProcess;
  const { emails } = burstWithDuplicates(400, 0.2);
  const acknowledged = new Set<string>();
  await signupBurst(urls, emails, 24, (email) => {
    acknowledged.add(email.trim().toLowerCase());
    if (acknowledged.size === 100) victim.child.kill('SIGKILL');
  });
  expect((await victim.exited).signal).toBe('SIGKILL');
  const survivor = urls[1] as string;
  const stored = new Set(
    (await exportedRows(survivor, '?status=pending')).map((row) => (row.email ?? '').toLowerCase()),
  );
  expect([...acknowledged].filter((email) => !stored.has(email))).toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(100);
});
