// Every kind of answer the collector gives, recorded as a transcript: status, headers, body, and the log lines an
// operator reads. collector-answers.test.ts compares it with the transcript of the collector as it was, so that a
// refactoring of the API, the store or the mailer that changes any answer (a header, a reason, a log field) fails.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildCollectorApp } from './collector-app.ts';
import type { ConfirmationMailer } from './confirmation-mailer.ts';
import { postJson, signupBody, SITE_ORIGIN, startTestCollector, TOKEN_SECRET } from './collector-test-support.ts';
import { journalLine } from './storage/journal-record.test-support.ts';
import type { SubscriberStore } from './storage/subscriber-store.ts';

export interface Answer {
  label: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that change from run to run, or whose value is checked here rather than recorded. */
const VOLATILE_HEADERS = new Set(['date', 'x-ratelimit-reset', 'keep-alive']);

/** The answer with the collector's random port and the time-dependent values replaced by placeholders. */
function normalized(
  label: string,
  status: number,
  rawHeaders: Headers | Record<string, unknown>,
  body: string,
  port?: number,
): Answer {
  const entries =
    rawHeaders instanceof Headers
      ? [...rawHeaders.entries()]
      : Object.entries(rawHeaders).map(([name, value]) => [name, String(value)] as [string, string]);
  const headers: Record<string, string> = {};
  for (const [name, value] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    const lower = name.toLowerCase();
    if (VOLATILE_HEADERS.has(lower)) continue;
    if (lower === 'content-length') {
      // A HEAD answer tells the length of the body a GET would get (the GET's own answer pins that body).
      if (body === '' && Number(value) > 0) headers[lower] = '<length of the GET body>';
      else headers[lower] = Number(value) === Buffer.byteLength(body) ? '<length of the body>' : `wrong: ${value}`;
    } else if (lower === 'retry-after') headers[lower] = Number(value) > 0 ? '<seconds>' : `wrong: ${value}`;
    else headers[lower] = port === undefined ? value : value.replaceAll(String(port), '<port>');
  }
  return { label, status, headers, body: port === undefined ? body : body.replaceAll(String(port), '<port>') };
}

/** What one raw request line gets: the status line and the headers, Date left out. */
function rawAnswer(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve(
        answer
          .split('\r\n')
          .filter((line) => !/^(date|keep-alive|x-ratelimit-reset):/i.test(line))
          .join('\r\n'),
      ),
    );
    socket.on('error', reject);
  });
}

/** A log line with its duration replaced (the only value that changes from run to run). */
function logged(line: Record<string, unknown>, port?: number): Record<string, unknown> {
  const copy = { ...line };
  if ('ms' in copy) copy.ms = typeof copy.ms === 'number' && copy.ms >= 0 ? '<ms>' : `wrong: ${String(copy.ms)}`;
  return port === undefined ? copy : JSON.parse(JSON.stringify(copy).replaceAll(String(port), '<port>'));
}

/**
 * The request lines in the order of the requests, then the other events sorted: a mail is sent in the background,
 * so where its line falls among the request lines changes from run to run.
 */
function inOrder(lines: Record<string, unknown>[]): Record<string, unknown>[] {
  const requests = lines.filter((line) => 'method' in line && !('level' in line));
  const events = lines.filter((line) => !requests.includes(line));
  return [...requests, ...events.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))];
}

const T0 = new Date('2026-11-25T10:00:00.000Z');
const BIG_BUDGET = { max: 10_000, windowMs: 60_000 };

