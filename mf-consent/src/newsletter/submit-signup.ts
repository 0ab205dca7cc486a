import type { NewsletterMode } from '@storefront/shared';
import { NEWSLETTER_CONSENT_TEXT_VERSION } from './consent-text-version';

export const NEWSLETTER_SOURCE = 'Newsletter Signup';
/** Longest address the form accepts (RFC 5321 path limit); the collector applies the same bound. */
export const MAX_EMAIL_LENGTH = 254;
/** A request that has not answered by then is given up and shown as the error state. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Longest page path sent with a signup; the collector refuses a longer one. */
export const MAX_PAGE_LENGTH = 512;

/**
 * The page path as the collector accepts it: printable ASCII (anything else percent-encoded, as the address bar
 * has it), one leading slash, at most MAX_PAGE_LENGTH characters. A signup from the footer form of an odd address
 * (a mistyped 404 page) must not be refused for it.
 */
export function signupPagePath(pathname: string): string {
  const encode = (character: string) => {
    if (/^[\x21-\x7e]$/.test(character)) return character;
    try {
      return encodeURIComponent(character);
    } catch {
      return ''; // half of a surrogate pair: no character at all
    }
  };
  const ascii = Array.from(pathname, encode).join('');
  return `/${ascii.replace(/^\/+/, '')}`.slice(0, MAX_PAGE_LENGTH);
}

export type RejectionReason = 'invalidEmail' | 'consentRequired' | 'tooManyRequests' | 'other';
export type SignupOutcome = { kind: 'success' } | { kind: 'rejected'; reason: RejectionReason } | { kind: 'failed' };

export interface SignupRequest {
  endpoint: string;
  mode: NewsletterMode;
  email: string;
  language: string;
  consent: boolean;
  /** The site path the visitor signed up on ("/", "/collections/carriel"), without its query. */
  page: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

async function reasonOf(response: Response): Promise<RejectionReason> {
  if (response.status === 429) return 'tooManyRequests';
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    if (typeof error === 'string' && error.startsWith('email_')) return 'invalidEmail';
    if (error === 'consent_required') return 'consentRequired';
  } catch {
    // An answer without a readable reason gets the general 4xx message.
  }
  return 'other';
}

/**
 * POSTs one signup. 'no-cors' (the brand's spreadsheet web app): the answer is opaque, so any completed request
 * is a success. 'cors' (the first-party collector, double opt-in): 2xx success (202: a confirmation mail is on its
 * way, the same answer for a new, pending or confirmed address), 4xx a specific reason, 5xx a failure.
 * A network error or a request that hangs past the timeout is a failure, logged to the console.
 */
export async function submitSignup({
  endpoint,
  mode,
  email,
  language,
  consent,
  page,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  fetchImpl = fetch,
  now = () => new Date(),
}: SignupRequest): Promise<SignupOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      mode,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: email.trim(),
        consent,
        timestamp: now().toISOString(),
        source: NEWSLETTER_SOURCE,
        language,
        page: signupPagePath(page),
        consentTextVersion: NEWSLETTER_CONSENT_TEXT_VERSION,
      }),
      signal: controller.signal,
    });
    if (mode === 'no-cors') return { kind: 'success' };
    if (response.ok) return { kind: 'success' };
    if (response.status >= 400 && response.status < 500) return { kind: 'rejected', reason: await reasonOf(response) };
    console.error(`Newsletter signup failed: the endpoint answered ${response.status}`);
    return { kind: 'failed' };
  } catch (error) {
    console.error('Newsletter signup failed', error);
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
