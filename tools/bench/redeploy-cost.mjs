// What a redeploy costs a visitor who has a page open (docs/decisions/0014): the requests and bytes of one
// client-side navigation right after the catalog's next build replaced the one the page runs, against the same
// navigation with no deploy between. Runs on the benchmark's own copy of the site (startTopology).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.mjs';
import { returningVisitorCookie } from './first-tap.mjs';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NEXT_BUILD_DIR = '.dist-bench-next';

/** Requests and transferred bytes of what `navigate` makes the page fetch, once it has settled. */
async function measure(page, navigate) {
  const requests = [];
  const onFinished = async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    requests.push({
      url: request.url(),
      status: response?.status() ?? null,
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  };
  const onFailed = (request) => requests.push({ url: request.url(), status: null, bytes: 0 });
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  await navigate();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1000);
  page.off('requestfinished', onFinished);
  page.off('requestfailed', onFailed);
  const gaps = await page.locator('[data-state="unavailable"]').count();
  return {
    requests: requests.length,
    kb: Math.round(requests.reduce((sum, r) => sum + r.bytes, 0) / 102.4) / 10,
    notFound: requests.filter((r) => r.status === 404).length,
    gaps,
  };
}

/** The catalog's next build: this checkout's code under another build id, into a folder of its own. */
function buildNextCatalog() {
  const build = spawnSync(process.execPath, ['tools/build-all.mjs', 'mf-catalog'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_ID: `catalog-bench-next-${Date.now()}`, OUTPUT_DIR: NEXT_BUILD_DIR },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The catalog's next build failed:\n${build.stderr}`);
  return path.join(ROOT, 'mf-catalog', NEXT_BUILD_DIR);
}

/**
 * @param {{ siteUrl: string, redeploy: (team: string, overrides?: { root?: string }) => Promise<void> }} topology
 */
export async function measureRedeployCost(topology) {
  const nextBuild = buildNextCatalog();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  const visit = async (deployBetween) => {
    const context = await browser.newContext();
    await context.addCookies([returningVisitorCookie(topology.siteUrl)]);
    const page = await context.newPage();
    await page.goto(`${topology.siteUrl}/collections/carriel`);
    await page.waitForLoadState('networkidle');
    if (deployBetween) await topology.redeploy('catalog', { root: nextBuild });
    try {
      return await measure(page, () => page.locator('header').getByRole('link', { name: /home/ }).click());
    } finally {
      await context.close();
      if (deployBetween) await topology.redeploy('catalog');
    }
  };
  try {
    const steady = await visit(false);
    const afterRedeploy = await visit(true);
    return {
      navigation: '/collections/carriel → / (header link), catalog redeployed in between',
      steady,
      afterRedeploy,
    };
  } finally {
    await browser.close();
    rmSync(nextBuild, { recursive: true, force: true });
  }
}
