/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import {
  KEPT_MESSAGES,
  MAX_MESSAGE_BYTES,
  startMailCatcher,
  type LogLine,
  type MailCatcher,
} from './dev-mail-catcher.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { openData, rawSmtpSession, sampleMail } from './test-support.ts';

let catcher: MailCatcher;
let mailer: Mailer;
const logLines: LogLine[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: (line) => logLines.push(line) });
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`, from: 'news@casacarriel.test' });
});

afterAll(async () => {
  mailer.close();
  await catcher.close();
});

const web = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${catcher.webPort}${path}`, init);

beforeEach(async () => {
  await web('/api/messages', { method: 'DELETE' });
});

describe('the web side of the mail catcher', () => {
  it('lists the mails newest first on GET /, escaped, with the links clickable', async () => {
    await mailer.send(sampleMail({ to: 'first@example.com' }));
    await mailer.send(sampleMail({ to: 'second@example.com', brandName: '<b>Casa</b> Carriel' }));
    const response = await web('/');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'));
    expect(page).toContain('&lt;b&gt;Casa&lt;/b&gt; Carriel');
    expect(page).not.toContain('<b>Casa</b>');
    expect(page).toContain(
      '<a href="https://casacarriel.test/newsletter/confirm?token=confirm-token-1&amp;lng=en" rel="noreferrer">',
    );
  });

  it('lists every mail on GET /api/messages without a recipient, and clears them on DELETE', async () => {
    await mailer.send(sampleMail({ to: 'first@example.com' }));
    await mailer.send(sampleMail({ to: 'second@example.com' }));
    const all = await (await web('/api/messages')).json();
    expect(all.map((mail: { to: string[] }) => mail.to)).toEqual([['first@example.com'], ['second@example.com']]);
    expect((await web('/api/messages', { method: 'DELETE' })).status).toBe(204);
    expect(await (await web('/api/messages')).json()).toEqual([]);
    expect(catcher.messages()).toEqual([]);
  });

  it(`keeps the last ${KEPT_MESSAGES} mails`, async () => {
    const sends = Array.from({ length: KEPT_MESSAGES + 5 }, (_, index) =>
      mailer.send(sampleMail({ to: `reader-${index}@example.com` })),
    );
    await Promise.all(sends);
    const kept = catcher.messages();
    expect(kept).toHaveLength(KEPT_MESSAGES);
    expect(new Set(kept.flatMap((mail) => mail.to))).not.toContain('reader-0@example.com');
  }, 30_000);
});

describe('the mail catcher under a misbehaving SMTP client', () => {
  const expectNextMailArrives = async () => {
    await mailer.send(sampleMail({ to: 'after@example.com' }));
    expect(catcher.messages().at(-1)?.to).toEqual(['after@example.com']);
  };

  it('answers binary garbage after DATA and still receives the next mail', async () => {
    const session = await rawSmtpSession(catcher.smtpPort);
    await openData(session, 'garbage@example.com');
    const reply = await session.send(Buffer.concat([randomBytes(8_192), Buffer.from('\r\n.\r\n')]));
    expect(reply).toMatch(/^(250|554) /);
    expect(await session.send('QUIT\r\n')).toMatch(/^221 /);
    await session.hangUp();
    await expectNextMailArrives();
  });

  it('answers unknown commands with an error and still receives the next mail', async () => {
    const session = await rawSmtpSession(catcher.smtpPort);
    expect(await session.send('\u0000\u00ff NONSENSE\r\n')).toMatch(/^5\d\d /);
    expect(await session.send('DATA\r\n')).toMatch(/^5\d\d /);
    await session.hangUp();
    await expectNextMailArrives();
  });

  it('refuses a message over the size limit with 552 and still receives the next mail', async () => {
    const session = await rawSmtpSession(catcher.smtpPort);
    await openData(session, 'huge@example.com');
    const line = `${'x'.repeat(998)}\r\n`;
    const body = `Subject: huge\r\n\r\n${line.repeat(Math.ceil((MAX_MESSAGE_BYTES * 1.2) / line.length))}.\r\n`;
    expect(await session.send(body)).toMatch(/^552 /);
    await session.hangUp();
    expect(catcher.messages()).toEqual([]);
    expect(logLines).toContainEqual(expect.objectContaining({ event: 'mail-rejected', reason: 'too large' }));
    await expectNextMailArrives();
  });

  it('survives a client that hangs up in the middle of a message', async () => {
    const session = await rawSmtpSession(catcher.smtpPort);
    await openData(session, 'halfway@example.com');
    session.write('Subject: half a message\r\n\r\nThe rest never');
    await session.hangUp();
    await expectNextMailArrives();
    expect(catcher.messages().flatMap((mail) => mail.to)).not.toContain('halfway@example.com');
  });
});
