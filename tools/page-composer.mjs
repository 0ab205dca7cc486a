// Server-side composition of a page (docs/decisions/0007): the host's renderer (host/dist-server/render.cjs)
// renders the shell for the requested URL and language; each remote's pre-rendered fragment for that page is
// fetched from the remote's own origin and put in its place, with the CSS it needs inlined in <head>. The
// browser then hydrates it. Anything missing (no renderer, a remote that does not answer in time, a fragment
// it does not publish) only means that part is rendered in the browser, as it was before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  attributeOf,
  escapeHtml,
  readTokens,
  rewriteHtml,
  startTagMarkup,
  stopReading,
  withAttributes,
} from '../platform/src/html/html-rewriter.ts';
import { earlyScriptOf } from '../platform/src/prerender/early-scripts.ts';
import { manifestBuildId, readBuildComment } from '../platform/src/prerender/fragment-build.ts';
import { STARTUP_ASSETS_FILE } from '../platform/src/host/startup-assets.ts';
import { HASHED_FILE } from '../platform/src/static/file-rules.ts';

const require = createRequire(import.meta.url);

/** How long the host waits for a remote's fragment or manifest before leaving that part to the browser. */
export const FRAGMENT_TIMEOUT_MS = 400;
/** A decoded path that a URL parser reads as "//host…" (see composePage). */
const LEADING_HOST_LIKE = /^\/[\t\n\r]*[/\\]/;
/** A url() relative to its stylesheet would point elsewhere once inlined: such a stylesheet stays a link. */
const RELATIVE_CSS_URL = /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#)/i;

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=([^*\s]+)\s*\*\/\s*$/;
const SITE_ROOT = 'http://site.invalid';

/** `reference` read from the file at `href`; stays from the site's root if `href` is. */
function resolveAgainst(href, reference) {
  const resolved = new URL(reference, new URL(href, SITE_ROOT));
  return resolved.origin === SITE_ROOT ? resolved.pathname : resolved.href;
}

/**
 * The <head> markup of a page's stylesheets, inlined, and the CSP source of each inlined one ('sha256-…'): the page's
 * Content-Security-Policy allows exactly those, never 'unsafe-inline'. Two files with the same rules (an exposed
 * module's CSS is also in the chunk of a module that renders it: the newsletter band holds the form's) are inlined
 * once. A source map comment is resolved against its stylesheet, as it would otherwise be read relative to the
 * page's address.
 * @param {{ href: string, css: string | null }[]} styles   `href` absolute (a remote's) or from the site's root
 * @returns {{ markup: string, styleHashes: string[] }}
 */
