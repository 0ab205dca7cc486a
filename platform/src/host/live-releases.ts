// The remotes' live versions from the registry, read again in the background so a page never waits once it has
// answered; the last answer stays while the registry is down.
import type { ServerLog } from '../http/server-log.ts';
import { INTEGRITY_PATTERN, VERSION_PATTERN, type DiscoveryDocument } from '../registry/discovery-document.ts';

export interface ReleaseVersion {
  /** The version's public mf-manifest.json. */
  url: string;
  version: string;
  /** SRI hash of release-files.json. */
  integrity: string;
}

export interface LiveRelease extends ReleaseVersion {
  canary?: ReleaseVersion & { share: number };
}

/** Null until the registry has answered once. */
export type LiveReleases = () => Promise<Readonly<Record<string, LiveRelease>> | null>;

/** A pointer move shows within this. */
export const RELEASES_REFRESH_MS = 2000;
const REGISTRY_TIMEOUT_MS = 1000;

const versionPattern = new RegExp(VERSION_PATTERN);
const integrityPattern = new RegExp(INTEGRITY_PATTERN);

function releaseVersionOf(entry: unknown): ReleaseVersion | null {
  const { url, metadata } = (entry ?? {}) as { url?: unknown; metadata?: { version?: unknown; integrity?: unknown } };
  const address = typeof url === 'string' ? URL.parse(url) : null;
  const { version, integrity } = metadata ?? {};
  if (!address || !['http:', 'https:'].includes(address.protocol)) return null;
  if (typeof version !== 'string' || !versionPattern.test(version)) return null;
  if (typeof integrity !== 'string' || !integrityPattern.test(integrity)) return null;
  return { url: address.href, version, integrity };
}

function canaryShareOf(entry: unknown): number | null {
  const traffic = (entry as { deployment?: { traffic?: unknown } } | null)?.deployment?.traffic;
  return typeof traffic === 'number' && Number.isInteger(traffic) && traffic >= 1 && traffic <= 99 ? traffic : null;
}

/** Unusable entries are left out and logged. */
export function liveReleasesOf(document: unknown, log: ServerLog): Record<string, LiveRelease> {
  const entries = Object.entries((document as Partial<DiscoveryDocument> | null)?.microFrontends ?? {});
  const releases: Record<string, LiveRelease> = {};
  for (const [team, list] of entries) {
    const all: unknown[] = Array.isArray(list) ? list : [];
    // The live one is the default entry (or the first, from a registry that names none); a canary, any other.
    const isDefault = (entry: unknown) => (entry as { deployment?: { default?: unknown } })?.deployment?.default;
    const liveEntry = all.find((entry) => isDefault(entry) === true) ?? all[0];
    const live = releaseVersionOf(liveEntry);
    if (!live) {
      log({ level: 'warn', message: `the registry's entry for ${team} is not usable; its default build serves` });
      continue;
    }
    releases[team] = live;
    const canaryEntry = all.find((entry) => entry !== liveEntry);
    if (canaryEntry === undefined) continue;
    const canary = releaseVersionOf(canaryEntry);
    const share = canaryShareOf(canaryEntry);
    if (canary && share !== null) releases[team] = { ...live, canary: { ...canary, share } };
    else
      log({
        level: 'warn',
        message: `the registry's canary of ${team} is not usable; every visitor gets ${live.version}`,
      });
  }
  return releases;
}

const versionSaid = ([team, { version, canary }]: [string, LiveRelease]) =>
  [team, canary ? `${version}, canary ${canary.version} on ${canary.share}%` : version] as const;

export function createLiveReleases({
  registryUrl,
  fetchImpl = fetch,
  refreshMs = RELEASES_REFRESH_MS,
  log = () => undefined,
  now = Date.now,
}: {
  /** e.g. http://release-registry:3007 */
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
          log({ event: 'live-releases', versions: Object.fromEntries(Object.entries(releases).map(versionSaid)) });
        known = { releases, readAt: now() };
        if (failing) log({ event: 'registry-answers-again' });
        failing = false;
      })
      .catch((error: unknown) => {
        // The last document read stays in use; it is asked again at a page once `refreshMs` has passed.
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
    // Until the registry has answered once, a page waits for it (a second at most).
    if (!known && !failing) await read();
    else if (now() - Math.max(known?.readAt ?? -Infinity, triedAt) >= refreshMs) void read();
    return known?.releases ?? null;
  };
}
