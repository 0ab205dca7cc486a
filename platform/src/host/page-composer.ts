// Server-side composition of a page (docs/decisions/0007): the host's render with each remote's pre-rendered fragment
// in its place and their CSS inlined. Any part missing (a remote slow, down or mid-deployment) is left to the browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { resolveAssetUrl } from '../../../shared/src/assets.ts';
import { UNINDEXED_PATHS } from '../../../shared/src/paths.ts';
import type { SupportedLanguage } from '../../../shared/src/languages.ts';
import type { RuntimeConfig } from '../../../shared/src/runtime-config.ts';
import type { RemoteTeam } from '../../../shared/src/teams.ts';
import { escapeHtml } from '../html/html-rewriter.ts';
import { jsonOf } from '../json-of.ts';
import { percentDecoded } from '../percent-decoded.ts';
import type { ServerLog } from '../http/server-log.ts';
import { earlyScriptOf } from '../prerender/early-scripts.ts';
import { manifestBuildId, readBuildComment } from '../prerender/fragment-build.ts';
import type { HostRenderer, RemoteModuleRef } from './host-renderer.ts';
import type { HostPage, PageRequest } from './host-server.ts';
import { inlinedStylesheets } from './inlined-stylesheets.ts';
import { composeDocument, fillRoot, splitLeadingLinks } from './page-document.ts';
import { discoveryHead, organizationJsonLd, withAbsoluteJsonLd } from './page-discovery.ts';
import { createDiscoveryFiles } from './sitemaps.ts';
import {
  cacheImmutable,
  createAnswerFetcher,
  internalAddressOf,
  NOT_FOUND,
  publicPathOf,
  textFetcherOf,
} from './remote-fetch.ts';
import { sriOf, type ReleaseIntegrity } from './release-integrity.ts';
import { STARTUP_ASSETS_FILE } from './startup-assets.ts';

const require = createRequire(import.meta.url);

/** How long the host waits for a remote's fragment or manifest before leaving that part to the browser. */
export const FRAGMENT_TIMEOUT_MS = 400;
/** How long a composed page with every part in it is served again: a remote's new build shows after it. */
export const PAGE_REVALIDATE_MS = 2000;
/** The most the kept pages take, counted in characters of their HTML: a few hundred pages. */
const KEPT_PAGES_SIZE = 16 * 1024 * 1024;
/** A decoded path that a URL parser reads as "//host…" (see composePage). */
const LEADING_HOST_LIKE = /^\/[\t\n\r]*[/\\]/;

/** What the composer reads of a remote's mf-manifest.json. */
interface RemoteManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

export interface PageCompositionRequest extends PageRequest {
  /** The host's index.html made the application shell (its application started at once unless told otherwise). */
  renderTemplate: (options?: { applicationStartsAtOnce?: boolean }) => string;
}

export interface ComposedPage extends HostPage {
  /** The CSP source of each stylesheet inlined in the page. */
  styleHashes?: string[];
}

export type PageComposer = NonNullable<ReturnType<typeof createPageComposer>>;

export interface PageComposerOptions {
  /** host/dist-server/render.cjs */
  rendererPath: string;
  /** The host's dist folder (for startup-assets.json). */
  hostRoot: string;
  runtimeConfig: unknown;
  /** team -> the manifest URL this server fetches from, when not the public one (runtime-config-from-env.ts). */
  internalManifestUrls?: Record<string, string> | undefined;
  fetchImpl?: typeof fetch;
  /** How long a page waits for a remote's fragment or manifest. */
  fragmentTimeoutMs?: number | undefined;
  /** How long a composed page is served again (PAGE_REVALIDATE_MS); 0 composes every request anew. */
  revalidateMs?: number | undefined;
  /** The site's public origin, which canonical and shared addresses name ("https://www.example.com"). */
  siteUrl: string;
  /** The hash each file of a live version must have (release-integrity.ts); without it nothing is checked. */
  expectedHashOf?: ReleaseIntegrity['expectedOf'];
  log?: ServerLog;
}

/** What a composed page depends on in its request, once read. */
interface PageInputs extends Pick<PageCompositionRequest, 'renderTemplate' | 'url'> {
  language: SupportedLanguage;
  languageSource: string;
  consentDecided: boolean;
}

