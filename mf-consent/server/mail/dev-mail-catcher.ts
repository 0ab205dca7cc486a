// A local mail catcher for development and tests: a real SMTP server (no auth, no TLS) that keeps the last mails
// in memory and shows them on a small web page and a JSON API. Never expose it: anyone reaching it reads the mail.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { confirmationLink, parseCaughtMail, type CaughtMail } from './caught-mail.ts';
import { PAGE_SECURITY_HEADERS, renderMailPage } from './dev-mail-catcher-page.ts';

export type { CaughtMail } from './caught-mail.ts';

export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const KEPT_MESSAGES = 200;
/** How long close() lets an open SMTP session (a pooled mailer) finish before cutting it. */
const SMTP_CLOSE_GRACE_MS = 1_000;

export type LogLine = Record<string, unknown>;

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startMailCatcher(options: {
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  webPort: number;
  host?: string;
  log: (line: LogLine) => void;
}) {
  const { host = '127.0.0.1', log } = options;
  const mails: CaughtMail[] = [];
  let lastId = 0;
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    closeTimeout: SMTP_CLOSE_GRACE_MS,
    logger: false,
    banner: 'development mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('error', (error: Error) => log({ event: 'mail-aborted', reason: error.message }));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          log({ event: 'mail-rejected', reason: 'too large', bytes: stream.byteLength });
          return callback(smtpError(552, `Error: message exceeds ${MAX_MESSAGE_BYTES} bytes`));
        }
        lastId += 1;
        parseCaughtMail(Buffer.concat(chunks), session, lastId).then(
          (mail) => {
            mails.push(mail);
            if (mails.length > KEPT_MESSAGES) mails.splice(0, mails.length - KEPT_MESSAGES);
            log({
              event: 'mail-caught',
              id: mail.id,
              to: mail.to.join(', '),
              subject: mail.subject,
              link: confirmationLink(mail),
            });
            callback();
          },
          (error: Error) => {
            log({ event: 'mail-rejected', reason: `unreadable: ${error.message}` });
            callback(smtpError(554, 'Error: message could not be parsed'));
          },
        );
      });
    },
  });
  // Without a listener, an 'error' (a client resetting its connection) would crash the process.
  smtp.on('error', (error: Error) => log({ event: 'smtp-error', message: error.message }));
  const closeSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

  smtp.listen(options.smtpPort, host);
  await once(smtp.server, 'listening'); // rejects with the error of a port in use
  const web = Fastify({ logger: false });
  web.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').headers(PAGE_SECURITY_HEADERS).send(renderMailPage(mails)),
  );
  web.get<{ Querystring: { to?: unknown } }>('/api/messages', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.trim().toLowerCase() : '';
    const selected = to ? mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : mails;
    return reply.header('cache-control', 'no-store').send(selected);
  });
  web.delete('/api/messages', async (_request, reply) => {
    mails.length = 0;
    return reply.code(204).send();
  });
  try {
    await web.listen({ port: options.webPort, host });
  } catch (error) {
    await closeSmtp();
    throw error;
  }

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    webPort: (web.server.address() as AddressInfo).port,
    /** Oldest first. */
    messages: () => [...mails],
    async close() {
      await Promise.all([web.close(), closeSmtp()]);
    },
  };
}
