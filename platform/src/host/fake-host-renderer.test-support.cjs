// A stand-in for the host's page renderer (host/dist-server/render.cjs, host/src/server/render-page.tsx) for tests
// of the page composer (page-composer.ts) and of the host's server that must run without a build: the same exports
// (host-renderer.ts), the same rules for fragment files and markers (shared/src/prerender.ts), a page that is its
// fragments' markers.
// A test sets the page's title and description by the query (?fake-title=…&fake-description=…), which the
// composer passes on and otherwise ignores.
'use strict';

const FRAGMENT_PAGE_PATH = /^(\/[a-z0-9][a-z0-9-]{0,80}){1,4}$/;
const PATH_DEPENDENT_MODULES = ['routes'];

const fragmentMarker = (team, module) => `[[prerendered-fragment:${team}/${module}]]`;

/** Which remote renders a page's content, as host/src/routes.tsx decides it for the paths these tests use. */
function pageRemoteModulesFor(pathname) {
  const section = pathname.split('/')[1] ?? '';
  if (section === 'collections' || section === 'configure') return [{ team: 'catalog', module: 'routes' }];
  if (section === 'about' || section === 'news') return [{ team: 'stories', module: 'routes' }];
  if (section === 'legal' || section === 'privacy-policy') return [{ team: 'legal', module: 'routes' }];
  return [];
}

module.exports = {
  EVERY_PAGE_REMOTE_MODULES: [{ team: 'consent', module: 'cookie-consent' }],
  pageRemoteModulesFor,
  CONTENT_QUERY_PARAMETERS: ['product', 'collection'],
  SITE_SHARE_IMAGE: 'images/share/site.png',
  DISCOVERY_DIRECTORY: 'discovery',
  ORGANIZATION_DISCOVERY_FILE: 'organization',
  SITEMAP_DISCOVERY_FILE: 'sitemap',
  ORGANIZATION_PUBLISHER: 'legal',
  HOST_SITEMAP: ['/'],
  PLACEHOLDER_NEWSLETTER_ENDPOINT: 'https://newsletter.prerender.invalid/api/newsletter',
  APPLICATION_SCRIPT_ATTRIBUTE: 'data-application',
  HYDRATE_ON_INTENT: 'intent',
  HYDRATION_LOADER_NAME: 'hydration-loader',
  HYDRATION_MODE_ATTRIBUTE: 'data-hydrate',
  LANGUAGE_SOURCE_ATTRIBUTE: 'data-language-source',
  PRERENDERED_LANGUAGE_ATTRIBUTE: 'data-prerendered-language',
  fragmentMarker,
  placeholderPublicPath: (team) => `https://${team}.prerender.invalid/`,
  parseRuntimeConfig: (config) => ({
    ok: Boolean(config && typeof config === 'object' && config.remotes && config.newsletter),
  }),
  fragmentFile(language, module, pagePath) {
    if (!PATH_DEPENDENT_MODULES.includes(module)) return `fragments/${language}/${module}.html`;
    const path = pagePath && pagePath !== '/' ? pagePath.replace(/\/+$/, '') : '';
    return FRAGMENT_PAGE_PATH.test(path) ? `fragments/${language}/${module}${path}.html` : null;
  },
  notFoundFragmentFile(language, module, pagePath) {
    const section = pagePath.split('/')[1] ?? '';
    if (!PATH_DEPENDENT_MODULES.includes(module) || !FRAGMENT_PAGE_PATH.test(`/${section}`)) return null;
    return `fragments/${language}/not-found/${module}/${section}.html`;
  },
  languageOf({ url, cookie, acceptLanguage }) {
    const query = new URL(url).searchParams.get('lng');
    if (query === 'en' || query === 'es') return { language: query, source: 'query' };
    if (/(?:^|;\s*)i18next=es/.test(cookie)) return { language: 'es', source: 'cookie' };
    return /^es\b/i.test(acceptLanguage.trim())
      ? { language: 'es', source: 'navigator' }
      : { language: 'en', source: 'default' };
  },
  consentInCookieHeader(cookie) {
    const match = /(?:^|;\s*)cookiePreferences=([^;]*)/.exec(cookie);
    if (!match) return null;
    try {
      const value = JSON.parse(decodeURIComponent(match[1]));
      return value && typeof value === 'object' && value.essential === true ? value : null;
    } catch {
      return null;
    }
  },
  formatPageTitle: (title) => (title ? `${title} | Casa Carriel` : 'Casa Carriel'),
  async renderPage({ url, availableFragments }) {
    const { pathname, searchParams } = new URL(url);
    const wanted = [...module.exports.EVERY_PAGE_REMOTE_MODULES, ...pageRemoteModulesFor(pathname)];
    const markers = wanted
      .filter(({ team, module: name }) => availableFragments.has(`${team}/${name}`))
      .map(({ team, module: name }) => fragmentMarker(team, name));
    const title = searchParams.get('fake-title');
    const escaped = title && title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return {
      status: 200,
      html: `<main${escaped ? ` data-page-title="${escaped}"` : ''}>${markers.join('')}</main>`,
      description: searchParams.get('fake-description') ?? 'Leather bags.',
    };
  },
};
