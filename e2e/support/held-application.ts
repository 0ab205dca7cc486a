import { expect, type Page, type Request } from '@playwright/test';

/** The host's application entry script (`main.<content hash>.js`): without it nothing on the page hydrates. */
const APPLICATION_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

export interface HeldApplication {
  /** Whether the page has asked for the application yet (the loader does at the visitor's first sign of intent). */
  requested(): boolean;
  /** Lets the application through and waits until the shell and every remote slot of the page are hydrated. */
  release(): Promise<void>;
}

/**
 * Keeps the application's script from `page` until `release()`: what the visitor can do meanwhile is what the
 * pre-rendered HTML, the platform and the teams' elements do by themselves (docs/interactivity.md). Call before `page.goto`; a first visit (no consent cookie) is the page that waits for intent.
 */
export async function holdApplication(page: Page): Promise<HeldApplication> {
  let requested = false;
  let releaseRequests = () => undefined as void;
  const released = new Promise<void>((resolve) => (releaseRequests = resolve));
  await page.route(APPLICATION_SCRIPT, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    requested: () => requested,
    async release() {
      releaseRequests();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      await expect(page.locator('[data-module][data-boundary]:not([data-hydrated])')).toHaveCount(0);
    },
  };
}

/** The language switch's fetch of this page in a language (docs/interactivity.md), not a page the browser loads. */
function isPageInALanguage(request: Request): boolean {
  return (
    request.resourceType() === 'fetch' && request.method() === 'GET' && new URL(request.url()).searchParams.has('lng')
  );
}

/**
 * The language switch changes the page in place once it has fetched this page from the server in both languages
 * and prepared the change, when the browser is idle: after the load, or once a switch is in view on a later page.
 * The function returned waits until the page shown (at `pathname`, if given) is ready to change to `language`.
 */
export function whenPreparedInLanguage(page: Page, language: 'en' | 'es', pathname?: string): () => Promise<void> {
  return async () => {
    await page.waitForFunction(
      ([chosen, path]) =>
        (path === undefined || location.pathname === path) &&
        (document.querySelector('language-switch') as unknown as { preparedLanguage?: string } | null)
          ?.preparedLanguage === chosen,
      [language, pathname] as const,
    );
  };
}

/** This page from the server in another language never comes (the server unreachable): the switch loads it. */
export async function withoutPageInOtherLanguage(page: Page): Promise<void> {
  await page.route(
    (url) => url.searchParams.has('lng'),
    (route) => (isPageInALanguage(route.request()) ? route.abort('connectionrefused') : route.fallback()),
  );
}