/** The page composer of this host's build, or null when the build has no renderer or the config is not valid. */
export function createPageComposer({
  rendererPath,
  hostRoot,
  runtimeConfig,
  internalManifestUrls = {},
  fetchImpl = fetch,
  fragmentTimeoutMs = FRAGMENT_TIMEOUT_MS,
  revalidateMs = PAGE_REVALIDATE_MS,
  siteUrl,
  expectedHashOf = () => undefined,
  log = () => undefined,
}: PageComposerOptions) {
  if (!existsSync(rendererPath)) return null;
  const renderer = require(rendererPath) as HostRenderer;
  if (!renderer.parseRuntimeConfig(runtimeConfig).ok) return null; // the browser shows the config error screen
  const config = runtimeConfig as RuntimeConfig;
  const teams = Object.keys(config.remotes) as RemoteTeam[];
  const startupAssets = path.join(hostRoot, STARTUP_ASSETS_FILE);
  const hostCss: string[] = existsSync(startupAssets) ? JSON.parse(readFileSync(startupAssets, 'utf8')).css : [];
  const hostStyles = hostCss.map((file) => ({
    href: `/${file}`,
    css: readFileSync(path.join(hostRoot, file), 'utf8'),
  }));
  // The shell's web fonts, preloaded by the response's Link header: the browser starts fetching them as the
  // headers arrive, before it has parsed any HTML, and the page's first layout then has them far more often
  // (decision 0009: without them it costs a system font lookup per size and weight).
  const fontPreloads = [
    ...new Set(
      hostStyles.flatMap(({ css }) => [...css.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)].map((match) => match[1])),
    ),
  ].map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`);
  const internalAddress = internalAddressOf(config.remotes, internalManifestUrls);
  const fetchUnchecked = createAnswerFetcher(fetchImpl, fragmentTimeoutMs, internalAddress);
  /** A file of a live version whose bytes are not the ones published is refused: its part is left out. */
  const fetchAnswer: typeof fetchUnchecked = async (url) => {
    const answer = await fetchUnchecked(url);
    const expected = typeof answer === 'string' ? expectedHashOf(url) : undefined;
    if (expected === undefined || expected === sriOf(answer as string)) return answer;
    log({
      level: 'error',
      event: 'integrity-mismatch',
      url,
      message: `${url} is not the file its release published; refused`,
    });
    return null;
  };
  const fetchText = textFetcherOf(fetchAnswer);
  /** A file under a remote's public path. */
  const remoteFile = (team: RemoteTeam, file: string) => new URL(file, publicPathOf(config.remotes[team])).href;
  // A part whose version's entry is not intact is left out (the browser would refuse to run it). Checked again
  // after the revalidation window, as the fragments are: a file changed on the origin is seen within it.
  const entriesChecked = new LRUCache<string, Promise<boolean>>({
    max: 64,
    ttl: Math.max(revalidateMs, 1000),
    memoMethod: (entry) => fetchText(entry).then((text) => text !== null),
  });
  const entryIntact = (team: RemoteTeam): Promise<boolean> => {
    const entry = remoteFile(team, 'remoteEntry.js');
    return expectedHashOf(entry) === undefined ? Promise.resolve(true) : entriesChecked.memo(entry);
  };
  const fetchStylesheet = cacheImmutable(fetchText);
  // The stand-in URLs a fragment was rendered with, and what they stand for in this deployment.
  const assetBase = config.assetBaseUrl ? config.assetBaseUrl.replace(/\/?$/, '/') : null;
  const replacements: [string, string][] = [
    ...teams.map((team): [string, string] => [
      renderer.placeholderPublicPath(team),
      assetBase ?? publicPathOf(config.remotes[team]),
    ]),
    [renderer.PLACEHOLDER_NEWSLETTER_ENDPOINT, config.newsletter.endpoint],
  ];
  // The hydration loader in the host's build (docs/decisions/0008), or null when the build has none.
  const loaderPattern = new RegExp(`^${renderer.HYDRATION_LOADER_NAME}\\.[0-9a-f]+\\.js$`);
  const loaderFile = readdirSync(hostRoot).find((entry) => loaderPattern.test(entry));
  const hydrationLoader = loaderFile ? `/${loaderFile}` : null;
  /** A file of a remote's discovery data (its sitemap, the Organization). */
  const discoveryFile = (team: RemoteTeam, name: string) =>
    remoteFile(team, `${renderer.DISCOVERY_DIRECTORY}/${name}.json`);
  const fetchManifest = async (team: RemoteTeam) =>
    jsonOf((await fetchText(config.remotes[team])) ?? '') as RemoteManifest | undefined;

  /**
   * The fragment of one remote module for this page, with the files it needs; null when there is none. A page the
   * remote says it does not have (404) gets the remote's not-found screen for that section, if it publishes one.
   */
  async function loadFragment(
    { team, module }: RemoteModuleRef,
    language: SupportedLanguage,
    pathname: string,
    manifestOfTeam: Promise<RemoteManifest | undefined> | undefined,
  ) {
    const file = renderer.fragmentFile(language, module, pathname);
    const publicPath = publicPathOf(config.remotes[team]);
    const pageFragment = async () => {
      const answer = file ? await fetchAnswer(new URL(file, publicPath).href) : NOT_FOUND;
      if (answer !== NOT_FOUND) return { html: answer, notFound: false };
      const notFoundFile = renderer.notFoundFragmentFile(language, module, pathname);
      return { html: notFoundFile ? await fetchText(new URL(notFoundFile, publicPath).href) : null, notFound: true };
    };
    const [{ html: fragmentText, notFound }, manifest, intact] = await Promise.all([
      pageFragment(),
      manifestOfTeam,
      entryIntact(team),
    ]);
    // Without its manifest, or with a manifest that no longer exposes the module, the fragment has neither its CSS
    // nor code to hydrate it: the browser says what is missing.
    const exposed = manifest?.exposes?.find((expose) => expose.name === module);
    if (fragmentText === null || !exposed || !intact) return null;
    // Mid-deployment, the fragment and the manifest may come from two builds: the browser renders that part.
    const { buildId: fragmentBuild, html } = readBuildComment(fragmentText);
    const manifestBuild = manifestBuildId(manifest);
    if (fragmentBuild !== manifestBuild) {
      log({ event: 'fragment-of-another-build', team, module, fragmentBuild, manifestBuild });
      return null;
    }
    const content = replacements.reduce((text, [placeholder, actual]) => text.split(placeholder).join(actual), html);
    const { links, body } = splitLeadingLinks(withAbsoluteJsonLd(content, { siteUrl, language }));
    return {
      key: `${team}/${module}`,
      marker: renderer.fragmentMarker(team, module),
      body,
      links,
      css: (exposed.assets?.css?.sync ?? []).map((name) => new URL(name, publicPath).href),
      earlyScript: earlyScriptOf(manifest, module, publicPath),
      notFound,
    };
  }

  const discoveryFileFor = createDiscoveryFiles({
    siteUrl,
    // The host's pages are as old as its build, which made its renderer.
    host: { paths: [...renderer.HOST_SITEMAP], lastModified: statSync(rendererPath).mtime.toISOString() },
    remoteSitemapUrls: Object.fromEntries(
      teams.map((team) => [team, discoveryFile(team, renderer.SITEMAP_DISCOVERY_FILE)]),
    ),
    isPageOf: (team, pagePath) => renderer.pageRemoteModulesFor(pagePath).some((module) => module.team === team),
    fetchText,
  });

  /** The page for a request's inputs, from what the remotes publish now; `complete` when every part is in it. */
  async function composeFromRemotes(inputs: PageInputs): Promise<{ page: ComposedPage; complete: boolean }> {
    const { renderTemplate, url, language, languageSource, consentDecided } = inputs;
    // A page whose content follows its query (an enquiry's product) is rendered by the browser. Any other query
    // (a campaign's utm_source, a language) leaves the page as it was pre-rendered.
    const contentFollowsQuery = [...url.searchParams.keys()].some((key) =>
      renderer.CONTENT_QUERY_PARAMETERS.includes(key),
    );
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const pageModules = contentFollowsQuery ? [] : renderer.pageRemoteModulesFor(pathname);
    const wanted = [
      ...renderer.EVERY_PAGE_REMOTE_MODULES.filter(({ module }) => module !== 'cookie-consent' || !consentDecided),
      ...pageModules,
    ];
    // One manifest fetch per remote and page, however many of its modules the page shows (home: three of consent's).
    const manifests = new Map([...new Set(wanted.map(({ team }) => team))].map((team) => [team, fetchManifest(team)]));
    // The company's Organization as the team that keeps its facts publishes it, ready for the head.
    const organization = fetchText(
      discoveryFile(renderer.ORGANIZATION_PUBLISHER, renderer.ORGANIZATION_DISCOVERY_FILE),
    ).then((text) => (text ? organizationJsonLd(text, { siteUrl, language }) : null));
    const fragments = (
      await Promise.all(wanted.map((ref) => loadFragment(ref, language, pathname, manifests.get(ref.team))))
    ).filter((fragment) => fragment !== null);

    const available = new Set(fragments.map((f) => f.key));
    const page = await renderer.renderPage({ url: url.href, language, config, availableFragments: available });
    const { html: root, pageHead } = fillRoot(page.html, fragments);

    // The page's CSS is small (a few KB per team): inlined, it costs no render-blocking request to any origin.
    const remoteStylesheets = [...new Set(fragments.flatMap((f) => f.css))];
    const styles = [
      ...hostStyles,
      ...(await Promise.all(remoteStylesheets.map(async (href) => ({ href, css: await fetchStylesheet(href) })))),
    ];
    // A remote's own script for its fragment (../prerender/early-scripts.ts), from its origin, which the CSP
    // allows. Async: it never holds up the page, and a page whose script does not come works as before.
    const earlyScripts = fragments.flatMap(({ earlyScript: src }) => {
      if (!src) return [];
      const integrity = expectedHashOf(src);
      const checked = integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : '';
      return [`<script async src="${escapeHtml(src)}"${checked}></script>`];
    });
    const { markup: stylesheets, styleHashes } = inlinedStylesheets(styles);
    // The host's, or a remote's for a page it does not have: noindex, in the head and in the header.
    const status = fragments.some((fragment) => fragment.notFound) ? 404 : page.status;
    const noindex = status === 404 || pageHead.noindex || UNINDEXED_PATHS.includes(pathname);
    const title = renderer.formatPageTitle(pageHead.title);
    const description = pageHead.description ?? page.description;
    const discovery = discoveryHead({
      siteUrl,
      pathname,
      language,
      documentTitle: title,
      description,
      head: pageHead,
      defaultImage: resolveAssetUrl(renderer.SITE_SHARE_IMAGE, config.assetBaseUrl, '/'),
      noindex,
      addressable: pageModules.every(({ team, module }) => available.has(`${team}/${module}`)),
      jsonLd: [await organization].filter((block) => block !== null),
    });
    const head = [discovery, stylesheets, ...fragments.map((f) => f.links), ...earlyScripts].join('');
    // Every part is in the HTML: the page needs no script until the visitor interacts with it (decision 0008).
    // A part left to the browser (a slow remote, an enquiry, the consent corner button) needs the application
    // at once, to render it.
    const complete =
      hydrationLoader !== null && !consentDecided && !contentFollowsQuery && fragments.length === wanted.length;
    log({ event: 'composed', path: url.pathname, language, fragments: fragments.map((f) => f.key), complete });

    const loader = complete ? hydrationLoader : null;
    const parts = { language, languageSource, title, description, head, root, loader };
    const html = composeDocument(renderTemplate({ applicationStartsAtOnce: !complete }), parts, renderer);
    // The loader of a complete page is fetched from the headers too (decision 0011): it is there sooner when
    // the visitor first interacts.
    const preloads = complete ? [...fontPreloads, `<${hydrationLoader}>; rel=preload; as=script`] : fontPreloads;
    const headers: Record<string, string> = {
      ...(preloads.length > 0 ? { Link: preloads.join(', ') } : {}),
      ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    };
    return { page: { status, html, headers, styleHashes }, complete: fragments.length === wanted.length };
  }

  // The same inputs make the same page until a remote publishes something new: composed once per revalidation
  // window, and once for all the requests that ask for it while it is being composed.
  const keptPages = new LRUCache<string, { page: ComposedPage; complete: boolean }, PageInputs>({
    maxSize: KEPT_PAGES_SIZE,
    sizeCalculation: ({ page }) => page.html.length,
    ttl: Math.max(revalidateMs, 1),
    fetchMethod: (_key, _stale, { context }) => composeFromRemotes(context),
  });

  /** A pre-rendered page, or null when this one is left to the browser. */
  async function composePage(request: PageCompositionRequest): Promise<ComposedPage | null> {
    const { renderTemplate, url, cookie, acceptLanguage } = request;
    const decodedPath = percentDecoded(url.pathname);
    // A malformed address (/%ZZ) is no page: 404, and the application, started at once, says so.
    if (decodedPath === null) return { status: 404, html: renderTemplate(), headers: { 'X-Robots-Tag': 'noindex' } };
    // The router resolves a path as a URL, which drops tabs and line breaks and reads "\" as "/": a path that would
    // then begin with "//" (/%09/x, /%5C%5Cx) names a host, and rendering it fails. It is no page of the site: the
    // browser renders whatever the application makes of it, as for any page not pre-rendered.
    if (LEADING_HOST_LIKE.test(decodedPath)) return null;
    const { language, source: languageSource } = renderer.languageOf({ url: url.href, cookie, acceptLanguage });
    // A visitor who made a cookie choice gets the consent remote's corner button, and perhaps the Ibiza video's
    // player, from the browser; neither is pre-rendered. A tampered choice is none: the banner is in the HTML.
    const consentDecided = renderer.consentInCookieHeader(cookie) !== null;
    const inputs = { renderTemplate, url, language, languageSource, consentDecided };
    if (revalidateMs <= 0) return (await composeFromRemotes(inputs)).page;
    // Everything of the request the page depends on; the rest of the cookie (analytics, say) changes nothing in it.
    const key = JSON.stringify([url.pathname, url.search, language, languageSource, consentDecided]);
    const kept = await keptPages.fetch(key, { context: inputs });
    // A page that lacks a part (a remote slow, down or mid-deployment) is not kept: the next request tries again.
    if (kept && !kept.complete && keptPages.peek(key) === kept) keptPages.delete(key);
    return kept?.page ?? null;
  }

  // discoveryFileFor: /robots.txt and the sitemaps, which list the pages the teams publish.
  return { composePage, discoveryFileFor };
}
