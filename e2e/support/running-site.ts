import { COLLECTOR, REMOTES } from './topology.mjs';
import { BASE_URL, COMPOSE, originOf, SITE_URL } from './ports';

/** How long a run against a running site (BASE_URL) waits for it to answer before it gives up. */
export const SITE_WAIT_MS = 60_000;

async function answer(url: string): Promise<{ ok: boolean; reason: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000), redirect: 'manual' });
    await response.arrayBuffer();
    return { ok: response.status < 400, reason: `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { ok: false, reason: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

/** Waits until `url` answers (any status below 400), or throws a message that says what to do. */
export async function waitUntilAnswers(url: string, timeoutMs = SITE_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await answer(url);
  while (!last.ok) {
    if (Date.now() > deadline) {
      throw new Error(
        `BASE_URL=${BASE_URL}: ${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last attempt: ${last.reason}).\n` +
          'Start the site first (npm start -- --no-build, or npm run compose:up for the docker-compose stack), ' +
          'or unset BASE_URL to let the browser tests serve their own copy of the site.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = await answer(url);
  }
}

/**
 * The site's own runtime config names the remotes' and the collector's public addresses: when they are not the
 * ones the tests derived from BASE_URL, tests that watch or intercept a remote would quietly miss it.
 */
async function checkPublicOrigins(): Promise<void> {
  let config: { remotes?: Record<string, string>; newsletter?: { endpoint?: string } };
  try {
    const response = await fetch(`${SITE_URL}/runtime-config.json`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return;
    config = await response.json();
  } catch {
    return; // a site without that address: nothing to compare
  }
  const variables: Record<string, string> = {
    catalog: 'CATALOG_URL',
    stories: 'STORIES_URL',
    legal: 'LEGAL_URL',
    consent: 'CONSENT_URL',
  };
  const mismatches: string[] = [];
  const compare = (service: string, variable: string, configured: string | undefined) => {
    if (!configured) return;
    const actual = new URL(configured, SITE_URL).origin;
    const expected = new URL(originOf(service)).origin;
    if (actual !== expected)
      mismatches.push(
        `  ${service}: the site uses ${actual}, the tests assumed ${expected} (set ${variable}=${actual})`,
      );
  };
  for (const { team } of REMOTES) compare(team, variables[team]!, config.remotes?.[team]);
  compare(COLLECTOR.service, 'COLLECTOR_URL', config.newsletter?.endpoint);
  if (mismatches.length > 0) {
    throw new Error(
      `The site at BASE_URL=${BASE_URL} serves its parts from other addresses than the tests derived from BASE_URL:\n${mismatches.join('\n')}`,
    );
  }
}

/** What a run against a running site checks before its first test: the site answers, at the addresses assumed. */
export async function checkRunningSite(): Promise<void> {
  const started = Date.now();
  await waitUntilAnswers(`${SITE_URL}/`);
  if (COMPOSE) {
    // Every service of the stack, not only the host: a test run right after `compose:up` must not start early.
    const { waitUntilReady } = await import('./compose-stack.mjs');
    await waitUntilReady(undefined, Math.max(5_000, SITE_WAIT_MS - (Date.now() - started)));
  }
  await checkPublicOrigins();
}
