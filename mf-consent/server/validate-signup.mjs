// What the collector accepts as a signup. Everything in a request body is untrusted.

/** RFC 5321: a forward-path is at most 256 octets including the angle brackets, so an address at most 254. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;
export const DEFAULT_SOURCE = 'Newsletter Signup';
const MAX_SOURCE_LENGTH = 64;

// A pragmatic well-formedness check (what browsers accept for type=email, plus a dotted domain with a real TLD).
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;

/** Returns the reason an address is not acceptable, or null. */
export function emailProblem(email) {
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
  if (!TOP_LEVEL_DOMAIN.test(labels[labels.length - 1])) return 'email_invalid';
  return null;
}

/**
 * @returns {{ ok: true, signup: { email: string, timestamp: string | null, source: string, language: string | null, consent: true } }
 *   | { ok: false, error: string }}
 */
export function validateSignup(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: 'body_not_object' };
  const problem = emailProblem(body.email);
  if (problem) return { ok: false, error: problem };

  // Every signup is a request for marketing e-mail: the collector keeps only those that carry the consent flag.
  if (body.consent !== true) return { ok: false, error: 'consent_required' };

  const { timestamp, source, language } = body;
  if (timestamp !== undefined && (typeof timestamp !== 'string' || timestamp.length > 40 || Number.isNaN(Date.parse(timestamp)))) {
    return { ok: false, error: 'timestamp_invalid' };
  }
  if (source !== undefined && (typeof source !== 'string' || source.trim() === '' || source.length > MAX_SOURCE_LENGTH)) {
    return { ok: false, error: 'source_invalid' };
  }
  if (language !== undefined && (typeof language !== 'string' || !LANGUAGE_TAG.test(language))) {
    return { ok: false, error: 'language_invalid' };
  }
  return {
    ok: true,
    signup: {
      email: body.email.trim(),
      timestamp: timestamp === undefined ? null : new Date(timestamp).toISOString(),
      source: source === undefined ? DEFAULT_SOURCE : source.trim(),
      language: language ?? null,
      consent: true,
    },
  };
}
