// Sends the double opt-in mail in the background, so a signup's answer never depends on (or reveals) whether a
// mail went out. A failed send is retried, then logged; a later signup sends a fresh one.
import { setTimeout as sleep } from 'node:timers/promises';
import { BRAND_NAME } from '../../shared/src/brand.ts';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_TOKEN_PARAMETER,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../../shared/src/paths.ts';
import { UNSUBSCRIBE_PATH } from './api-paths.ts';
import type { Mailer } from './mail/mailer.ts';
import { confirmationMail } from './mail/confirmation-mail.ts';
import { errorMessage } from './error-message.ts';
import { unsubscribeToken } from './tokens.ts';

export type MailTransport = Pick<Mailer, 'send'>;

export interface ConfirmationRequest {
  id: number;
  email: string;
  language: string;
  /** The confirmation token in clear (only its hash is stored). */
  token: string;
}

export interface ConfirmationMailerOptions {
  transport: MailTransport;
  /** The public site origin, e.g. https://casacarriel.example. */
  siteUrl: string;
  /** The collector's public base URL (the one-click unsubscribe address), read when needed: known once listening. */
  publicUrl: () => string;
  tokenSecret: string;
  confirmationTtlMs: number;
  retryDelaysMs?: readonly number[];
  log?: (line: Record<string, unknown>) => void;
}

export type ConfirmationMailer = ReturnType<typeof createConfirmationMailer>;

export function createConfirmationMailer(options: ConfirmationMailerOptions) {
  const { transport, siteUrl, tokenSecret, retryDelaysMs = [1_000, 5_000], log = () => undefined } = options;
  const inFlight = new Set<Promise<void>>();
  const logFailure = (subscriber: number, error: unknown, attempts?: number) =>
    log({
      level: 'error',
      event: 'confirmation-mail-failed',
      subscriber,
      ...(attempts === undefined ? {} : { attempts }),
      error: errorMessage(error),
    });

  const withToken = (url: URL, token: string, language: string) => {
    url.searchParams.set(NEWSLETTER_TOKEN_PARAMETER, token);
    url.searchParams.set('lng', language);
    return url.href;
  };
  const pageUrl = (pagePath: string, token: string, language: string) =>
    withToken(new URL(pagePath, siteUrl), token, language);
  /** Under the collector's public URL, path included: it may be served under a prefix. */
  const oneClickUnsubscribeUrl = (id: number, language: string) =>
    withToken(new URL(`${options.publicUrl()}${UNSUBSCRIBE_PATH}`), unsubscribeToken(id, tokenSecret), language);

  async function deliver({ id, email, language, token }: ConfirmationRequest): Promise<void> {
    const message = confirmationMail({
      to: email,
      language,
      confirmUrl: pageUrl(NEWSLETTER_CONFIRM_PATH, token, language),
      unsubscribeUrl: pageUrl(NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken(id, tokenSecret), language),
      oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(id, language),
      expiresInHours: Math.max(1, Math.round(options.confirmationTtlMs / 3_600_000)),
      brandName: BRAND_NAME,
    });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await transport.send(message);
        log({ event: 'confirmation-mail-sent', subscriber: id, attempt });
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt - 1];
        if (delay === undefined) return logFailure(id, error, attempt);
        await sleep(delay);
      }
    }
  }

  return {
    sendConfirmation(request: ConfirmationRequest): void {
      const sending = deliver(request)
        .catch((error: unknown) => logFailure(request.id, error))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    oneClickUnsubscribeUrl,
    /** Where a GET of the one-click address is sent. */
    unsubscribePageUrl: (token: string, language: string) => pageUrl(NEWSLETTER_UNSUBSCRIBE_PATH, token, language),
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