export function inlinedStylesheets(styles) {
  const inlinedRules = new Set();
  const styleHashes = [];
  const markup = styles
    .map(({ href, css }) => {
      if (css === null || RELATIVE_CSS_URL.test(css)) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
      const sourceMap = css.match(SOURCE_MAP_COMMENT);
      const rules = (sourceMap ? css.slice(0, sourceMap.index) : css).trimEnd();
      if (inlinedRules.has(rules)) return '';
      inlinedRules.add(rules);
      const text = sourceMap ? `${rules}\n/*# sourceMappingURL=${resolveAgainst(href, sourceMap[1])} */` : rules;
      // Exactly the text the browser hashes: an HTML parser reads every line break as "\n".
      const content = text.replace(/\r\n?/g, '\n').replace(/<\/style/gi, '<\\/style');
      styleHashes.push(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
      return `<style data-href="${escapeHtml(href)}">${content}</style>`;
    })
    .join('');
  return { markup, styleHashes };
}

function publicPathOf(manifestUrl) {
  return new URL('.', manifestUrl).href;
}

/** The answer to one fetch from another deployable: its text, NOT_FOUND when it said 404, null on any other failure. */
const NOT_FOUND = Symbol('not found');

/** A text from another deployable, or null if it is missing or does not come within `timeoutMs`. */
function textFetcherOf(fetchAnswer) {
  return async (url) => {
    const answer = await fetchAnswer(url);
    return answer === NOT_FOUND ? null : answer;
  };
}

/**
 * A remote's file at the address this server reaches it by (docs/deployment.md): the same path under the remote's
 * internal base (http://catalog:3001/ in compose) instead of its public one. Other URLs are left as they are.
 * @param {Record<string, string>} publicManifests    team -> manifest URL the browser uses
 * @param {Record<string, string>} internalManifests  team -> manifest URL this server uses
 */
export function internalAddressOf(publicManifests, internalManifests) {
  const bases = Object.entries(publicManifests)
    .map(([team, manifest]) => [publicPathOf(manifest), publicPathOf(internalManifests[team] ?? manifest)])
    .filter(([publicBase, internalBase]) => publicBase !== internalBase);
  return (url) => {
    const base = bases.find(([publicBase]) => url.startsWith(publicBase));
    return base ? base[1] + url.slice(base[0].length) : url;
  };
}

function createAnswerFetcher(fetchImpl, timeoutMs, addressOf) {
  return (url) =>
    // Uncompressed: between servers the bytes are cheap, and a remote need not compress a fragment (at brotli's
    // highest quality, the first time) only for this server to decompress it.
    fetchImpl(addressOf(url), { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.text() : response.status === 404 ? NOT_FOUND : null))
      .catch(() => null);
}

/**
 * Remembers what can never change: a stylesheet whose name carries its content hash. Manifests and fragments
 * are fetched for every page, so that the HTML always belongs to the build the browser is about to load (a
 * fragment of the previous deployment would be hydrated by the new code and keep its stale markup).
 */
function cacheImmutable(fetchText) {
  const entries = new Map();
  return (url) => {
    if (!HASHED_FILE.test(new URL(url).pathname)) return fetchText(url);
    let text = entries.get(url);
    if (!text) {
      text = fetchText(url).then((value) => {
        if (value === null) entries.delete(url); // a failure is not remembered
        return value;
      });
      entries.set(url, text);
    }
    return text;
  };
}

/** The stand-in URLs a fragment was rendered with, and what they stand for in this deployment. */
function placeholderReplacements(renderer, config) {
  const replacements = Object.keys(config.remotes).map((team) => [
    renderer.placeholderPublicPath(team),
    config.assetBaseUrl
      ? config.assetBaseUrl.endsWith('/')
        ? config.assetBaseUrl
        : `${config.assetBaseUrl}/`
      : publicPathOf(config.remotes[team]),
  ]);
  replacements.push([renderer.PLACEHOLDER_NEWSLETTER_ENDPOINT, config.newsletter.endpoint]);
  return replacements;
}

/** React writes the preloads of a fragment's eager images first; they belong in <head>, where they help most. */
function splitLeadingLinks(html) {
  let linksEnd = 0;
  readTokens(html, {
    startTag(tag, _replace, control) {
      if (tag.tagName === 'link') linksEnd = tag.sourceCodeLocation.endOffset;
      else control.stop();
    },
    endTag: stopReading,
    text: stopReading,
    comment: stopReading,
  });
  return { links: html.slice(0, linksEnd), body: html.slice(linksEnd) };
}

/** The hydration loader in the host's build (docs/decisions/0008), or null when the build has none. */
function findHydrationLoader(hostRoot, name) {
  const file = readdirSync(hostRoot).find((entry) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(entry));
  return file ? `/${file}` : null;
}

/**
 * The page's markup inside #root: the host's render with each fragment's HTML where its marker is (a text the host's
 * renderer writes, shared/src/prerender.ts), and the page's own title, which its root element carries
 * (shared/src/document-head.ts; null on the home page).
 */
function fillRoot(renderedRoot, fragments, renderer) {
  let title = null;
  const html = rewriteHtml(renderedRoot, {
    startTag(tag) {
      title ??= attributeOf(tag, renderer.PAGE_TITLE_ATTRIBUTE);
    },
    text(text, replace) {
      const { startOffset, endOffset } = text.sourceCodeLocation;
      const source = renderedRoot.slice(startOffset, endOffset);
      const found = fragments
        .map((fragment) => ({ fragment, at: source.indexOf(fragment.marker) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at);
      for (const { fragment, at } of found) {
        replace(startOffset + at, startOffset + at + fragment.marker.length, fragment.body);
        // A remote's page names its title too (a legal document): the first in the page's order counts.
        title ??= pageTitleIn(fragment.body, renderer);
      }
    },
  });
  return { html, title };
}

/** The first title a page's markup carries on an element, or null. */
function pageTitleIn(html, renderer) {
  // Most fragments carry none (the banner, the home page's bands): no need to read them.
  if (!html.includes(renderer.PAGE_TITLE_ATTRIBUTE)) return null;
  let title = null;
  readTokens(html, {
    startTag(tag, _replace, control) {
      title = attributeOf(tag, renderer.PAGE_TITLE_ATTRIBUTE);
      if (title !== null) control.stop();
    },
  });
  return title;
}

/**
 * The host's index.html made this page: its language, title and description, the head's additions (stylesheets,
 * preloads, early scripts), #root with its attributes and markup, and, on a complete page, the application's
 * entry script made the hydration loader, which starts it when the visitor interacts (decision 0008). The loader
 * is async, not deferred: a deferred script runs in the same task as DOMContentLoaded and the first layout the
 * browser forces then, which made one long task of the two.
 */
function composeDocument(template, { language, title, description, head, rootAttributes, root, loader }, renderer) {
  let titleTextStart = null;
  return rewriteHtml(template, {
    startTag(tag, replace) {
      const { startOffset, endOffset } = tag.sourceCodeLocation;
      const rewrite = (/** @type {Record<string, string | null>} */ changes, after = '') =>
        replace(startOffset, endOffset, startTagMarkup(tag.tagName, withAttributes(tag, changes)) + after);
      if (tag.tagName === 'html') rewrite({ lang: language });
      else if (tag.tagName === 'title') titleTextStart = endOffset;
      else if (tag.tagName === 'meta' && attributeOf(tag, 'name') === 'description') rewrite({ content: description });
      else if (tag.tagName === 'div' && attributeOf(tag, 'id') === 'root') rewrite(rootAttributes, root);
      else if (loader && tag.tagName === 'script' && attributeOf(tag, 'defer') !== null && attributeOf(tag, 'src'))
        replace(
          startOffset,
          endOffset,
          startTagMarkup('script', [
            ['async', ''],
            ['src', loader],
            [renderer.APPLICATION_SCRIPT_ATTRIBUTE, attributeOf(tag, 'src')],
          ]),
        );
    },
    endTag(tag, replace) {
      const { startOffset } = tag.sourceCodeLocation;
      if (tag.tagName === 'title' && titleTextStart !== null)
        replace(titleTextStart, startOffset, escapeHtml(renderer.formatPageTitle(title)));
      else if (tag.tagName === 'head') replace(startOffset, startOffset, head);
    },
  });
}

/**
 * @param {object} options
 * @param {string} options.rendererPath    host/dist-server/render.cjs
 * @param {string} options.hostRoot        the host's dist folder (for startup-assets.json)
 * @param {object} options.runtimeConfig
 * @param {Record<string, string>} [options.internalManifestUrls] team -> manifest URL this server fetches from, when
 *   it differs from the public one (tools/runtime-config-from-env.mjs)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.fragmentTimeoutMs] how long a page waits for a remote's fragment or manifest
 * @param {(line: object) => void} [options.log]
 * @returns {null | ((request: { renderTemplate: (options?: { applicationStartsAtOnce?: boolean }) => string, url: URL, cookie: string, acceptLanguage: string }) => Promise<null | { status: number, html: string, headers: Record<string, string> }>)}
 */
export function createPageComposer({
  rendererPath,
  hostRoot,
  runtimeConfig,
  internalManifestUrls = {},
  fetchImpl = fetch,
  fragmentTimeoutMs = FRAGMENT_TIMEOUT_MS,
  log = () => undefined,
}) {
  if (!existsSync(rendererPath)) return null;
  const renderer = require(rendererPath);
  if (!renderer.parseRuntimeConfig(runtimeConfig).ok) return null; // the browser shows the config error screen
  const config = runtimeConfig;
  const startupAssetsFile = path.join(hostRoot, STARTUP_ASSETS_FILE);
  const startupAssets = existsSync(startupAssetsFile)
    ? JSON.parse(readFileSync(startupAssetsFile, 'utf8'))
    : { css: [] };
  const hostStyles = startupAssets.css.map((file) => ({
    href: `/${file}`,
    css: readFileSync(path.join(hostRoot, file), 'utf8'),
  }));
  // The shell's web fonts, preloaded by the response's Link header: the browser starts fetching them as the
  // headers arrive, before it has parsed any HTML, and the page's first layout then has them far more often
  // (decision 0009: without them it costs a system font lookup per size and weight).
  const fontFiles = [
    ...new Set(
      hostStyles.flatMap(({ css }) => [...css.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)].map((match) => match[1])),
    ),
  ];
  const responseHeaders =
    fontFiles.length > 0
      ? { Link: fontFiles.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', ') }
      : {};
  const fetchAnswer = createAnswerFetcher(
    fetchImpl,
    fragmentTimeoutMs,
    internalAddressOf(config.remotes, internalManifestUrls),
  );
  const fetchText = textFetcherOf(fetchAnswer);
  const fetchStylesheet = cacheImmutable(fetchText);
  const replacements = placeholderReplacements(renderer, config);
  const hydrationLoader = findHydrationLoader(hostRoot, renderer.HYDRATION_LOADER_NAME);

  async function fetchManifest(team) {
    const text = await fetchText(config.remotes[team]);
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  /**
   * The fragment of one remote module for this page, with the files it needs; null when there is none. A page the
   * remote says it does not have (404) gets the remote's not-found screen for that section, if it publishes one.
   */
  async function loadFragment({ team, module }, language, pathname, manifestOf) {
    const file = renderer.fragmentFile(language, module, pathname);
    const publicPath = publicPathOf(config.remotes[team]);
    const pageFragment = async () => {
      const answer = file ? await fetchAnswer(new URL(file, publicPath).href) : NOT_FOUND;
      if (answer !== NOT_FOUND) return { html: answer, notFound: false };
      const notFoundFile = renderer.notFoundFragmentFile(language, module, pathname);
      return { html: notFoundFile ? await fetchText(new URL(notFoundFile, publicPath).href) : null, notFound: true };
    };
    const [{ html: fragmentText, notFound }, manifest] = await Promise.all([pageFragment(), manifestOf(team)]);
    // Without its manifest, or with a manifest that no longer exposes the module, the fragment has neither its CSS
    // nor code to hydrate it: the browser says what is missing.
    const exposed = manifest?.exposes?.find((expose) => expose.name === module);
    if (fragmentText === null || !exposed) return null;
    // Mid-deployment, the fragment and the manifest may come from two builds: the browser renders that part.
    const { buildId: fragmentBuild, html } = readBuildComment(fragmentText);
    const manifestBuild = manifestBuildId(manifest);
    if (fragmentBuild !== manifestBuild) {
      log({ event: 'fragment-of-another-build', team, module, fragmentBuild, manifestBuild });
      return null;
    }
    const assets = exposed.assets;
    const absolute = (files) => (files ?? []).map((name) => new URL(name, publicPath).href);
    let content = html;
    for (const [placeholder, actual] of replacements) content = content.split(placeholder).join(actual);
    const { links, body } = splitLeadingLinks(content);
    const earlyScript = earlyScriptOf(manifest, module, publicPath);
    return {
      key: `${team}/${module}`,
      marker: renderer.fragmentMarker(team, module),
      body,
      links,
      css: absolute(assets?.css?.sync),
      earlyScript,
      notFound,
    };
  }

  return async function composePage({ renderTemplate, url, cookie, acceptLanguage }) {
    let decodedPath;
    try {
      decodedPath = decodeURIComponent(url.pathname);
    } catch {
      // A malformed address (/%ZZ) is no page: 404, and the application, started at once, says so.
      return { status: 404, html: renderTemplate(), headers: { 'X-Robots-Tag': 'noindex' } };
    }
    // The router resolves a path as a URL, which drops tabs and line breaks and reads "\" as "/": a path that would
    // then begin with "//" (/%09/x, /%5C%5Cx) names a host, and rendering it fails. It is no page of the site: the
    // browser renders whatever the application makes of it, as for any page not pre-rendered.
    if (LEADING_HOST_LIKE.test(decodedPath)) return null;
    const { language, source: languageSource } = renderer.languageOf({ url: url.href, cookie, acceptLanguage });
    // A visitor who made a cookie choice gets the consent remote's corner button, and perhaps the Ibiza video's
    // player, from the browser; neither is pre-rendered. A tampered choice is none: the banner is in the HTML.
    const consentDecided = renderer.consentInCookieHeader(cookie) !== null;
    // A page whose content follows its query (an enquiry's product) is rendered by the browser. Any other query
    // (a campaign's utm_source, a language) leaves the page as it was pre-rendered.
    const contentFollowsQuery = [...url.searchParams.keys()].some((key) =>
      renderer.CONTENT_QUERY_PARAMETERS.includes(key),
    );
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const wanted = [
      ...renderer.EVERY_PAGE_REMOTE_MODULES.filter(({ module }) => module !== 'cookie-consent' || !consentDecided),
      ...(contentFollowsQuery ? [] : renderer.pageRemoteModulesFor(pathname)),
    ];
    // One manifest fetch per remote and page, however many of its modules the page shows (home: three of consent's).
    const manifests = new Map();
    const manifestOf = (team) => {
      if (!manifests.has(team)) manifests.set(team, fetchManifest(team));
      return manifests.get(team);
    };
    const fragments = (
      await Promise.all(wanted.map((wantedModule) => loadFragment(wantedModule, language, pathname, manifestOf)))
    ).filter(Boolean);

    const page = await renderer.renderPage({
      url: url.href,
      language,
      config,
      availableFragments: new Set(fragments.map((f) => f.key)),
    });
    const { html: root, title } = fillRoot(page.html, fragments, renderer);

    // The page's CSS is small (a few KB per team): inlined, it costs no render-blocking request to any origin.
    const remoteStylesheets = [...new Set(fragments.flatMap((f) => f.css))];
    const styles = [
      ...hostStyles,
      ...(await Promise.all(remoteStylesheets.map(async (href) => ({ href, css: await fetchStylesheet(href) })))),
    ];
    // A remote's own script for its fragment (tools/prerender/early-scripts.mjs), from its origin, which the CSP
    // allows. Async: it never holds up the page, and a page whose script does not come works as before.
    const earlyScripts = fragments
      .filter((f) => f.earlyScript)
      .map((f) => `<script async src="${escapeHtml(f.earlyScript)}"></script>`);
    const { markup: stylesheets, styleHashes } = inlinedStylesheets(styles);
    const head = [stylesheets, ...fragments.map((f) => f.links), ...earlyScripts].join('');
    // Every part is in the HTML: the page needs no script until the visitor interacts with it (decision 0008).
    // A part left to the browser (a slow remote, an enquiry, the consent corner button) needs the application
    // at once, to render it.
    const complete =
      hydrationLoader !== null && !consentDecided && !contentFollowsQuery && fragments.length === wanted.length;
    log({ event: 'composed', path: url.pathname, language, fragments: fragments.map((f) => f.key), complete });

    const html = composeDocument(
      renderTemplate({ applicationStartsAtOnce: !complete }),
      {
        language,
        title,
        description: page.description,
        head,
        rootAttributes: {
          [renderer.PRERENDERED_LANGUAGE_ATTRIBUTE]: language,
          [renderer.LANGUAGE_SOURCE_ATTRIBUTE]: languageSource,
          [renderer.HYDRATION_MODE_ATTRIBUTE]: complete ? renderer.HYDRATE_ON_INTENT : null,
        },
        root,
        loader: complete ? hydrationLoader : null,
      },
      renderer,
    );
    // The host's, or a remote's for a page it does not have. Its robots tag comes once the page's scripts run;
    // crawlers that run none read the header.
    const status = fragments.some((fragment) => fragment.notFound) ? 404 : page.status;
    // The loader of a complete page is fetched from the headers too (decision 0011): it is there sooner when
    // the visitor first interacts.
    const links = complete
      ? { Link: [responseHeaders.Link, `<${hydrationLoader}>; rel=preload; as=script`].filter(Boolean).join(', ') }
      : responseHeaders;
    const headers = status === 404 ? { ...links, 'X-Robots-Tag': 'noindex' } : links;
    return { status, html, headers, styleHashes };
  };
}
