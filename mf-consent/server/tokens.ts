// Confirmation tokens are random, single use and expiring; only their SHA-256 hash is stored, so a database copy
// confirms no one. Unsubscribe tokens, `<id>.<HMAC(secret, id)>`, never expire and need no storage, so every mail
// ever sent (and the export) carries a working link. Rotating the secret breaks old links.
import crypto from 'node:crypto';

const CONFIRMATION_TOKEN_BYTES = 32;
const BASE64URL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newConfirmationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(CONFIRMATION_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** A string that could be one of our confirmation tokens (anything else is invalid without a lookup). */
export function looksLikeConfirmationToken(value: unknown): value is string {
  return typeof value === 'string' && BASE64URL_TOKEN.test(value);
}

function unsubscribeSignature(id: number, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('base64url');
}

export function unsubscribeToken(id: number, secret: string): string {
  return `${id}.${unsubscribeSignature(id, secret)}`;
}

/** The subscriber id an unsubscribe token names, or null when it was not made with this secret. */
export function subscriberIdOf(token: unknown, secret: string): number | null {
  if (typeof token !== 'string' || token.length > 80) return null;
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(unsubscribeSignature(id, secret));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

/** Compares a bearer token with the configured one in constant time (their hashes are of one length). */
export function secretsMatch(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(Buffer.from(hashToken(given)), Buffer.from(hashToken(expected)));
}
