// The discovery document the registry serves and the host reads: the frontend-discovery schema
// (awslabs/frontend-discovery), one entry per remote that has a live version.
import type { PublishedVersion } from './release-registry.ts';

/** The frontend-discovery schema (awslabs/frontend-discovery) the document follows. */
export const DISCOVERY_SCHEMA = 'https://mfewg.org/schema/v1-pre.json';
export const VERSION_PATTERN = '^[a-z0-9][a-z0-9._-]{0,63}$';
export const INTEGRITY_PATTERN = '^sha(256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}$';

export interface DiscoveryDocument {
  schema: string;
  microFrontends: Record<
    string,
    { url: string; metadata: { integrity: string; version: string }; extras: { publishedAt: string } }[]
  >;
}

export function discoveryDocumentOf(
  live: readonly PublishedVersion[],
  releaseBaseUrls: Record<string, string>,
): DiscoveryDocument {
  return {
    schema: DISCOVERY_SCHEMA,
    microFrontends: Object.fromEntries(
      live
        .filter(({ team }) => releaseBaseUrls[team])
        .map(({ team, version, integrity, publishedAt }) => [
          team,
          [
            {
              url: new URL(`${version}/mf-manifest.json`, releaseBaseUrls[team]).href,
              metadata: { integrity, version },
              extras: { publishedAt },
            },
          ],
        ]),
    ),
  };
}
