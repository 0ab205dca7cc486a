import type { Browser, BrowserContext, Page, TestInfo, WorkerInfo } from '@playwright/test';

/**
 * One browser tab a worker's tests take turns on. A tab of its own costs a test about 1.7 CPU-seconds on this
 * machine (a renderer started, and its first page compiled cold) beside about 1.5 for the page itself: over the
 * suite, a third of its time. Between two tests the tab is put back to a first visit: no cookies, storage, HTTP
 * cache, routes, listeners or emulated media of the test before. What cannot be taken back (an init script, an
 * exposed function, a permission) marks the tab spent, and the next test gets a new one.
 */
export interface SharedTab {
  context: BrowserContext;
  page: Page;
}

/** How long putting the tab back may wait for the site before the next test gets a new tab instead. */
const RESET_NAVIGATION_TIMEOUT_MS = 5_000;

/** Events a test may listen to on its page: their listeners go with the test. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/** Calls whose effect outlives the test on its page or context. */
const LASTING_PAGE_CALLS = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders'] as const;
const LASTING_CONTEXT_CALLS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const;
const LASTING_CLOCK_CALLS = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward'] as const;

function markSpentOn<T extends object>(target: T, calls: readonly string[], markSpent: () => void) {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of calls) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      markSpent();
      return original(...args);
    };
  }
}

/** The worker's tab: handed to one test at a time, made again when a test spent it. */
export class SharedTabs {
  private tab: SharedTab | undefined;
  private spent = false;

  constructor(
    private readonly browser: Browser,
    private readonly workerInfo: WorkerInfo,
  ) {}

  /** The tab, put back to a first visit, for the next test. */
  async take(siteOrigins: readonly string[]): Promise<SharedTab> {
    if (this.tab && !this.spent && !this.tab.page.isClosed() && (await this.reset(this.tab, siteOrigins))) {
      return this.tab;
    }
    await this.close();
    this.tab = await this.open();
    return this.tab;
  }

  /** The shared tab's page, when `context` is the shared tab's. */
  pageOf(context: BrowserContext): Page | undefined {
    return this.tab?.context === context ? this.tab.page : undefined;
  }

  async close(): Promise<void> {
    await this.tab?.context.close();
    this.tab = undefined;
  }

  private async open(): Promise<SharedTab> {
    const { baseURL, locale, viewport } = this.workerInfo.project.use;
    const context = await this.browser.newContext({ baseURL, locale, viewport });
    const page = await context.newPage();
    this.spent = false;
    const markSpent = () => {
      this.spent = true;
    };
    markSpentOn(page, LASTING_PAGE_CALLS, markSpent);
    markSpentOn(context, LASTING_CONTEXT_CALLS, markSpent);
    markSpentOn(page.clock, LASTING_CLOCK_CALLS, markSpent);
    return { context, page };
  }

  /** Puts the tab back to a first visit; false when it could not. */
  private async reset({ context, page }: SharedTab, siteOrigins: readonly string[]): Promise<boolean> {
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const current = URL.canParse(page.url()) ? new URL(page.url()).origin : 'null';
    // sessionStorage belongs to the tab, and no DevTools call clears it for an origin the tab is not on (a page
    // also writes to it as it leaves). It is cleared from a document of the site that runs no script; a site that
    // does not answer leaves the tab to be made again.
    for (const origin of siteOrigins) {
      const cleared = await page
        .goto(`${origin}/robots.txt`, { timeout: RESET_NAVIGATION_TIMEOUT_MS })
        .then(() => page.evaluate(() => sessionStorage.clear()))
        .then(
          () => true,
          () => false,
        );
      if (!cleared) return false;
    }
    await page.goto('about:blank');
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await page.setViewportSize(defaultViewport(this.workerInfo.project.use.viewport));
    await context.clearCookies();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    for (const origin of new Set([...siteOrigins, current].filter((origin) => origin.startsWith('http')))) {
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await devtools.detach();
    return true;
  }
}

/** Playwright's own default, when the configuration names none. */
function defaultViewport(configured: { width: number; height: number } | null | undefined) {
  return configured ?? { width: 1280, height: 720 };
}

/** A test gets a tab of its own when it asks, when it is retried (its trace), or when it changes its context's options. */
export function needsOwnTab(
  testInfo: TestInfo,
  asked: boolean,
  options: { viewport: unknown; locale: unknown; javaScriptEnabled: unknown },
): boolean {
  if (asked || testInfo.retry > 0) return true;
  const project = testInfo.project.use;
  return (
    JSON.stringify(options.viewport) !== JSON.stringify(defaultViewport(project.viewport)) ||
    options.locale !== project.locale ||
    options.javaScriptEnabled !== (project.javaScriptEnabled ?? true)
  );
}
