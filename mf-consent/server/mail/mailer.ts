// Sends mail over SMTP through a pooled nodemailer transport. Short timeouts: a dead or silent SMTP server fails
// the send within seconds instead of holding a signup request open for minutes (nodemailer's defaults).
import nodemailer, { type SendMailOptions } from 'nodemailer';

const DEFAULT_SMTP_TIMEOUT_MS = 5_000;

export interface MailerOptions {
  /** smtp://[user:pass@]host[:port] (STARTTLS when the server offers it) or smtps://… (TLS from the start). */
  smtpUrl: string;
  /** The From of every message, e.g. `"Casa Carriel" <news@casacarriel.com>`. */
  from: string;
  /** Connection, greeting and socket inactivity timeout. */
  timeoutMs?: number;
}

export interface Mailer {
  send(message: SendMailOptions): Promise<{ messageId: string }>;
  /** Closes the pooled connections; a send still in flight may fail. */
  close(): void;
}

/** Checks the URL without ever repeating it: it may hold the SMTP password. */
function requireSmtpUrl(smtpUrl: string): void {
  const url = URL.parse(smtpUrl);
  if (!url) throw new Error('createMailer: smtpUrl is not a URL; expected smtp://[user:pass@]host[:port] or smtps://…');
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`createMailer: smtpUrl must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  if (!url.hostname) throw new Error('createMailer: smtpUrl has no host');
}

export function createMailer({ smtpUrl, from, timeoutMs = DEFAULT_SMTP_TIMEOUT_MS }: MailerOptions): Mailer {
  requireSmtpUrl(smtpUrl);
  if (!from.trim()) throw new Error('createMailer: from must be a sender address');
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
      dnsTimeout: timeoutMs,
    },
    { from },
  );
  return { send: (message) => transport.sendMail(message), close: () => transport.close() };
}