export async function recordAnswers(): Promise<{
  answers: Answer[];
  raw: [string, string][];
  logs: Record<string, unknown>[];
  limitedAnswers: Answer[];
  limitedLogs: Record<string, unknown>[];
  failures: Answer[];
  failureLogs: Record<string, unknown>[];
  mailFailureLogs: Record<string, unknown>[];
  journalLogs: Record<string, unknown>[];
}> {
  let clock = T0;
  const main = await startTestCollector({
    now: () => clock,
    policy: {
      perClient: BIG_BUDGET,
      perAddress: BIG_BUDGET,
      confirmationTtlMs: 48 * 3_600_000,
      resendIntervalMs: 600_000,
    },
  });
  const { url } = main;
  const port = main.collector.port;
  const answers: Answer[] = [];
  const record = async (label: string, target: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${target}`, { redirect: 'manual', ...init });
    answers.push(normalized(label, response.status, response.headers, await response.text(), port));
  };
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  const bearer = (token: string) => ({ headers: { Authorization: token } });
  const exportAuth = bearer('Bearer test-export-token');

  try {
    // Signups.
    await record('signup', '/api/newsletter', json(signupBody('ana@example.com')));
    await record(
      'signup again, from the site',
      '/api/newsletter',
      json(signupBody('Ana@Example.com'), { Origin: SITE_ORIGIN }),
    );
    await record(
      'signup with a charset',
      '/api/newsletter',
      json(signupBody('ben@example.com', { language: 'es' }), { 'Content-Type': 'application/json; charset=utf-8' }),
    );
    await record(
      'signup, type in capitals',
      '/api/newsletter',
      json(signupBody('cleo@example.com'), { 'Content-Type': 'Application/JSON' }),
    );
    await record(
      'signup, only what is required',
      '/api/newsletter',
      json({ email: ' dora@example.com ', consent: true }),
    );
    await record(
      'signup from another site',
      '/api/newsletter',
      json(signupBody('evil@example.com'), { Origin: 'https://evil.example' }),
    );
    for (const [label, body] of [
      ['malformed JSON', '{"email":'],
      ['empty body', ''],
      ['array', '["a@example.com"]'],
      ['null', 'null'],
      ['string', '"a@example.com"'],
      ['no email', JSON.stringify({ consent: true })],
      ['blank email', JSON.stringify({ email: '  ', consent: true })],
      ['email not a string', JSON.stringify({ email: 42, consent: true })],
      ['email too long', JSON.stringify(signupBody(`${'a'.repeat(64)}@${'b'.repeat(190)}.com`))],
      ['local part too long', JSON.stringify(signupBody(`${'a'.repeat(65)}@example.com`))],
      ['no dot in the domain', JSON.stringify(signupBody('a@example'))],
      ['two @', JSON.stringify(signupBody('a@b@example.com'))],
      ['dot at the start', JSON.stringify(signupBody('.a@example.com'))],
      ['two dots', JSON.stringify(signupBody('a..b@example.com'))],
      ['numeric TLD', JSON.stringify(signupBody('a@example.123'))],
      ['punycode TLD', JSON.stringify(signupBody('a@example.xn--p1ai'))],
      ['label with a hyphen at the end', JSON.stringify(signupBody('a@exa-.com'))],
      ['no consent', JSON.stringify({ email: 'a@example.com' })],
      ['consent as a string', JSON.stringify({ email: 'a@example.com', consent: 'true' })],
      ['timestamp not a date', JSON.stringify(signupBody('a@example.com', { timestamp: 'yesterday' }))],
      ['timestamp a number', JSON.stringify(signupBody('a@example.com', { timestamp: 5 }))],
      [
        'timestamp too long',
        JSON.stringify(signupBody('a@example.com', { timestamp: `2026-11-25T10:00:00.000Z${' '.repeat(20)}` })),
      ],
      ['blank source', JSON.stringify(signupBody('a@example.com', { source: ' ' }))],
      ['source too long', JSON.stringify(signupBody('a@example.com', { source: 's'.repeat(65) }))],
      ['language not a tag', JSON.stringify(signupBody('a@example.com', { language: 'english' }))],
      ['unsupported language', JSON.stringify(signupBody('e1@example.com', { language: 'fr-CA' }))],
      ['page a URL', JSON.stringify(signupBody('a@example.com', { page: 'https://evil.example/' }))],
      ['page too long', JSON.stringify(signupBody('a@example.com', { page: `/${'p'.repeat(512)}` }))],
      ['page null', JSON.stringify(signupBody('a@example.com', { page: null }))],
      ['consent text version with markup', JSON.stringify(signupBody('a@example.com', { consentTextVersion: '<b>' }))],
      ['two problems: the first is told', JSON.stringify(signupBody('a@example.com', { source: '', page: 'x' }))],
    ] as const)
      await record(`signup: ${label}`, '/api/newsletter', json(body));
    await record('signup as a form', '/api/newsletter', form('email=a%40example.com&consent=true'));
    await record('signup as text', '/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    await record('signup without a type', '/api/newsletter', { method: 'POST', body: new Uint8Array([123, 125]) });
    await record('signup over 4 KB', '/api/newsletter', json(signupBody(`${'a'.repeat(5000)}@example.com`)));

    // Confirming.
    const anaToken = await main.confirmationTokenOf('ana@example.com');
    await record('confirm not JSON', '/api/newsletter/confirm', form(`token=${anaToken}`));
    await record('confirm without a token', '/api/newsletter/confirm', json({}));
    await record('confirm a malformed token', '/api/newsletter/confirm', json({ token: 'short' }));
    await record('confirm an unknown token', '/api/newsletter/confirm', json({ token: 'A'.repeat(43) }));
    await record('confirm malformed JSON', '/api/newsletter/confirm', json('{'));
    await record(
      'confirm from another site',
      '/api/newsletter/confirm',
      json({ token: anaToken }, { Origin: 'https://evil.example' }),
    );
    await record('confirm', '/api/newsletter/confirm', json({ token: anaToken }, { Origin: SITE_ORIGIN }));
    await record('confirm again', '/api/newsletter/confirm', json({ token: anaToken }));
    const benToken = await main.confirmationTokenOf('ben@example.com');
    clock = new Date(T0.getTime() + 49 * 3_600_000);
    await record('confirm too late', '/api/newsletter/confirm', json({ token: benToken }));
    clock = T0;
    await record(
      'confirm cleo',
      '/api/newsletter/confirm',
      json({ token: await main.confirmationTokenOf('cleo@example.com') }),
    );

    // The export.
    await record('export without a token', '/api/newsletter/export.csv');
    await record('export with a wrong token', '/api/newsletter/export.csv', bearer('Bearer wrong'));
    await record('export with an empty token', '/api/newsletter/export.csv', bearer('Bearer '));
    await record('export with Basic', '/api/newsletter/export.csv', bearer('Basic dGVzdC1leHBvcnQtdG9rZW4='));
    await record('export', '/api/newsletter/export.csv', exportAuth);
    await record('export of an empty status', '/api/newsletter/export.csv?status=', exportAuth);
    await record('export of the pending', '/api/newsletter/export.csv?status=pending', exportAuth);
    await record('export of two statuses', '/api/newsletter/export.csv?status=confirmed,pending', exportAuth);
    await record('export of all', '/api/newsletter/export.csv?status=all', exportAuth);
    await record('export of a wrong status', '/api/newsletter/export.csv?status=nonsense', exportAuth);
    await record('export of a status twice', '/api/newsletter/export.csv?status=pending&status=confirmed', exportAuth);
    await record('export, HEAD', '/api/newsletter/export.csv', { method: 'HEAD', ...exportAuth });

    // Leaving.
    const anaLeave = await main.unsubscribeTokenOf('ana@example.com');
    const oneClick = `/api/newsletter/unsubscribe?token=${encodeURIComponent(anaLeave)}`;
    await record(
      'unsubscribe from another site',
      '/api/newsletter/unsubscribe',
      json({ token: anaLeave }, { Origin: 'https://evil.example' }),
    );
    await record(
      'unsubscribe a forged token',
      '/api/newsletter/unsubscribe',
      json({ token: anaLeave.replace(/^\d+/, '999') }),
    );
    await record('unsubscribe a number', '/api/newsletter/unsubscribe', json({ token: 7 }));
    await record('unsubscribe malformed JSON', '/api/newsletter/unsubscribe', json('{'));
    await record('unsubscribe', '/api/newsletter/unsubscribe', json({ token: anaLeave }, { Origin: SITE_ORIGIN }));
    await record('unsubscribe again', '/api/newsletter/unsubscribe', json({ token: anaLeave }));
    await record('one-click without its body', oneClick, form('x=y'));
    await record('one-click with an empty body', oneClick, form(''));
    await record('one-click', oneClick, form('List-Unsubscribe=One-Click'));
    await record(
      'one-click from another site',
      oneClick,
      form('List-Unsubscribe=One-Click', { Origin: 'https://evil.example' }),
    );
    await record('one-click without a token', '/api/newsletter/unsubscribe', form('List-Unsubscribe=One-Click'));
    await record(
      'one-click with a token in the body only',
      '/api/newsletter/unsubscribe',
      form(`List-Unsubscribe=One-Click&token=${anaLeave}`),
    );
    const multipart = (fields: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body: `--XyZ\r\n${fields}--XyZ--\r\n`,
    });
    await record(
      'one-click as multipart',
      oneClick,
      multipart('Content-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n'),
    );
    await record(
      'one-click as multipart without the field',
      oneClick,
      multipart('Content-Disposition: form-data; name="other"\r\n\r\nOne-Click\r\n'),
    );
    await record('one-click as text', oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'List-Unsubscribe=One-Click',
    });
    await record('one-click opened, Spanish', `${oneClick}&lng=es`);
    await record('one-click opened, French', `${oneClick}&lng=fr`);
    await record('one-click opened, no language', oneClick);
    await record('one-click opened, no token', '/api/newsletter/unsubscribe');
    await record('one-click opened, a long token', `/api/newsletter/unsubscribe?token=${'t'.repeat(100)}`);
    await record('one-click opened, two tokens', '/api/newsletter/unsubscribe?token=a&token=b&lng=es');
    await record('one-click opened, HEAD', `${oneClick}&lng=es`, { method: 'HEAD' });

    // Health, preflights, methods and paths.
    await record('health', '/healthz');
    await record('health, HEAD', '/healthz', { method: 'HEAD' });
    await record('health with a query', '/healthz?x=1');
    const preflight = (origin: string, method = 'POST') => ({
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    for (const target of [
      '/api/newsletter',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
      '/api/newsletter/export.csv',
      '/healthz',
      '/nothing',
    ]) {
      await record(`preflight of ${target}`, target, preflight(SITE_ORIGIN));
      await record(`preflight of ${target} from another site`, target, preflight('https://evil.example'));
    }
    await record('preflight for a GET', '/api/newsletter', preflight(SITE_ORIGIN, 'GET'));
    await record('OPTIONS without a preflight', '/api/newsletter', { method: 'OPTIONS' });
    await record('OPTIONS with an origin only', '/api/newsletter', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN },
    });
    for (const target of [
      '/api/newsletter',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
      '/api/newsletter/export.csv',
      '/healthz',
    ])
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'POST'])
        await record(`${method} ${target}`, target, {
          method,
          ...(method === 'GET' || method === 'HEAD'
            ? {}
            : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
        });
    await record('a path that is not there', '/nothing-here');
    await record('POST a path that is not there', '/api/newsletter/nothing', json({}));
    await record('a path with a trailing slash', '/api/newsletter/');
    await record('a path in capitals', '/API/NEWSLETTER', json(signupBody('f@example.com')));
    await record('a URL the router cannot decode', '/api/newsletter/%E0%A4%A');
    await record('a cross-origin GET of the health check', '/healthz', { headers: { Origin: SITE_ORIGIN } });
    await record('a cross-origin answer from another site', '/healthz', {
      headers: { Origin: 'https://evil.example' },
    });

    const raw: [string, string][] = [];
    for (const request of [
      'GET //a:99999/x HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/newsletter/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'BREW /api/newsletter HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\n\r\n',
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\nab\r\n0\r\n\r\n',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`,
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n{}',
      'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]',
      'GET /healthz HTTP/1.0\r\n\r\n',
    ])
      raw.push([
        request.length > 200 ? `${request.slice(0, 80)}…` : request,
        (await rawAnswer(port, request)).replaceAll(String(port), '<port>'),
      ]);

    await main.collector.mailsSent();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logs = inOrder(main.logLines.map((line) => logged(line, port)));

    // Small budgets: the 429s.
    const limited = await startTestCollector({
      trustProxy: ['127.0.0.1'],
      policy: {
        perClient: { max: 2, windowMs: 60_000 },
        perAddress: { max: 1, windowMs: 60_000 },
        confirmationTtlMs: 3_600_000,
        resendIntervalMs: 60_000,
      },
    });
    const limitedAnswers: Answer[] = [];
    const limitedRecord = async (label: string, target: string, init: RequestInit) => {
      const response = await fetch(`${limited.url}${target}`, { redirect: 'manual', ...init });
      limitedAnswers.push(
        normalized(label, response.status, response.headers, await response.text(), limited.collector.port),
      );
    };
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    try {
      await limitedRecord(
        'first signup of a client',
        '/api/newsletter',
        json(signupBody('one@example.com'), from('203.0.113.1')),
      );
      await limitedRecord(
        'same address, another client',
        '/api/newsletter',
        json(signupBody('ONE@example.com'), from('203.0.113.2')),
      );
      await limitedRecord(
        'second signup of the first client',
        '/api/newsletter',
        json(signupBody('two@example.com'), from('203.0.113.1')),
      );
      await limitedRecord(
        'third signup of the first client',
        '/api/newsletter',
        json(signupBody('three@example.com'), from('203.0.113.1')),
      );
      await limitedRecord(
        'a confirm of the first client',
        '/api/newsletter/confirm',
        json({ token: 'x' }, from('203.0.113.1')),
      );
      await limitedRecord(
        'a malformed address over no address budget',
        '/api/newsletter',
        json(signupBody('one@example'), from('203.0.113.3')),
      );
      await limitedRecord(
        'a form over no address budget',
        '/api/newsletter',
        form('email=one%40example.com', from('203.0.113.4')),
      );
      await limitedRecord(
        'a one-click of a new client',
        '/api/newsletter/unsubscribe?token=1.x',
        form('List-Unsubscribe=One-Click', from('203.0.113.5')),
      );
      await limitedRecord('the export is not limited', '/api/newsletter/export.csv', {
        headers: { ...exportAuth.headers, ...from('203.0.113.1') },
      });
      await limitedRecord('the health check is not limited', '/healthz', { headers: from('203.0.113.1') });
      await limited.collector.mailsSent();
    } finally {
      await limited.stop();
    }
    const limitedLogs = inOrder(limited.logLines.map((line) => logged(line, limited.collector.port)));

    // A store that fails: 500 and 503, and what is logged.
    const failureLogs: Record<string, unknown>[] = [];
    const broken = (): never => {
      throw new Error('disk on fire');
    };
    const brokenStore = {
      kind: 'sqlite',
      recordSignup: broken,
      confirm: broken,
      unsubscribe: broken,
      list: broken,
      purgePending: broken,
      counts: broken,
      importJournal: broken,
      checkWritable: async () => {
        throw new Error('database is read-only');
      },
      close: async () => undefined,
    } as unknown as SubscriberStore;
    const mailer: ConfirmationMailer = {
      sendConfirmation: () => undefined,
      oneClickUnsubscribeUrl: (id, language) => `https://collector.example/u?id=${id}&lng=${language}`,
      unsubscribePageUrl: (token, language) => `https://site.example/u?token=${token}&lng=${language}`,
      idle: async () => undefined,
    };
    const app = await buildCollectorApp({
      store: brokenStore,
      mailer,
      tokenSecret: TOKEN_SECRET,
      exportToken: 'e',
      log: (line) => failureLogs.push(line),
    });
    const failures: Answer[] = [];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as net.AddressInfo).port;
    const failed = async (label: string, target: string, init: RequestInit = {}) => {
      const response = await fetch(`http://127.0.0.1:${appPort}${target}`, init);
      failures.push(normalized(label, response.status, response.headers, await response.text(), appPort));
    };
    try {
      await failed('health of a read-only store', '/healthz');
      await failed('signup on a broken store', '/api/newsletter', json(signupBody('a@example.com')));
      await failed('confirm on a broken store', '/api/newsletter/confirm', json({ token: 'A'.repeat(43) }));
      await failed(
        'unsubscribe on a broken store',
        '/api/newsletter/unsubscribe',
        json({ token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      );
      await failed('export on a broken store', '/api/newsletter/export.csv', {
        headers: { authorization: 'Bearer e' },
      });
    } finally {
      await app.close();
    }

    // An SMTP server that refuses every mail: retried, then logged.
    const refusing = await startTestCollector({
      transport: { send: async () => Promise.reject(new Error('mailbox unavailable')) },
      mailRetryDelaysMs: [1],
    });
    try {
      await postJson(`${refusing.url}/api/newsletter`, signupBody('nobody@example.com'));
      await refusing.collector.mailsSent();
    } finally {
      await refusing.stop();
    }
    const mailFailureLogs = refusing.logLines.filter((line) => line.event).map((line) => logged(line));

    // A journal of the old collector in the data folder: imported at start, and said so.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collector-answers-'));
    fs.writeFileSync(path.join(dataDir, 'newsletter-signups.jsonl'), `${journalLine('old@example.com')}\nnot json\n`);
    const withJournal = await startTestCollector({ dataDir });
    const journalLogs = withJournal.logLines.map((line) => logged(line));
    await withJournal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });

    return {
      answers,
      raw,
      logs,
      limitedAnswers,
      limitedLogs,
      failures,
      failureLogs: inOrder(failureLogs.map((line) => logged(line))),
      mailFailureLogs,
      journalLogs,
    };
  } finally {
    await main.stop();
  }
}
