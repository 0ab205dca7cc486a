// The discovery document the registry serves and the host reads: a live entry per remote, and one for a canary.
import { RELEASE_VERSION_PATTERN } from '../../../shared/src/field-reports.ts';
import type { LiveRelease, PublishedVersion } from './release-registry.ts';

/** awslabs/frontend-discovery. */
export const DISCOVERY_SCHEMA = 'https://mfewg.org/schema/v1-pre.json';
export const VERSION_PATTERN = RELEASE_VERSION_PATTERN;
export const INTEGRITY_PATTERN = '^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$';

/** The live version's entry first, the default, then the canary's, if there is one. */
export type DiscoveryDocument = ReturnType<typeof discoveryDocumentOf>;

export function discoveryDocumentOf(live: LiveRelease[], releaseBaseUrls: Record<string, string>) {
  const entryOf = (
    { team, version, integrity, publishedAt }: PublishedVersion,
    // `traffic`: per cent of visitors.
    deployment: { traffic: number; default: boolean },
  ) => ({
    url: new URL(`${version}/mf-manifest.json`, releaseBaseUrls[team]).href,
    metadata: { integrity, version },
    deployment,
    extras: { publishedAt },
  });
  return {
    schema: DISCOVERY_SCHEMA,
    microFrontends: Object.fromEntries(
      live
        .filter(({ live: { team } }) => releaseBaseUrls[team])
        .map(({ live: version, canary }) => [
          version.team,
          [
            entryOf(version, { traffic: 100 - (canary?.share ?? 0), default: true }),
            ...(canary ? [entryOf(canary.version, { traffic: canary.share, default: false })] : []),
          ],
        ]),
    ),
  };
}
