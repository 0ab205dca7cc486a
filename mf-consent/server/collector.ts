// Starts the newsletter collector: store, mailer, HTTP API and the purge of unconfirmed signups.
import { BRAND_NAME } from '../../shared/src/brand.ts';
import { buildCollectorApp, DEFAULT_POLICY, type CollectorAppOptions } from './collector-app.ts';
import { createConfirmationMailer, type MailTransport } from './confirmation-mailer.ts';
import { errorMessage } from './error-message.ts';
import { createMailer } from './mail/mailer.ts';
import { openSubscriberStore } from './storage/open-store.ts';

/** Unconfirmed signups are deleted this long after their last signup (docs/decisions/0015). */
export const DEFAULT_PENDING_RETENTION_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const SHUTDOWN_GRACE_MS = 5_000;

/** The API's options but the store and the mailer, which the collector opens itself. */
export interface CollectorOptions extends Omit<CollectorAppOptions, 'store' | 'mailer'> {
  port: number;
  host?: string;
  /** SQLite's folder (and where an old journal file is imported from). */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** SMTP server of the confirmation mails, e.g. smtp://user:pass@mail.example:587. */
  smtpUrl?: string;
  /** Or any transport (tests). */
  transport?: MailTransport;
  mailFrom?: string;
  siteUrl: string;
  /** The collector's public base URL; defaults to http://localhost:<port>. */
  publicUrl?: string;
  pendingRetentionMs?: number;
  mailRetryDelaysMs?: readonly number[];
}

const DEFAULT_MAIL_FROM = `${BRAND_NAME} <newsletter@casacarriel.example>`;

export async function startCollector(options: CollectorOptions) {
  const { port, host = '0.0.0.0', log = () => undefined, now = () => new Date(), policy = DEFAULT_POLICY } = options;
  const retentionMs = options.pendingRetentionMs ?? DEFAULT_PENDING_RETENTION_MS;
  if (!options.transport && !options.smtpUrl) throw new Error('startCollector needs an smtpUrl (or a transport)');
  const smtp = options.transport
    ? null
    : createMailer({ smtpUrl: options.smtpUrl ?? '', from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  const { store, journalImport } = await openSubscriberStore({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    onWait: (reason) => log({ event: 'waiting-for-database', reason }),
  });
  if (journalImport) log({ event: 'journal-imported', ...journalImport });

  let listeningPort = port;
  const mailer = createConfirmationMailer({
    transport: options.transport ?? (smtp as MailTransport),
    siteUrl: options.siteUrl,
    publicUrl: () => options.publicUrl ?? `http://localhost:${listeningPort}`,
    tokenSecret: options.tokenSecret,
    confirmationTtlMs: policy.confirmationTtlMs,
    retryDelaysMs: options.mailRetryDelaysMs,
    log,
  });
  const app = await buildCollectorApp({ ...options, store, mailer });

  const purge = async () => {
    try {
      const purged = await store.purgePending(new Date(now().getTime() - retentionMs));
      if (purged > 0) log({ event: 'pending-purged', count: purged });
    } catch (error) {
      log({ level: 'error', event: 'purge-failed', error: errorMessage(error) });
    }
  };
  await purge();
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS).unref();

  try {
    await app.listen({ port, host });
  } catch (error) {
    clearInterval(purgeTimer);
    await store.close();
    throw error;
  }
  const address = app.server.address();
  listeningPort = typeof address === 'object' && address ? address.port : port;

  let closing: Promise<void> | undefined;
  return {
    port: listeningPort,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${listeningPort}`,
    storeKind: store.kind,
    /** Resolves when every mail in flight has been sent or given up. */
    mailsSent: () => mailer.idle(),
    /** Stops accepting, finishes requests and mails in flight (bounded), closes the store. */
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
        await app.close();
        clearTimeout(force);
        await Promise.race([mailer.idle(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
        smtp?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
