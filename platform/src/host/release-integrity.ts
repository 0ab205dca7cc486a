// What the host checks of a live version's files before it composes them (docs/shipping-a-remote.md): its file list
// against the registry's integrity, each file against the list; the browser gets the manifest's and entry's hashes.
import { createHash } from 'node:crypto';
import type { ServerLog } from '../http/server-log.ts';
import { jsonOf } from '../json-of.ts';
import { percentDecoded } from '../percent-decoded.ts';
import type { ReleaseVersion } from './live-releases.ts';

/** The list of a version's files and their hashes, published beside them (tools/release/release-files.mjs). */
export const RELEASE_FILES = 'release-files.json';
/**
 * What the browser is told to expect of a version whose list could not be trusted: a well-formed hash that no file
 * has, so that it refuses the version's manifest and entry (a malformed one would make it check nothing).
 */
export const UNTRUSTED = `sha384-${Buffer.alloc(48).toString('base64')}`;

export const sriOf = (text: string | Buffer) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The browser's part of a version's integrity: its manifest and its entry. */
export interface EntryIntegrity {
  manifest: string;
  entry: string;
}

export type ReleaseIntegrity = Awaited<ReturnType<typeof releaseIntegrityOf>>;

/** The file -> hash record of a file list, or null when the list names none (a list the build did not write). */
function fileHashesIn(list: unknown): Record<string, string> | null {
  const files = typeof list === 'object' && list !== null ? (list as { files?: unknown }).files : undefined;
  return typeof files === 'object' && files !== null ? (files as Record<string, string>) : null;
}

/**
 * Reads and checks the file list of each live version. `fetchText` fetches a public URL from where this server
 * reaches it; a list that does not come, does not match or names no files makes every file of its version untrusted.
 * `trusted`: every list came and matched; `browser`: team -> what the browser checks; `expectedOf`: the hash a file
 * of a live version must have, undefined for a URL of no live version (nothing to check), null for one that cannot be
 * trusted (not in the list, or the list itself did not match).
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
      const files = matches ? fileHashesIn(jsonOf(text)) : null;
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
      listings.map(({ team, files }): [string, EntryIntegrity] => [
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
