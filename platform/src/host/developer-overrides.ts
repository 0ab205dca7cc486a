// The versions a developer's override tokens give their own pages (overrides/override-token.ts). A bad token is
// ignored and logged.
import { cookieValueIn } from '../../../shared/src/cookie-header.ts';
import type { ServerLog } from '../http/server-log.ts';
import {
  OVERRIDE_COOKIE,
  overrideTokensIn,
  verifyOverride,
  type Override,
  type OverrideCheck,
} from '../overrides/override-token.ts';
import type { ReleaseVersion } from './live-releases.ts';

/** A developer's build has no release version. */
const OVERRIDE_VERSION = 'override';

function overrideHere(token: string, secret: string, teams: readonly string[]): OverrideCheck {
  const check = verifyOverride(token, secret);
  if (check.ok && !teams.includes(check.override.team))
    return { ok: false, reason: `no remote "${check.override.team}" here` };
  return check;
}

export function overridesIn(
  cookieHeader: string,
  { secret, teams, log }: { secret: string | undefined; teams: readonly string[]; log: ServerLog },
): Record<string, ReleaseVersion> {
  const tokens = overrideTokensIn(cookieValueIn(cookieHeader, OVERRIDE_COOKIE));
  if (tokens.length === 0) return {};
  if (!secret) {
    log({ level: 'warn', event: 'override-refused', reason: 'overrides are not enabled here (OVERRIDE_SECRET)' });
    return {};
  }
  const overrides: Record<string, ReleaseVersion> = {};
  for (const token of tokens) {
    const check = overrideHere(token, secret, teams);
    if (!check.ok) log({ level: 'warn', event: 'override-refused', reason: check.reason });
    else overrides[check.override.team] = { url: check.override.url, version: OVERRIDE_VERSION, integrity: '' };
  }
  return overrides;
}

/** Keeps `token` beside the other teams' overrides until the last expires; or says why it is refused. */
export function overrideCookieFor(
  token: string,
  cookieHeader: string,
  { secret, secure, teams }: { secret: string | undefined; secure: boolean; teams: readonly string[] },
): { ok: true; override: Override; setCookie: string } | { ok: false; reason: string } {
  if (!secret) return { ok: false, reason: 'overrides are not enabled on this site' };
  const check = overrideHere(token, secret, teams);
  if (!check.ok) return check;
  const others = overrideTokensIn(cookieValueIn(cookieHeader, OVERRIDE_COOKIE)).flatMap((kept) => {
    const keptCheck = overrideHere(kept, secret, teams);
    return keptCheck.ok && keptCheck.override.team !== check.override.team
      ? [{ token: kept, expiresAt: keptCheck.override.expiresAt }]
      : [];
  });
  const until = Math.max(check.override.expiresAt, ...others.map(({ expiresAt }) => expiresAt));
  const tokens = [...others.map(({ token: kept }) => kept), token].join(',');
  const attributes = `Path=/; Max-Age=${Math.ceil((until - Date.now()) / 1000)}; HttpOnly; SameSite=Lax`;
  return {
    ok: true,
    override: check.override,
    setCookie: `${OVERRIDE_COOKIE}=${tokens}; ${attributes}${secure ? '; Secure' : ''}`,
  };
}

export const CLEAR_OVERRIDE_COOKIE = `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
