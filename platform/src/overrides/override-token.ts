// A developer's override: one remote from their own build, in their browser only. The registry signs, the host checks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jsonOf } from '../json-of.ts';

export interface Override {
  team: string;
  /** The build's mf-manifest.json. */
  url: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** One token for each team overridden. */
export const OVERRIDE_COOKIE = 'mfOverride';
export const OVERRIDE_MINUTES = { default: 60, max: 8 * 60 } as const;
/** A shorter secret could be guessed. */
export const MINIMUM_OVERRIDE_SECRET_LENGTH = 32;

const signatureOf = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function signOverride(override: Override, secret: string): string {
  const payload = Buffer.from(JSON.stringify(override)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

export type OverrideCheck = { ok: true; override: Override } | { ok: false; reason: string };

export function verifyOverride(token: string, secret: string, now = Date.now()): OverrideCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'not a token' };
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'its signature is not the registry’s' };
  const override = jsonOf(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Override> | undefined;
  if (override === undefined) return { ok: false, reason: 'its payload is not JSON' };
  const { team, url, expiresAt } = override;
  if (typeof team !== 'string' || typeof url !== 'string' || !URL.canParse(url) || typeof expiresAt !== 'number')
    return { ok: false, reason: 'its payload is not an override' };
  if (expiresAt <= now) return { ok: false, reason: `it expired at ${new Date(expiresAt).toISOString()}` };
  return { ok: true, override: { team, url, expiresAt } };
}

/** Reads at most eight tokens, so a padded cookie costs the server no more than eight checks. */
export function overrideTokensIn(cookieValue: string | null | undefined): string[] {
  return (cookieValue ?? '').split(',').filter(Boolean).slice(0, 8);
}
