import { FALLBACK_LANGUAGE, toSupportedLanguage, type RuntimeConfig } from '@storefront/shared';
import { DEFAULT_SOURCE, MAX_PAGE_LENGTH } from '../../server/signup-limits';
import { errorCodeOf, postJson } from './post-json';

/** The version of the forms' consent wording, kept as proof of consent: give it a new date whenever it changes. */
export const NEWSLETTER_CONSENT_TEXT_VERSION = '2026-11-25';

/** The path as the collector accepts it, so that a signup from an odd address (a mistyped 404) is not refused. */
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
export type SignupOutcome = { status: 'success' } | { status: 'error'; reason: RejectionReason | 'failed' };

export interface SignupRequest {
  newsletter: RuntimeConfig['newsletter'];
  email: string;
  /** The page's language, sent as one the site supports. */
  language: string;
  consent: boolean;
  /** The site path the visitor signed up on ("/", "/collections/carriel"), without its query. */
  page: string;
  timeoutMs?: number;
}

async function reasonOf(response: Response): Promise<RejectionReason> {
  if (response.status === 429) return 'tooManyRequests';
  // An answer without a readable reason gets the general 4xx message.
  const error = await errorCodeOf(response);
  if (error?.startsWith('email_')) return 'invalidEmail';
  return error === 'consent_required' ? 'consentRequired' : 'other';
}

/**
 * 'no-cors' (the brand's spreadsheet web app): the answer is opaque, so any completed request is a success.
 * 'cors' (the collector): 2xx success, 4xx a reason, 5xx a failure. A network error or a timeout is a failure.
 */
export async function submitSignup({
  newsletter: { endpoint, mode },
  email,
  language,
  consent,
  page,
  timeoutMs,
}: SignupRequest): Promise<SignupOutcome> {
  try {
    const response = await postJson(
      endpoint,
      mode,
      {
        email: email.trim(),
        consent,
        timestamp: new Date().toISOString(),
        source: DEFAULT_SOURCE,
        language: toSupportedLanguage(language) ?? FALLBACK_LANGUAGE,
        page: signupPagePath(page),
        consentTextVersion: NEWSLETTER_CONSENT_TEXT_VERSION,
      },
      timeoutMs,
    );
    if (mode === 'no-cors' || response.ok) return { status: 'success' };
    if (response.status >= 400 && response.status < 500) return { status: 'error', reason: await reasonOf(response) };
    console.error(`Newsletter signup failed: the endpoint answered ${response.status}`);
  } catch (error) {
    console.error('Newsletter signup failed', error);
  }
  return { status: 'error', reason: 'failed' };
}
