// Which versions a visitor gets while a team runs a canary (docs/shipping-a-remote.md): a bucket drawn from the time
// of their cookie choice, which the browser keeps already; no new cookie, nothing read from the device.
import { createHash } from 'node:crypto';
import { consentInCookieHeader } from '../../../shared/src/consent.ts';
import type { LiveRelease, ReleaseVersion } from './live-releases.ts';

/** The visitor's bucket for `team`, 0 to 99; null for a visitor with no consent choice. */
function canaryBucketOf(cookieHeader: string, team: string): number | null {
  const consent = consentInCookieHeader(cookieHeader);
  if (!consent) return null;
  // Each team's canary draws its own visitors: two canaries at once do not land on the same few.
  return createHash('sha256').update(`${team}\n${consent.decidedAt}`).digest().readUInt32BE(0) % 100;
}

/** The version of each team a visitor gets: the canary for the share of buckets below its share, else the live one. */
export function releasesForVisitor(
  releases: Readonly<Record<string, LiveRelease>> | null,
  cookieHeader: string,
): Record<string, ReleaseVersion> | null {
  if (!releases) return null;
  return Object.fromEntries(
    Object.entries(releases).map(([team, { canary, ...live }]) => {
      const bucket = canary ? canaryBucketOf(cookieHeader, team) : null;
      return [team, canary && bucket !== null && bucket < canary.share ? canary : live];
    }),
  );
}
