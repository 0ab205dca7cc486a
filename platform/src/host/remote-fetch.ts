// How the host's server fetches the remotes' files; a failure only leaves a part to the browser.
import { LRUCache } from 'lru-cache';
import { Agent } from 'undici';
import { HASHED_FILE } from '../static/file-rules.ts';

/** A 404; null is any other failure. */
export const NOT_FOUND = Symbol('not found');

export type Answer = string | typeof NOT_FOUND | null;
export type FetchAnswer = (url: string) => Promise<Answer>;
export type FetchText = (url: string) => Promise<string | null>;

export const publicPathOf = (manifestUrl: string): string => new URL('.', manifestUrl).href;

/** NOT_FOUND read as null. */
export function textFetcherOf(fetchAnswer: FetchAnswer): FetchText {
  return async (url) => {
    const answer = await fetchAnswer(url);
    return answer === NOT_FOUND ? null : answer;
  };
}

/** A remote's file under its internal base (http://catalog:3001/ in compose; docs/deployment.md); others unchanged. */
export function internalAddressOf(
  publicManifests: Record<string, string>,
  internalManifests: Record<string, string>,
): (url: string) => string {
  const bases = Object.entries(publicManifests)
    .map(([team, manifest]) => [publicPathOf(manifest), publicPathOf(internalManifests[team] ?? manifest)] as const)
    .filter(([publicBase, internalBase]) => publicBase !== internalBase);
  return (url) => {
    const base = bases.find(([publicBase]) => url.startsWith(publicBase));
    return base ? base[1] + url.slice(base[0].length) : url;
  };
}

/**
 * Per remote origin. 32 carry thousands of pages a second; a burst waits rather than open hundreds to two small
 * replicas. 4 s is below the remotes' 5 s (SERVER_TIMEOUTS), so no request goes out on a connection being closed.
 */
export const REMOTE_CONNECTIONS = { connections: 32, keepAliveTimeout: 4_000 };

/** One pool per process, so the bound holds per origin, not per fetcher. */
const remoteAgent = new Agent(REMOTE_CONNECTIONS);

/** The pool is used only with the global fetch, not a test's own. */
export function createAnswerFetcher(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  addressOf: (url: string) => string,
): FetchAnswer {
  const pooled = fetchImpl === globalThis.fetch;
  return (url) => {
    const init: RequestInit & { dispatcher?: Agent } = {
      // Between servers bytes are cheap; a remote need not compress a fragment only for us to decompress it.
      headers: { 'Accept-Encoding': 'identity' },
      signal: AbortSignal.timeout(timeoutMs),
    };
    if (pooled) init.dispatcher = remoteAgent;
    return fetchImpl(addressOf(url), init)
      .then((response): Answer | Promise<string> =>
        response.ok ? response.text() : response.status === 404 ? NOT_FOUND : null,
      )
      .catch(() => null);
  };
}

/**
 * Keeps only hashed files. Manifests and fragments are fetched for each composition, so the HTML matches the build
 * the browser will load (an old fragment hydrated by new code keeps stale markup).
 */
export function cacheImmutable(fetchText: FetchText): FetchText {
  // A failure is not kept (undefined); a few hundred stylesheets are a few deployments' worth.
  const kept = new LRUCache<string, string>({
    max: 500,
    fetchMethod: async (url) => (await fetchText(url)) ?? undefined,
  });
  return async (url) => (HASHED_FILE.test(new URL(url).pathname) ? ((await kept.fetch(url)) ?? null) : fetchText(url));
}
