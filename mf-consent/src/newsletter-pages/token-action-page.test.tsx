import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PAGE_NOINDEX_ATTRIBUTE,
  SUPPORTED_LANGUAGES,
  type RuntimeConfig,
} from '@storefront/shared';
import ConsentRoutes from '../exposes/routes';
import { fragmentSource } from '../prerender/fragment-source';
import { controllableFetch } from '../test/controllable-fetch.test-support';
import { renderWithI18n, withI18n } from '../test/render-with-i18n.test-support';
import { NewsletterScreen } from './newsletter-screen';

const ENDPOINT = 'http://collector.test/api/newsletter';
const CONFIG: RuntimeConfig = {
  remotes: {
    catalog: 'http://a.test/m.json',
    stories: 'http://a.test/m.json',
    legal: 'http://a.test/m.json',
    consent: 'http://a.test/m.json',
  },
  newsletter: { endpoint: ENDPOINT, mode: 'cors' },
  assetBaseUrl: null,
};
const PAGES = [
  [NEWSLETTER_CONFIRM_PATH, 'newsletter-confirm'],
  [NEWSLETTER_UNSUBSCRIBE_PATH, 'newsletter-unsubscribe'],
] as const;

const originalFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = originalFetch;
  consoleError.mockRestore();
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

const noIndexTags = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');
/** The page's outermost element, the one the host's server reads (the first inside the remote's build root). */
const pageRoot = (container: ParentNode = document) =>
  container.querySelector('[data-build="test-build"]')?.firstElementChild;

describe('the newsletter link pages are never indexed', () => {
  it.each(PAGES.flatMap(([path]) => SUPPORTED_LANGUAGES.map((language) => [path, language] as const)))(
    '%s in %s, as pre-rendered (no token), carries data-page-noindex on its root for the host’s server',
    (path, language) => {
      const html = renderToString(withI18n(<ConsentRoutes config={CONFIG} />, { path, language }));
      expect(html).toMatch(new RegExp(`^<div data-build="test-build"><section [^>]*${PAGE_NOINDEX_ATTRIBUTE}=""`));
      const host = document.createElement('div');
      host.innerHTML = html;
      expect(pageRoot(host)).toHaveAttribute(PAGE_NOINDEX_ATTRIBUTE, '');
      expect(pageRoot(host)).toHaveAttribute('data-page-title');
    },
  );

  it.each(PAGES)(
    '%s with a token, before any press: the root says noindex, and the robots tag is in the head',
    (path) => {
      const { container } = renderWithI18n(<ConsentRoutes config={CONFIG} />, { path: `${path}?token=abc` });
      expect(pageRoot(container)).toHaveAttribute(PAGE_NOINDEX_ATTRIBUTE, '');
      expect(noIndexTags()).toHaveLength(1);
    },
  );

  it.each([
    ['confirm', NEWSLETTER_CONFIRM_PATH, 'a valid token', 200, { status: 'confirmed' }, 'confirmed'],
    ['confirm', NEWSLETTER_CONFIRM_PATH, 'a used token', 409, { error: 'token_used' }, 'used'],
    ['confirm', NEWSLETTER_CONFIRM_PATH, 'an expired token', 410, { error: 'token_expired' }, 'expired'],
    ['confirm', NEWSLETTER_CONFIRM_PATH, 'a tampered token', 404, { error: 'token_invalid' }, 'invalid'],
    ['confirm', NEWSLETTER_CONFIRM_PATH, 'a failing collector', 500, { error: 'internal_error' }, 'error'],
    ['unsubscribe', NEWSLETTER_UNSUBSCRIBE_PATH, 'a valid token', 200, { status: 'unsubscribed' }, 'unsubscribed'],
    ['unsubscribe', NEWSLETTER_UNSUBSCRIBE_PATH, 'a tampered token', 404, { error: 'token_invalid' }, 'invalid'],
  ])(
    '%s with %s: after the answer the page is still not indexed (state %s)',
    async (action, path, _token, status, body, state) => {
      const user = userEvent.setup();
      const network = controllableFetch();
      renderWithI18n(<NewsletterScreen config={CONFIG} />, { path: `${path}?token=k3Y-9_token` });
      await user.click(screen.getByRole('button'));
      network.answer(status, body);
      const root = () => document.querySelector(`[data-screen="newsletter-${action}"]`);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
      expect(root()).toHaveAttribute(PAGE_NOINDEX_ATTRIBUTE, '');
      // one tag, however often the page re-rendered
      expect(noIndexTags()).toHaveLength(1);
    },
  );

  it('takes its robots tag away when the visitor leaves the page for one that is indexed', () => {
    const { unmount } = renderWithI18n(<NewsletterScreen config={CONFIG} />, {
      path: `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=abc`,
    });
    expect(noIndexTags()).toHaveLength(1);
    unmount();
    expect(noIndexTags()).toHaveLength(0);
  });

  it('is in no sitemap', () => {
    for (const [path] of PAGES) expect(fragmentSource.sitemap ?? []).not.toContain(path);
  });
});
