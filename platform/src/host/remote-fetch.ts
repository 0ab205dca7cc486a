// How the host's server fetches what the remotes publish for a page: at its internal address, uncompressed, within a
// time limit, over a bounded pool of kept-alive connections; a failure only leaves a part to the browser.
import { LRUCache } from 'lru-cache';
import { Agent } from 'undici';
import { HASHED_FILE } from '../static/file-rules.ts';

/** The answer to one fetch from another deployable: its text, NOT_FOUND when it said 404, null on any other failure. */
export const NOT_FOUND = Symbol('not found');

export type Answer = string | typeof NOT_FOUND | null;
export type FetchAnswer = (url: string) => Promise<Answer>;
export type FetchText = (url: string) => Promise<string | null>;

export const publicPathOf = (manifestUrl: string): string => new URL('.', manifestUrl).href;

/** A text from another deployable, or null if it is missing or does not come within `timeoutMs`. */
export function textFetcherOf(fetchAnswer: FetchAnswer): FetchText {
  return async (url) => {
    const answer = await fetchAnswer(url);
    return answer === NOT_FOUND ? null : answer;
  };
}

/**
 * A remote's file at the address this server reaches it by (docs/deployment.md): the same path under the internal
 * base of its manifest (http://catalog:3001/ in compose) instead of the public one. Other URLs are left as they are.
 */
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
 * At most 32 connections per remote origin, each kept open while idle for 4 s: 32 requests in flight, answered in a
 * millisecond or two, carry thousands of pages a second, and a burst waits for a free one instead of opening hundreds
 * to a remote of two small replicas; 4 s is below the remotes' own 5 s (SERVER_TIMEOUTS), so a request never goes
 * out on a connection the remote is closing.
 */
export const REMOTE_CONNECTIONS = { connections: 32, keepAliveTimeout: 4_000 };

/** One pool for the whole process, whichever fetcher asks: the bound holds per origin, not per fetcher. */
const remoteAgent = new Agent(REMOTE_CONNECTIONS);

/** Through the bounded pool above when `fetchImpl` is the global fetch (the undici Node bundles), not a test's own. */
export function createAnswerFetcher(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  addressOf: (url: string) => string,
): FetchAnswer {
  const pooled = fetchImpl === globalThis.fetch;
  return (url) => {
    const init: RequestInit & { dispatcher?: Agent } = {
      // Uncompressed: between servers the bytes are cheap, and a remote need not compress a fragment (at brotli's
      // highest quality, the first time) only for this server to decompress it.
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
 * Remembers what can never change: a stylesheet whose name carries its content hash. Manifests and fragments
 * are fetched each time a page is composed, so that the HTML belongs to the build the browser is about to load (a
 * fragment of the previous deployment would be hydrated by the new code and keep its stale markup); a composed
 * page is kept only for its short revalidation window (page-composer.ts).
 */
export function cacheImmutable(fetchText: FetchText): FetchText {
  // A failure is not remembered (undefined keeps nothing); a few hundred stylesheets are a few deployments' worth.
  const kept = new LRUCache<string, string>({
    max: 500,
    fetchMethod: async (url) => (await fetchText(url)) ?? undefined,
  });
  return async (url) => (HASHED_FILE.test(new URL(url).pathname) ? ((await kept.fetch(url)) ?? null) : fetchText(url));
}
