import { test as base, expect, type BrowserContext } from '@playwright/test';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTopology } from '../../tools/run-topology.mjs';
import { PRIVATE_OFFSET_BASE, SITE_URL, TEST_FRAGMENT_TIMEOUT_MS } from './ports';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export type ConsentPreset = 'none' | 'essential' | 'all';

/** A running copy of the composed site that a test may break (stop, redeploy) without disturbing others. */
export interface PrivateSite {
  url: string;
  offset: number;
  stop(team: string): Promise<void>;
  start(team: string, overrides?: { root?: string }): Promise<void>;
  redeploy(team: string, overrides?: { root?: string }): Promise<void>;
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

export const test = base.extend<{ consent: ConsentPreset }, { privateSite: PrivateSite }>({
  /** Default: the visitor already chose "essential only", so the banner does not cover the page. */
  consent: ['essential', { option: true }],
  context: async ({ context, consent }, use) => {
    await presetConsent(context, consent);
    await use(context);
  },
  privateSite: [
    async ({}, use, workerInfo) => {
      const offset = PRIVATE_OFFSET_BASE + 10 * (workerInfo.workerIndex % 8);
      const dataDir = path.resolve(HERE, `../../.var/e2e-private-${offset}`);
      await rm(dataDir, { recursive: true, force: true });
      const topology = await startTopology({ portOffset: offset, dataDir, fragmentTimeoutMs: TEST_FRAGMENT_TIMEOUT_MS });
      await use({
        url: topology.siteUrl,
        offset,
        stop: (team) => topology.stop(team),
        start: (team, overrides) => topology.start(team, overrides),
        redeploy: (team, overrides) => topology.redeploy(team, overrides),
        urlOf: (team) => topology.urlOf(team),
      });
      await topology.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
