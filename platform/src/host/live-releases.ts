// The versions of the remotes that are live, as the release registry's discovery document says
// (platform/src/registry). Read again when it is older than a few seconds, in the background: a page never waits for
// the registry once it has answered, and while it does not answer the last document it gave stays in use.
import type { ServerLog } from '../http/server-log.ts';
import { INTEGRITY_PATTERN, VERSION_PATTERN, type DiscoveryDocument } from '../registry/discovery-document.ts';

export interface LiveRelease {
  /** The public URL of the version's mf-manifest.json. */
  url: string;
  version: string;
  /** The SRI hash of the version's release-files.json. */
  integrity: string;
}

/** team -> its live version; null until the registry has answered once. */
export type LiveReleases = () => Promise<Readonly<Record<string, LiveRelease>> | null>;

/** How old the document may be before it is read again: a pointer move shows within this. */
export const RELEASES_REFRESH_MS = 2000;
const REGISTRY_TIMEOUT_MS = 1000;

const versionPattern = new RegExp(VERSION_PATTERN);
const integrityPattern = new RegExp(INTEGRITY_PATTERN);

/** The usable entries of a discovery document; anything else is left out, and said. */
export function liveReleasesOf(document: unknown, log: ServerLog): Record<string, LiveRelease> {
  const entries = Object.entries((document as Partial<DiscoveryDocument> | null)?.microFrontends ?? {});
  const releases: Record<string, LiveRelease> = {};
  for (const [team, list] of entries) {
    const entry = Array.isArray(list) ? list[0] : undefined;
    const url = typeof entry?.url === 'string' && URL.canParse(entry.url) ? new URL(entry.url) : null;
    const { version, integrity } = entry?.metadata ?? {};
    if (
      url &&
      ['http:', 'https:'].includes(url.protocol) &&
      typeof version === 'string' &&
      versionPattern.test(version) &&
      typeof integrity === 'string' &&
      integrityPattern.test(integrity)
    )
      releases[team] = { url: url.href, version, integrity };
    else log({ level: 'warn', message: `the registry's entry for ${team} is not usable; its default build serves` });
  }
  return releases;
}

export function createLiveReleases({
  registryUrl,
  fetchImpl = fetch,
  refreshMs = RELEASES_REFRESH_MS,
  log = () => undefined,
  now = Date.now,
}: {
  /** The registry's origin, e.g. http://release-registry:3007 */
  registryUrl: string;
  fetchImpl?: typeof fetch;
  refreshMs?: number;
  log?: ServerLog;
  now?: () => number;
}): LiveReleases {
  const documentUrl = new URL('/discovery.json', registryUrl).href;
  let known: { releases: Record<string, LiveRelease>; readAt: number } | null = null;
  let reading: Promise<void> | null = null;
  let failing = false;
  let triedAt = -Infinity;

  function read(): Promise<void> {
    if (!reading) triedAt = now();
    reading ??= fetchImpl(documentUrl, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const releases = liveReleasesOf(await response.json(), log);
        if (JSON.stringify(releases) !== JSON.stringify(known?.releases))
          log({
            event: 'live-releases',
            versions: Object.fromEntries(Object.entries(releases).map(([t, r]) => [t, r.version])),
          });
        known = { releases, readAt: now() };
        if (failing) log({ event: 'registry-answers-again' });
        failing = false;
      })
      .catch((error: unknown) => {
        // The last document read stays in use; it is asked again at the next page.
        if (!failing)
          log({
            level: 'warn',
            message: `the release registry does not answer (${String(error)}); the last versions it gave stay live`,
          });
        failing = true;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  read();
  return async () => {
    // Until the registry has answered once, a page waits for it (a second at most), then is composed without it.
    if (!known && !failing) await read();
    else if (now() - Math.max(known?.readAt ?? -Infinity, triedAt) >= refreshMs) void read();
    return known?.releases ?? null;
  };
}
