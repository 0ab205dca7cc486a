// What the collector accepts in a signup body, which is untrusted.
import { FALLBACK_LANGUAGE, toSupportedLanguage } from '../../shared/src/languages.ts';
import { DEFAULT_SOURCE, MAX_EMAIL_LENGTH, MAX_PAGE_LENGTH } from './signup-limits.ts';
import type { SignupDetails } from './storage/subscriber-store.ts';

const MAX_LOCAL_PART_LENGTH = 64;
const MAX_SOURCE_LENGTH = 64;

// A pragmatic well-formedness check (what browsers accept for type=email, plus a dotted domain with a real TLD).
// ASCII only: an address with other characters (homoglyphs, invisible marks) is refused, not normalised.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
const CONSENT_TEXT_VERSION = /^[A-Za-z0-9._-]{1,32}$/;
const SITE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;
/** Sent by forms older than the double opt-in: the consent wording they showed. */
export const UNVERSIONED_CONSENT_TEXT = 'unversioned';

/** Each is absent or a string that passes its check; checked in this order. */
const OPTIONAL_FIELDS = [
  ['timestamp', (value: string) => value.length <= 40 && !Number.isNaN(Date.parse(value)), 'timestamp_invalid'],
  ['source', (value: string) => value.trim() !== '' && value.length <= MAX_SOURCE_LENGTH, 'source_invalid'],
  ['language', (value: string) => LANGUAGE_TAG.test(value), 'language_invalid'],
  ['page', (value: string) => value.length <= MAX_PAGE_LENGTH && SITE_PATH.test(value), 'page_invalid'],
  ['consentTextVersion', (value: string) => CONSENT_TEXT_VERSION.test(value), 'consent_text_version_invalid'],
] as const;

type SignupProblem =
  | 'body_not_object'
  | 'email_required'
  | 'email_too_long'
  | 'email_invalid'
  | 'consent_required'
  | (typeof OPTIONAL_FIELDS)[number][2];

/** What a body gives of the details the store keeps; the server adds the key and the time. */
type ValidSignup = Omit<SignupDetails, 'emailNormalized' | 'signedUpAt'>;

export function emailProblem(email: unknown): SignupProblem | null {
  if (typeof email !== 'string' || email.trim() === '') return 'email_required';
  const trimmed = email.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH) return 'email_too_long';
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at !== trimmed.indexOf('@')) return 'email_invalid';
  const local = trimmed.slice(0, at);
  const labels = trimmed.slice(at + 1).split('.');
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return 'email_invalid';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'email_invalid';
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return 'email_invalid';
  if (!TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')) return 'email_invalid';
  return null;
}

export function validateSignup(body: unknown): { ok: true; signup: ValidSignup } | { ok: false; error: SignupProblem } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'body_not_object' };
  const fields = body as Record<string, unknown>;
  const problem = emailProblem(fields.email);
  if (problem) return { ok: false, error: problem };

  // Every signup is a request for marketing e-mail: only those that carry the consent flag are kept.
  if (fields.consent !== true) return { ok: false, error: 'consent_required' };

  for (const [field, isValid, invalid] of OPTIONAL_FIELDS) {
    const value = fields[field];
    if (value !== undefined && (typeof value !== 'string' || !isValid(value))) return { ok: false, error: invalid };
  }
  const { source, language, page, consentTextVersion } = fields as Partial<Record<string, string>>;
  return {
    ok: true,
    signup: {
      email: (fields.email as string).trim(),
      source: source === undefined ? DEFAULT_SOURCE : source.trim(),
      language: toSupportedLanguage(language) ?? FALLBACK_LANGUAGE,
      page: page ?? null,
      consentTextVersion: consentTextVersion ?? UNVERSIONED_CONSENT_TEXT,
    },
  };
}
