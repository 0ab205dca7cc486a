// A visitor's canary bucket comes from the time of their cookie choice (docs/shipping-a-remote.md): no new cookie,
// nothing read from the device.
import { createHash } from 'node:crypto';
import { consentInCookieHeader } from '../../../shared/src/consent.ts';
import type { LiveRelease, ReleaseVersion } from './live-releases.ts';

/** 0 to 99; null without a consent choice. */
function canaryBucketOf(cookieHeader: string, team: string): number | null {
  const consent = consentInCookieHeader(cookieHeader);
  if (!consent) return null;
  // Per team, so two canaries at once do not land on the same few visitors.
  return createHash('sha256').update(`${team}\n${consent.decidedAt}`).digest().readUInt32BE(0) % 100;
}

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
