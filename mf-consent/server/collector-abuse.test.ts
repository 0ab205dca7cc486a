/** @jest-environment node */
// What a hostile or careless client can send: every refusal is a clear 4xx, nothing is stored, the server lives on.
import { describe, expect, jest, test } from '@jest/globals';
import net from 'node:net';
import {
  exportedRows,
  postJson,
  signupBody,
  SITE_ORIGIN,
  startTestCollector,
  collectorPerTest,
} from './collector-test-support.ts';

jest.setTimeout(30_000);

const start = collectorPerTest();

async function expectAlive(url: string) {
  const health = await fetch(`${url}/healthz`);
  expect([health.status, await health.json()]).toEqual([200, { status: 'ok', store: 'sqlite' }]);
}

/** Sends raw bytes and returns the head of the answer (status line and headers). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('bad input', () => {
  test.each([
    ['malformed JSON', '{"email":', 400, 'invalid_json'],
    ['an empty body', '', 400, 'invalid_json'],
    ['an array', '["a@example.com"]', 400, 'body_not_object'],
    ['no consent', JSON.stringify({ email: 'a@example.com' }), 400, 'consent_required'],
    ['a zero-width space in the address', JSON.stringify(signupBody('a\u200b@example.com')), 400, 'email_invalid'],
    ['full-width letters', JSON.stringify(signupBody('ａｂ@example.com')), 400, 'email_invalid'],
    ['a NUL byte', JSON.stringify(signupBody('a\u0000b@example.com')), 400, 'email_invalid'],
    ['a right-to-left override', JSON.stringify(signupBody('\u202eab@example.com')), 400, 'email_invalid'],
    ['a lone surrogate', '{"email":"\\ud800@example.com","consent":true}', 400, 'email_invalid'],
    [
      'a page that is not a site path',
      JSON.stringify(signupBody('a@example.com', { page: 'https://evil.example/' })),
      400,
      'page_invalid',
    ],
    [
      'a protocol-relative page',
      JSON.stringify(signupBody('a@example.com', { page: '//evil.example/' })),
      400,
      'page_invalid',
    ],
    [
      'a consent text version with markup',
      JSON.stringify(signupBody('a@example.com', { consentTextVersion: '<b>' })),
      400,
      'consent_text_version_invalid',
    ],
  ])('%s gets %i %s and stores nothing', async (label, body, status, reason) => {
    const { url } = await start();
    const response = await postJson(`${url}/api/newsletter`, body);
    expect([response.status, await response.json()]).toEqual([status, { error: reason }]);
    expect(await exportedRows(url, '?status=all')).toEqual([]);
    await expectAlive(url);
  });

  test('a 2 MB body gets 413 and the next signup is stored', async () => {
    const { url } = await start();
    const response = await postJson(
      `${url}/api/newsletter`,
      JSON.stringify(signupBody(`${'a'.repeat(2 * 1024 * 1024)}@example.com`)),
    ).catch(() => null);
    if (response) expect([response.status, await response.json()]).toEqual([413, { error: 'body_too_large' }]);
    expect((await postJson(`${url}/api/newsletter`, signupBody('after@example.com'))).status).toBe(202);
    expect((await exportedRows(url, '?status=all')).map((row) => row.email)).toEqual(['after@example.com']);
  });

  test.each([
    ['a form', 'application/x-www-form-urlencoded', 'email=a%40example.com&consent=true'],
    ['plain text', 'text/plain', JSON.stringify(signupBody('a@example.com'))],
    ['XML', 'application/xml', '<email>a@example.com</email>'],
  ])('%s instead of JSON gets 415', async (label, type, body) => {
    const { url } = await start();
    const response = await fetch(`${url}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': type }, body });
    expect([response.status, await response.json()]).toEqual([415, { error: 'content_type_must_be_json' }]);
    expect(await exportedRows(url, '?status=all')).toEqual([]);
  });

  test('odd URLs, methods and request lines get a 4xx and the server lives on (the request that once took every server down)', async () => {
    const { url, collector, logLines } = await start();
    for (const [request, expected] of [
      ['GET //a:99999/x HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 4\d\d/],
      ['GET /api/newsletter/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 4\d\d/],
      ['BREW /api/newsletter HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 4\d\d/],
      ['GET /\u0000 HTTP/1.1\r\n\r\n', /^HTTP\/1\.1 400/],
      ['POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n', /^HTTP\/1\.1 400/],
      [
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
        /^HTTP\/1\.1 400/,
      ],
      [
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\nab\r\n0\r\n\r\n',
        /^HTTP\/1\.1 400/,
      ],
    ] as const) {
      const head = await rawRequest(collector.port, request);
      expect([request, head.split('\r\n')[0]]).toEqual([request, expect.stringMatching(expected)]);
      expect([request, head]).toEqual([request, expect.stringMatching(/x-content-type-options: nosniff/i)]);
    }
    expect((await fetch(`${url}/api/newsletter`)).status).toBe(405);
    expect((await fetch(`${url}/api/newsletter`, { method: 'DELETE' })).headers.get('allow')).toBe('POST, OPTIONS');
    expect((await fetch(`${url}/nothing-here`)).status).toBe(404);
    expect(logLines.filter((line) => line.level === 'error')).toEqual([]); // no request made the collector fail
    await expectAlive(url);
  });

  test('never writes an e-mail address to the log', async () => {
    const { url, logLines, collector } = await start();
    await postJson(`${url}/api/newsletter`, signupBody('secret.person@example.com'));
    await postJson(`${url}/api/newsletter`, signupBody('secret.person@example'));
    await collector.mailsSent();
    expect(JSON.stringify(logLines)).not.toContain('secret.person');
  });
});

describe('rate limits', () => {
  test('one client over its budget gets 429 with Retry-After; the budget is per client, and a proxy is trusted only when configured', async () => {
    const policy = {
      perClient: { max: 3, windowMs: 60_000 },
      perAddress: { max: 100, windowMs: 60_000 },
      confirmationTtlMs: 3_600_000,
      resendIntervalMs: 60_000,
    };
    const { url } = await start({ policy, trustProxy: ['127.0.0.1'] });
    const from = (client: string, n: number) =>
      postJson(`${url}/api/newsletter`, signupBody(`c${client}-${n}@example.com`), { 'X-Forwarded-For': client });
    for (let n = 0; n < 3; n += 1) expect((await from('203.0.113.1', n)).status).toBe(202);
    const refused = await from('203.0.113.1', 3);
    expect([refused.status, await refused.json()]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('203.0.113.2', 0)).status).toBe(202); // another visitor behind the same proxy
    expect((await exportedRows(url, '?status=pending')).map((row) => row.email)).not.toContain(
      'c203.0.113.1-3@example.com',
    );
  });

  test('without a trusted proxy, X-Forwarded-For changes nothing: a client cannot pick a fresh budget', async () => {
    const policy = {
      perClient: { max: 2, windowMs: 60_000 },
      perAddress: { max: 100, windowMs: 60_000 },
      confirmationTtlMs: 3_600_000,
      resendIntervalMs: 60_000,
    };
    const { url } = await start({ policy });
    const statuses = [];
    for (let n = 0; n < 3; n += 1)
      statuses.push(
        (
          await postJson(`${url}/api/newsletter`, signupBody(`x${n}@example.com`), {
            'X-Forwarded-For': `198.51.100.${n}`,
          })
        ).status,
      );
    expect(statuses).toEqual([202, 202, 429]);
  });

  test('one address has its own budget, whoever sends it, so nobody can flood an inbox', async () => {
    const policy = {
      perClient: { max: 100, windowMs: 60_000 },
      perAddress: { max: 2, windowMs: 60_000 },
      confirmationTtlMs: 3_600_000,
      resendIntervalMs: 0,
    };
    const { url, mailsTo } = await start({ policy, trustProxy: ['127.0.0.1'] });
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push(
        (
          await postJson(`${url}/api/newsletter`, signupBody('Target@Example.com'), {
            'X-Forwarded-For': `192.0.2.${n}`,
          })
        ).status,
      );
    expect(statuses).toEqual([202, 202, 429, 429]);
    expect((await mailsTo('target@example.com')).length).toBeLessThanOrEqual(2);
  });
});

describe('CORS and the export', () => {
  test('answers the site’s preflight and refuses another origin before reading anything', async () => {
    const { url } = await start();
    const preflight = await fetch(`${url}/api/newsletter`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    const foreignPreflight = await fetch(`${url}/api/newsletter`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await postJson(`${url}/api/newsletter`, signupBody('x@example.com'), {
      Origin: 'https://evil.example',
    });
    expect([foreign.status, await foreign.json()]).toEqual([403, { error: 'origin_not_allowed' }]);
    expect(await exportedRows(url, '?status=all')).toEqual([]);
  });

  test('the export needs the token, is closed without one, and its cells cannot run as spreadsheet formulas', async () => {
    const { url, confirmationTokenOf } = await start();
    expect((await fetch(`${url}/api/newsletter/export.csv`)).status).toBe(401);
    expect(
      (await fetch(`${url}/api/newsletter/export.csv`, { headers: { Authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${url}/api/newsletter/export.csv?status=nonsense`, {
          headers: { Authorization: 'Bearer test-export-token' },
        })
      ).status,
    ).toBe(400);
    await postJson(`${url}/api/newsletter`, signupBody('-2+3@example.com', { source: '=HYPERLINK("x")' }));
    await postJson(`${url}/api/newsletter/confirm`, { token: await confirmationTokenOf('-2+3@example.com') });
    const [row] = await exportedRows(url);
    expect([row?.email, row?.source]).toEqual(["'-2+3@example.com", '\'=HYPERLINK("x")']);

    const closed = await startTestCollector({ exportToken: undefined });
    try {
      expect(
        (await fetch(`${closed.url}/api/newsletter/export.csv`, { headers: { Authorization: 'Bearer ' } })).status,
      ).toBe(401);
    } finally {
      await closed.stop();
    }
  });
});
