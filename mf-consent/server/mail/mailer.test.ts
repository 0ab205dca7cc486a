/** @jest-environment node */
import { startMailCatcher, type LogLine, type MailCatcher } from './dev-mail-catcher.ts';
import { createMailer } from './mailer.ts';
import { SAMPLE_INPUT, sampleMail, silentServer, unusedPort } from './test-support.ts';

const FROM = '"Casa Carriel" <news@casacarriel.test>';

describe('createMailer', () => {
  it.each([
    ['not a url', /smtpUrl is not a URL/],
    ['http://mail.casacarriel.test', /must start with smtp:\/\/ or smtps:\/\//],
    ['smtp://', /smtpUrl/],
  ])('refuses the smtpUrl %p at creation', (smtpUrl, message) => {
    expect(() => createMailer({ smtpUrl, from: FROM })).toThrow(message);
  });

  it('never repeats the URL in its error: it may hold the password', () => {
    expect(() => createMailer({ smtpUrl: 'https://user:s3cret@mail.casacarriel.test', from: FROM })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });

  it('refuses an empty sender', () => {
    expect(() => createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: ' ' })).toThrow('from');
  });
});

describe('a confirmation mail sent through the mailer to the mail catcher', () => {
  let catcher: MailCatcher;
  const logLines: LogLine[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, log: (line) => logLines.push(line) });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`, from: FROM });
    try {
      const { messageId } = await mailer.send(sampleMail());
      expect(messageId).toMatch(/^<.+@casacarriel\.test>$/);
    } finally {
      mailer.close();
    }
  });

  afterAll(() => catcher.close());

  it('arrives parsed, with the RFC 8058 headers and the links of the text body', () => {
    const [mail, ...others] = catcher.messages();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      from: FROM,
      to: ['ana@example.com'],
      subject: 'Confirm your subscription to Casa Carriel news',
      links: [SAMPLE_INPUT.confirmUrl, SAMPLE_INPUT.unsubscribeUrl],
    });
    expect(mail?.headers['list-unsubscribe']).toBe(`<${SAMPLE_INPUT.oneClickUnsubscribeUrl}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('<html lang="en">');
  });

  it('logs one line with the subject, the recipient and the confirmation link', () => {
    expect(logLines).toEqual([
      expect.objectContaining({
        event: 'mail-caught',
        to: 'ana@example.com',
        subject: 'Confirm your subscription to Casa Carriel news',
        link: SAMPLE_INPUT.confirmUrl,
      }),
    ]);
  });

  it('is listed by GET /api/messages?to=, whatever the case of the address', async () => {
    const base = `http://127.0.0.1:${catcher.webPort}/api/messages`;
    const response = await fetch(`${base}?to=${encodeURIComponent('ANA@Example.com')}`);
    expect(response.status).toBe(200);
    const mails = await response.json();
    expect(mails).toEqual([expect.objectContaining({ subject: 'Confirm your subscription to Casa Carriel news' })]);
    expect(mails[0].links).toEqual([SAMPLE_INPUT.confirmUrl, SAMPLE_INPUT.unsubscribeUrl]);
    expect(await (await fetch(`${base}?to=someone.else%40example.com`)).json()).toEqual([]);
  });
});

describe('a mailer whose SMTP server is unreachable', () => {
  it('rejects when nothing listens on the port', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await unusedPort()}`, from: FROM, timeoutMs: 500 });
    try {
      await expect(mailer.send(sampleMail())).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });

  it('rejects when the server accepts the connection and never answers', async () => {
    const server = await silentServer();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, from: FROM, timeoutMs: 500 });
    try {
      await expect(mailer.send(sampleMail())).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    } finally {
      mailer.close();
      await server.close();
    }
  });
});
