/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { startCollector } from './collector.mjs';
import { JOURNAL_FILE_NAME } from './journal.mjs';
import { EXPORT_TOKEN, SITE_ORIGIN, exportedEmails, parseCsv, signup, temporaryDataDir } from './test-support.mjs';

const valid = (email) => ({ email, timestamp: new Date().toISOString(), source: 'Newsletter Signup', language: 'en', consent: true });

let collector;
let baseUrl;
let dataDir;
let logLines;

async function start(options = {}) {
  logLines = [];
  collector = await startCollector({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    allowedOrigins: [SITE_ORIGIN],
    exportToken: EXPORT_TOKEN,
    log: (line) => logLines.push(line),
    rateLimit: { max: 1000, windowMs: 60_000 },
    ...options,
  });
  baseUrl = `http://127.0.0.1:${collector.port}`;
}

beforeEach(async () => {
  dataDir = temporaryDataDir();
  await start();
});

afterEach(async () => {
  await collector?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/newsletter', () => {
  test('stores a new address (201) and answers 200 for the same address in any case or spacing', async () => {
    const first = await signup(baseUrl, valid('Ana.Gomez@Example.com'));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: 'subscribed' });

    const again = await signup(baseUrl, valid('  ana.gomez@example.COM '));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'already_subscribed' });

    expect(await exportedEmails(baseUrl)).toEqual(['Ana.Gomez@Example.com']);
  });

  test.each([
    ['an empty e-mail', { ...valid(''), email: '' }, 'email_required'],
    ['a missing e-mail', { consent: true }, 'email_required'],
    ['an e-mail that is a number', { ...valid(''), email: 42 }, 'email_required'],
    ['no @', valid('ana.example.com'), 'email_invalid'],
    ['two @', valid('ana@b@example.com'), 'email_invalid'],
    ['no domain dot', valid('ana@localhost'), 'email_invalid'],
    ['a space inside', valid('ana gomez@example.com'), 'email_invalid'],
    ['markup', valid('<script>@example.com'), 'email_invalid'],
    ['a double dot', valid('ana..gomez@example.com'), 'email_invalid'],
    ['a numeric top-level domain', valid('ana@example.123'), 'email_invalid'],
    ['a local part over 64', valid(`${'a'.repeat(65)}@example.com`), 'email_invalid'],
    ['an address over 254', valid(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`), 'email_too_long'],
    ['consent false', { ...valid('ana@example.com'), consent: false }, 'consent_required'],
    ['consent missing', { email: 'ana@example.com' }, 'consent_required'],
    ['consent as a string', { ...valid('ana@example.com'), consent: 'true' }, 'consent_required'],
    ['a timestamp that is no date', { ...valid('ana@example.com'), timestamp: 'yesterday' }, 'timestamp_invalid'],
    ['a source that is an object', { ...valid('ana@example.com'), source: {} }, 'source_invalid'],
    ['a language that is no tag', { ...valid('ana@example.com'), language: 'english please' }, 'language_invalid'],
    ['an array body', [valid('ana@example.com')], 'body_not_object'],
    ['a null body', null, 'body_not_object'],
  ])('rejects %s with 400 and the reason', async (_name, body, reason) => {
    const response = await signup(baseUrl, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: reason });
    expect(await exportedEmails(baseUrl)).toEqual([]);
  });

  test('rejects a body that is not JSON with 400', async () => {
    const response = await signup(baseUrl, null, { rawBody: '{"email": "ana@example.com",' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json' });
  });

  test.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])(
    'rejects Content-Type %s with 415',
    async (contentType) => {
      const response = await signup(baseUrl, valid('ana@example.com'), { headers: { 'Content-Type': contentType } });
      expect(response.status).toBe(415);
      expect(await exportedEmails(baseUrl)).toEqual([]);
    },
  );

  test('accepts application/json with a charset parameter', async () => {
    const response = await signup(baseUrl, valid('ana@example.com'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(response.status).toBe(201);
  });

  test('rejects a body over 4 KB with 413 and stores nothing', async () => {
    const body = { ...valid('ana@example.com'), padding: 'x'.repeat(5000) };
    const response = await signup(baseUrl, body);
    expect(response.status).toBe(413);
    expect(await exportedEmails(baseUrl)).toEqual([]);
  });

  test('stores each of 200 concurrent signups exactly once, duplicates included', async () => {
    const addresses = Array.from({ length: 100 }, (_, i) => `buyer${i}@example.com`);
    const requests = [...addresses, ...addresses.map((a) => a.toUpperCase())].map((email) => signup(baseUrl, valid(email)));
    const statuses = (await Promise.all(requests)).map((r) => r.status);

    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    const stored = (await exportedEmails(baseUrl)).map((e) => e.toLowerCase()).sort();
    expect(stored).toEqual([...addresses].sort());
  });

  test('200 distinct concurrent signups all land on disk and survive a restart', async () => {
    const addresses = Array.from({ length: 200 }, (_, i) => `client${i}@example.org`);
    const responses = await Promise.all(addresses.map((email) => signup(baseUrl, valid(email))));
    expect(responses.every((r) => r.status === 201)).toBe(true);

    await collector.close();
    await start();
    expect((await exportedEmails(baseUrl)).sort()).toEqual([...addresses].sort());
    const journalLines = fs.readFileSync(path.join(dataDir, JOURNAL_FILE_NAME), 'utf8').trim().split('\n');
    expect(journalLines).toHaveLength(200);
  });

  test('never writes an e-mail address to the log', async () => {
    await signup(baseUrl, valid('secret.person@example.com'));
    await signup(baseUrl, valid('not an address'));
    expect(logLines.length).toBeGreaterThanOrEqual(2);
    expect(logLines[0]).toEqual({ method: 'POST', path: '/api/newsletter', status: 201, ms: expect.any(Number) });
    expect(JSON.stringify(logLines)).not.toMatch(/secret\.person|not an address/);
  });

  test('answers 405 for other methods', async () => {
    const response = await fetch(`${baseUrl}/api/newsletter`);
    expect(response.status).toBe(405);
  });
});

describe('rate limit', () => {
  test('answers 429 with Retry-After once one client sends more than the limit, and stores nothing more', async () => {
    await collector.close();
    await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) expect((await signup(baseUrl, valid(`r${i}@example.com`))).status).toBe(201);

    const limited = await signup(baseUrl, valid('r3@example.com'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'too_many_requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await exportedEmails(baseUrl)).toHaveLength(3);
  });

  test('lets the client in again once the window has slid past', async () => {
    await collector.close();
    await start({ rateLimit: { max: 2, windowMs: 300 } });
    expect((await signup(baseUrl, valid('w1@example.com'))).status).toBe(201);
    expect((await signup(baseUrl, valid('w2@example.com'))).status).toBe(201);
    expect((await signup(baseUrl, valid('w3@example.com'))).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await signup(baseUrl, valid('w3@example.com'))).status).toBe(201);
  });
});

describe('CORS', () => {
  test('answers a preflight from the site origin and allows only POST with Content-Type', async () => {
    const response = await fetch(`${baseUrl}/api/newsletter`, {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  test('gives the site origin its CORS header on the answer itself, errors included', async () => {
    const ok = await signup(baseUrl, valid('ana@example.com'), { headers: { Origin: SITE_ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const bad = await signup(baseUrl, valid('nope'), { headers: { Origin: SITE_ORIGIN } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  test('refuses another origin: no CORS header on the preflight, 403 and nothing stored on a POST', async () => {
    const preflight = await fetch(`${baseUrl}/api/newsletter`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(403);

    const post = await signup(baseUrl, valid('ana@example.com'), { headers: { Origin: 'https://evil.example' } });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(await exportedEmails(baseUrl)).toEqual([]);
  });
});

describe('GET /healthz', () => {
  test('answers 200', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/newsletter/export.csv', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer wrong-token'],
    ['the token without Bearer', EXPORT_TOKEN],
    ['Basic auth', `Basic ${Buffer.from(`admin:${EXPORT_TOKEN}`).toString('base64')}`],
  ])('answers 401 with %s', async (_name, authorization) => {
    await signup(baseUrl, valid('ana@example.com'));
    const response = await fetch(`${baseUrl}/api/newsletter/export.csv`, { headers: authorization ? { Authorization: authorization } : {} });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('ana@example.com');
  });

  test('is closed when no token is configured', async () => {
    await collector.close();
    await start({ exportToken: undefined });
    const response = await fetch(`${baseUrl}/api/newsletter/export.csv`, { headers: { Authorization: 'Bearer ' } });
    expect(response.status).toBe(401);
  });

  test('exports every subscriber as CSV whose cells cannot run as spreadsheet formulas', async () => {
    await signup(baseUrl, valid('ana@example.com'));
    await signup(baseUrl, { ...valid('=cmd@example.com'), source: '=HYPERLINK("http://evil.example")', language: 'es' });
    await signup(baseUrl, { ...valid('-2+3@example.com'), source: '@SUM(A1)' });

    const response = await fetch(`${baseUrl}/api/newsletter/export.csv`, { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(['email', 'subscribed_at', 'client_timestamp', 'source', 'language', 'consent']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['ana@example.com', "'=cmd@example.com", "'-2+3@example.com"]);
    expect(rows[2][3]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[2][4]).toBe('es');
    expect(rows[3][3]).toBe("'@SUM(A1)");
    for (const row of rows.slice(1)) expect(row[0]).not.toMatch(/^[=+\-@]/);
  });
});

describe('journal recovery', () => {
  test('ignores a torn last line and keeps appending on a clean line', async () => {
    await signup(baseUrl, valid('kept@example.com'));
    await collector.close();
    const journal = path.join(dataDir, JOURNAL_FILE_NAME);
    fs.appendFileSync(journal, '{"email":"torn@exam');

    await start();
    expect(collector.loadReport).toMatchObject({ records: 1, tornBytesDropped: expect.any(Number) });
    expect(collector.loadReport.tornBytesDropped).toBeGreaterThan(0);
    expect((await signup(baseUrl, valid('after@example.com'))).status).toBe(201);

    await collector.close();
    await start();
    expect(await exportedEmails(baseUrl)).toEqual(['kept@example.com', 'after@example.com']);
  });
});
