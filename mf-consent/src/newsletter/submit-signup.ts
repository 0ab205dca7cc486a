import type { NewsletterMode } from '@storefront/shared';

export const NEWSLETTER_SOURCE = 'Newsletter Signup';
/** Longest address the form accepts (RFC 5321 path limit); the collector applies the same bound. */
export const MAX_EMAIL_LENGTH = 254;
/** A request that has not answered by then is given up and shown as the error state. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export type RejectionReason = 'invalidEmail' | 'consentRequired' | 'tooManyRequests' | 'other';
export type SignupOutcome = { kind: 'success' } | { kind: 'rejected'; reason: RejectionReason } | { kind: 'failed' };

export interface SignupRequest {
  endpoint: string;
  mode: NewsletterMode;
  email: string;
  language: string;
  consent: boolean;
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
 * is a success. 'cors' (the first-party collector): 2xx success, 4xx a specific reason, 5xx a failure.
 * A network error or a request that hangs past the timeout is a failure, logged to the console.
 */
export async function submitSignup({
  endpoint,
  mode,
  email,
  language,
  consent,
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
      body: JSON.stringify({ email: email.trim(), timestamp: now().toISOString(), source: NEWSLETTER_SOURCE, language, consent }),
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
