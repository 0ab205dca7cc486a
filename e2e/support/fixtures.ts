import { test as base, expect, type BrowserContext } from '@playwright/test';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../tools/precompress.mjs';
import { startTopology } from '../../tools/run-topology.mjs';
import { nextBuild } from './next-build';
import { COMPOSE, PRIVATE_OFFSET_BASE, PRIVATE_SITE_TAG, SITE_URL, TEST_FRAGMENT_TIMEOUT_MS } from './ports';
import { needsOwnTab, SharedTabs } from './shared-tab';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export type ConsentPreset = 'none' | 'essential' | 'all';

/**
 * A running copy of the composed site that a test may break (stop, redeploy) without disturbing others: a private
 * topology on localhost, served from the local builds (also in BASE_URL mode), or, in compose mode (BASE_URL and
 * E2E_COMPOSE=1), the docker-compose stack itself. A test that uses it is tagged @private-site (PRIVATE_SITE_TAG).
 */
export interface PrivateSite {
  url: string;
  offset: number;
  stop(team: string): Promise<void>;
  start(team: string, overrides?: { root?: string }): Promise<void>;
  redeploy(team: string, overrides?: { root?: string }): Promise<void>;
  /**
   * Deploys the next build of a deployable (this checkout's code under `buildId`) in place of the one it serves,
   * whose files are then gone: locally a build into a folder of its own, on the stack an image rebuilt and its
   * service alone brought up again.
   */
  deployNewBuild(team: string, buildId: string): Promise<void>;
  /** Puts back the build the site started with (a rollback, when it follows deployNewBuild). */
  rollBack(team: string): Promise<void>;
  urlOf(team: string): string;
}

/** Writes the consent cookie the way the consent remote does (js-cookie encodes the JSON value). */
export async function presetConsent(context: BrowserContext, preset: ConsentPreset, siteUrl = SITE_URL): Promise<void> {
  if (preset === 'none') return;
  const optional = preset === 'all';
  const value = JSON.stringify({
    essential: true,
    functional: optional,
    analytics: optional,
    marketing: optional,
    version: 1,
    decidedAt: new Date().toISOString(),
  });
  await context.addCookies([{ name: 'cookiePreferences', value: encodeURIComponent(value), url: siteUrl }]);
}

export const test = base.extend<
  { consent: ConsentPreset; ownTab: boolean },
  { privateSite: PrivateSite; sharedTabs: SharedTabs }
>({
  /** Default: the visitor already chose "essential only", so the banner does not cover the page. */
  consent: ['essential', { option: true }],
  /** A test runs in its worker's shared tab (e2e/support/shared-tab.ts) unless it sets this, or needs its own. */
  ownTab: [false, { option: true }],
  sharedTabs: [
    async ({ browser }, use, workerInfo) => {
      const tabs = new SharedTabs(browser, workerInfo);
      await use(tabs);
      await tabs.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context, consent, ownTab, sharedTabs, viewport, locale, javaScriptEnabled }, use, testInfo) => {
    const own = needsOwnTab(testInfo, ownTab || testInfo.tags.includes(PRIVATE_SITE_TAG), {
      viewport,
      locale,
      javaScriptEnabled,
    });
    const testContext = own ? context : (await sharedTabs.take([new URL(SITE_URL).origin])).context;
    await presetConsent(testContext, consent);
    await use(testContext);
  },
  page: async ({ context, sharedTabs }, use) => {
    await use(sharedTabs.pageOf(context) ?? (await context.newPage()));
  },
  privateSite: [
    async ({}, use, workerInfo) => {
      if (COMPOSE) {
        const { composeSite } = await import('./compose-site');
        const site = composeSite();
        try {
          await use(site);
        } finally {
          await site.restore();
        }
        return;
      }
      const offset = PRIVATE_OFFSET_BASE + 10 * (workerInfo.workerIndex % 8);
      const dataDir = path.resolve(HERE, `../../.var/e2e-private-${offset}`);
      await rm(dataDir, { recursive: true, force: true });
      const topology = await startTopology({
        portOffset: offset,
        dataDir,
        fragmentTimeoutMs: TEST_FRAGMENT_TIMEOUT_MS,
      });
      await use({
        url: topology.siteUrl,
        offset,
        stop: (team) => topology.stop(team),
        start: (team, overrides) => topology.start(team, overrides),
        // A folder is deployed as the build pipeline would: with its compressed files made again (a remote's server
        // sends the .br or .gz beside a file, so one left from before the test's edit would be served instead).
        redeploy: async (team, overrides) => {
          if (overrides?.root) await precompress(overrides.root);
          await topology.redeploy(team, overrides);
        },
        deployNewBuild: async (team, buildId) =>
          topology.redeploy(team, { root: await nextBuild(team, buildId, offset) }),
        rollBack: (team) => topology.redeploy(team),
        urlOf: (team) => topology.urlOf(team),
      });
      await topology.close();
    },
    // In compose mode the teardown may recreate a container a test left changed.
    { scope: 'worker', ...(COMPOSE ? { timeout: 180_000 } : {}) },
  ],
});

export { expect };
