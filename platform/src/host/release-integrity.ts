// The host checks a live version's file list against the registry's integrity, and each file against the list
// (docs/shipping-a-remote.md); the browser gets the manifest's and entry's hashes.
import { createHash } from 'node:crypto';
import type { RemoteIntegrity } from '../../../shared/src/runtime-config.ts';
import type { ServerLog } from '../http/server-log.ts';
import { jsonOf } from '../json-of.ts';
import { percentDecoded } from '../percent-decoded.ts';
import type { ReleaseVersion } from './live-releases.ts';

/** tools/release/release-files.mjs. */
export const RELEASE_FILES = 'release-files.json';
/** For an untrusted version, a well-formed hash no file has: a malformed one would make the browser check nothing. */
export const UNTRUSTED = `sha384-${Buffer.alloc(48).toString('base64')}`;

export const sriOf = (text: string | Buffer) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

export type ReleaseIntegrity = Awaited<ReturnType<typeof releaseIntegrityOf>>;

/**
 * `fetchText` takes public URLs. A list that does not come, does not match or names no files makes its whole version
 * untrusted. `expectedOf`: undefined for a URL of no live version (nothing to check), null for an untrusted file.
 */
export async function releaseIntegrityOf(
  releases: Readonly<Record<string, ReleaseVersion>>,
  fetchText: (url: string) => Promise<string | null>,
  log: ServerLog,
) {
  const listings = await Promise.all(
    Object.entries(releases).map(async ([team, release]) => {
      const base = new URL('.', release.url).href;
      const text = await fetchText(new URL(RELEASE_FILES, base).href);
      const matches = text !== null && sriOf(text) === release.integrity;
      const listed = matches ? (jsonOf(text) as { files?: unknown } | null | undefined)?.files : undefined;
      // Null for a list the build did not write.
      const files = typeof listed === 'object' && listed !== null ? (listed as Record<string, string>) : null;
      const fault = text === null ? 'does not come' : matches ? 'names no files' : 'does not match the registry';
      if (!files)
        log({
          level: 'error',
          event: 'release-integrity',
          team,
          version: release.version,
          message: `${team} ${release.version}: its file list ${fault}; its files are refused`,
        });
      return { team, base, files };
    }),
  );
  return {
    trusted: listings.every(({ files }) => files !== null),
    browser: Object.fromEntries(
      listings.map(({ team, files }): [string, RemoteIntegrity] => [
        team,
        { manifest: files?.['mf-manifest.json'] ?? UNTRUSTED, entry: files?.['remoteEntry.js'] ?? UNTRUSTED },
      ]),
    ),
    expectedOf(url: string): string | null | undefined {
      const address = URL.parse(url);
      if (!address) return null;
      const listing = listings.find(({ base }) => address.href.startsWith(base));
      if (!listing) return undefined;
      const relative = percentDecoded(address.pathname.slice(new URL(listing.base).pathname.length));
      return relative === null ? null : (listing.files?.[relative] ?? null);
    },
  };
}
