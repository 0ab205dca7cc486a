// `npm run bench:collector`: the newsletter collector under a burst of signups, 20 % of them repeats of an earlier
// address in another spelling. Three set-ups, each on a fresh store:
//   1. one collector on SQLite (npm start, the default compose stack);
//   2. three collectors on one PostgreSQL database (the compose `scale` profile);
//   3. the same three, one SIGKILLed a third of the way through.
// Reported: acknowledged signups, rows stored, duplicates or losses (must be 0), signups per second, p50/p99 of
// the answer time. Written to bench-results/collector.json, over the last run's. No test asserts a time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { burstWithDuplicates } from '../../mf-consent/server/burst-with-duplicates.test-support.ts';
import { signupBurst, spawnCollector, stopAll } from '../../mf-consent/server/collector-process.test-support.ts';
import { startMailCatcher } from '../../mf-consent/server/mail/dev-mail-catcher.ts';
import { startLocalPostgres } from '../postgres/local-postgres.mjs';
import { writeResult } from './result-files.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_DIR = path.join(ROOT, 'mf-consent/server');
const EXPORT_TOKEN = 'bench-export-token';
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SIGNUPS = argument('--signups', 3000);
const CLIENTS = argument('--clients', 32);

function percentile(sorted, share) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : null;
}

/** The burst of the tests (signupBurst), timed: wall time and the answer times' p50 and p99. */
async function burst(urls, emails, onAcknowledged) {
  const times = [];
  const started = performance.now();
  await signupBurst(urls, emails, CLIENTS, (email, answerMs) => {
    times.push(answerMs);
    onAcknowledged(email);
  });
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    seconds: Math.round(seconds * 100) / 100,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
  };
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

async function storedAddresses(url) {
  const response = await fetch(`${url}/api/newsletter/export.csv?status=all`, {
    headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
  });
  const lines = (await response.text()).trim().split('\r\n').slice(1);
  return lines.map((line) => line.split('","')[0].replace(/^"'?/, '').toLowerCase());
}

async function measure(name, { instances, env, killOneAt }) {
  const processes = Array.from({ length: instances }, () =>
    spawnCollector(SERVER_DIR, {
      ...env,
      NEWSLETTER_EXPORT_TOKEN: EXPORT_TOKEN,
      RATE_LIMIT_MAX: '1000000',
      ADDRESS_RATE_LIMIT_MAX: '1000000',
    }),
  );
  try {
    const urls = (await Promise.all(processes.map((p) => p.ready))).map((port) => `http://127.0.0.1:${port}`);
    const { emails, unique } = burstWithDuplicates(SIGNUPS, 0.2);
    const acknowledged = new Set();
    let killed = false;
    const timing = await burst(urls, emails, (email) => {
      acknowledged.add(email.trim().toLowerCase());
      if (killOneAt && !killed && acknowledged.size >= SIGNUPS * killOneAt) {
        killed = true;
        processes[0].child.kill('SIGKILL');
      }
    });
    const survivor = killed ? urls[1] : urls[0];
    const stored = await storedAddresses(survivor);
    const storedSet = new Set(stored);
    const result = {
      name,
      instances,
      signupsSent: emails.length,
      uniqueAddresses: unique.size,
      acknowledgedAddresses: acknowledged.size,
      rowsStored: stored.length,
      storedTwice: stored.length - storedSet.size,
      acknowledgedButLost: [...acknowledged].filter((email) => !storedSet.has(email)).length,
      killedOne: killed,
      signupsPerSecond: Math.round(emails.length / timing.seconds),
      ...timing,
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await stopAll(processes);
  }
}

const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: () => undefined });
const postgres = await startLocalPostgres();
const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-collector-'));
const common = { SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`, SITE_URL: 'http://localhost:3000' };
let database = 0;
async function freshDatabase() {
  database += 1;
  return postgres.createDatabase(`bench_${database}`);
}

try {
  const results = [
    await measure('one collector, SQLite', { instances: 1, env: { ...common, DATA_DIR: sqliteDir } }),
    await measure('three collectors, one PostgreSQL', {
      instances: 3,
      env: { ...common, DATABASE_URL: await freshDatabase() },
    }),
    await measure('three collectors, PostgreSQL, one SIGKILLed at a third', {
      instances: 3,
      env: { ...common, DATABASE_URL: await freshDatabase() },
      killOneAt: 1 / 3,
    }),
  ];
  const file = writeResult('collector', {
    measuredAt: new Date().toISOString(),
    signups: SIGNUPS,
    clients: CLIENTS,
    cores: os.cpus().length,
    load: os.loadavg(),
    results,
  });
  console.log(`\n${'set-up'.padEnd(58)} ack  stored  twice  lost  signups/s  p50 ms  p99 ms`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(58)} ${String(r.acknowledgedAddresses).padStart(4)}  ${String(r.rowsStored).padStart(6)}  ${String(r.storedTwice).padStart(5)}  ${String(r.acknowledgedButLost).padStart(4)}  ${String(r.signupsPerSecond).padStart(9)}  ${String(r.p50Ms).padStart(6)}  ${String(r.p99Ms).padStart(6)}`,
    );
  }
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
} finally {
  await postgres.stop();
  await catcher.close();
  rmSync(sqliteDir, { recursive: true, force: true });
}
