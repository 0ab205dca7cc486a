/** @jest-environment node */
// The collector as its own process: SIGKILL during a burst of signups must lose nothing that was acknowledged,
// and SIGTERM shuts it down cleanly.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_TOKEN, exportedEmails, signup, temporaryDataDir } from './test-support.mjs';

const MAIN = path.join(path.dirname(expect.getState().testPath), 'main.mjs');
const BURST_SIZE = 400;
const CONCURRENCY = 16;

jest.setTimeout(30_000);

/** Starts main.mjs on a free loopback port and resolves once it logs that it listens. */
function startProcess(dataDir) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NEWSLETTER_EXPORT_TOKEN: EXPORT_TOKEN,
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('collector did not start within 10 s')), 10_000);
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        lines.push(line);
        if (line.event === 'listening') {
          clearTimeout(timer);
          resolve(line);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`collector exited early with ${code}`));
    });
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, ready, exited, lines };
}

let dataDir;
let running = [];

beforeEach(() => {
  dataDir = temporaryDataDir();
});

afterEach(async () => {
  for (const { child, exited } of running) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  running = [];
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL in the middle of a burst loses no acknowledged signup', async () => {
  const first = startProcess(dataDir);
  running.push(first);
  const { port } = await first.ready;
  const baseUrl = `http://127.0.0.1:${port}`;

  const acknowledged = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < BURST_SIZE) {
      const email = `burst${next}@example.com`;
      next += 1;
      try {
        const response = await signup(baseUrl, { email, consent: true, source: 'Newsletter Signup' });
        if (response.status === 201) acknowledged.push(email);
      } catch {
        // Refused or reset by the dying process: never acknowledged, so it may be lost.
      }
      if (!killed && acknowledged.length >= BURST_SIZE / 4) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const { signal } = await first.exited;
  expect(signal).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(BURST_SIZE / 4);
  expect(acknowledged.length).toBeLessThan(BURST_SIZE);

  const second = startProcess(dataDir);
  running.push(second);
  const restarted = await second.ready;
  const stored = new Set(await exportedEmails(`http://127.0.0.1:${restarted.port}`));
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  expect(restarted.records).toBe(stored.size);
});

test('SIGTERM finishes the request in hand, stops, and the next start has every signup', async () => {
  const first = startProcess(dataDir);
  running.push(first);
  const { port } = await first.ready;
  const baseUrl = `http://127.0.0.1:${port}`;
  expect((await signup(baseUrl, { email: 'calm@example.com', consent: true })).status).toBe(201);

  first.child.kill('SIGTERM');
  expect(await first.exited).toEqual({ code: 0, signal: null });
  expect(first.lines.map((line) => line.event).filter(Boolean)).toEqual(['listening', 'shutting-down', 'stopped']);

  const second = startProcess(dataDir);
  running.push(second);
  const restarted = await second.ready;
  expect(await exportedEmails(`http://127.0.0.1:${restarted.port}`)).toEqual(['calm@example.com']);
});
