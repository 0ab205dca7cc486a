// The collector as the tests run it: the real SQLite store in a temporary folder and the real SMTP mail catcher,
// both on loopback.
import { afterEach } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCollector, type CollectorOptions } from './collector.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail/dev-mail-catcher.ts';

export const SITE_ORIGIN = 'http://localhost:3000';
export const EXPORT_TOKEN = 'test-export-token';
export const TOKEN_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

export interface TestCollector {
  collector: Awaited<ReturnType<typeof startCollector>>;
  catcher: MailCatcher;
  dataDir: string;
  url: string;
  logLines: Record<string, unknown>[];
  /** The mails caught for one address, once every mail in flight has been sent. */
  mailsTo(email: string): Promise<CaughtMail[]>;
  /** The confirmation token of the latest mail to `email`. */
  confirmationTokenOf(email: string): Promise<string>;
  unsubscribeTokenOf(email: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startTestCollector(overrides: Partial<CollectorOptions> = {}): Promise<TestCollector> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-collector-'));
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: () => undefined });
  const logLines: Record<string, unknown>[] = [];
  const collector = await startCollector({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
    siteUrl: SITE_ORIGIN,
    allowedOrigins: [SITE_ORIGIN],
    exportToken: EXPORT_TOKEN,
    tokenSecret: TOKEN_SECRET,
    mailRetryDelaysMs: [],
    log: (line) => logLines.push(line),
    ...overrides,
  });

  const mailsTo = async (email: string) => {
    await collector.mailsSent();
    return catcher.messages().filter((mail) => mail.to.some((to) => to.toLowerCase() === email.trim().toLowerCase()));
  };
  const linkParameter = async (email: string, pagePath: string) => {
    const mails = await mailsTo(email);
    const link = mails.at(-1)?.links.find((candidate) => new URL(candidate).pathname === pagePath);
    if (!link) throw new Error(`no mail to ${email} with a link to ${pagePath}`);
    return new URL(link).searchParams.get('token') ?? '';
  };

  return {
    collector,
    catcher,
    dataDir,
    url: collector.url,
    logLines,
    mailsTo,
    confirmationTokenOf: (email) => linkParameter(email, '/newsletter/confirm'),
    unsubscribeTokenOf: (email) => linkParameter(email, '/newsletter/unsubscribe'),
    async stop() {
      await collector.close();
      await catcher.close();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  consent: true,
  timestamp: '2026-11-25T10:00:00.000Z',
  source: 'Newsletter Signup',
  language: 'en',
  page: '/',
  consentTextVersion: '2026-11-25',
  ...extra,
});

export async function exportCsv(url: string, query = ''): Promise<string[][]> {
  const response = await fetch(`${url}/api/newsletter/export.csv${query}`, {
    headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  return parseCsv(await response.text());
}

/** Parses the collector's CSV (every cell quoted, CRLF rows); the first row is the header. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  return rows;
}

/** The exported rows as objects keyed by the header. */
export async function exportedRows(url: string, query = ''): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = await exportCsv(url, query);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/**
 * For a test file: `const start = collectorPerTest()`, then `await start(overrides)` in a test; the collector and
 * its catcher are stopped after each test.
 */
export function collectorPerTest(): (overrides?: Partial<CollectorOptions>) => Promise<TestCollector> {
  let running: TestCollector | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  return async (overrides = {}) => {
    running = await startTestCollector(overrides);
    return running;
  };
}
