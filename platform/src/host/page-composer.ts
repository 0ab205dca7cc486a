// Server-side composition of a page (docs/decisions/0007). A part missing (a remote slow, down or mid-deployment)
// is left to the browser.
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

/** Then that part is left to the browser. */
export const FRAGMENT_TIMEOUT_MS = 400;
/** A remote's new build shows after this. */
export const PAGE_REVALIDATE_MS = 2000;
/** In characters of HTML: a few hundred pages. */
const KEPT_PAGES_SIZE = 16 * 1024 * 1024;
/** A decoded path that a URL parser reads as "//host…" (see composePage). */
const LEADING_HOST_LIKE = /^\/[\t\n\r]*[/\\]/;

interface RemoteManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

export interface PageCompositionRequest extends PageRequest {
  /** The application shell; its application starts at once unless told otherwise. */
  renderTemplate: (options?: { applicationStartsAtOnce?: boolean }) => string;
}

export interface PageComposerOptions {
  /** host/dist-server/render.cjs */
  rendererPath: string;
  /** The host's dist. */
  hostRoot: string;
  runtimeConfig: unknown;
  /** When not the public one (runtime-config-from-env.ts). */
  internalManifestUrls?: Record<string, string> | undefined;
  fetchImpl?: typeof fetch;
  fragmentTimeoutMs?: number | undefined;
  /** 0 composes every request anew. */
  revalidateMs?: number | undefined;
  /** "https://www.example.com". */
  siteUrl: string;
  /** Without it nothing is checked. */
  expectedHashOf?: ReleaseIntegrity['expectedOf'];
  /** Given the hashes of the page's inlined stylesheets. */
  contentSecurityPolicy: (styleHashes: string[]) => string;
  log?: ServerLog;
}

interface PageInputs extends Pick<PageCompositionRequest, 'renderTemplate' | 'url'> {
  language: SupportedLanguage;
  languageSource: string;
  consentDecided: boolean;
}

/** Null when the build has no renderer or the config is not valid. */
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
  contentSecurityPolicy,
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
  // The shell's fonts, preloaded by the Link header before any HTML is parsed, so the first layout has them far
  // more often (decision 0009: without them it costs a system font lookup per size and weight).
  const fontPreloads = [
    ...new Set(
      hostStyles.flatMap(({ css }) => [...css.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)].map((match) => match[1])),
    ),
  ].map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`);
  const internalAddress = internalAddressOf(config.remotes, internalManifestUrls);
  const fetchUnchecked = createAnswerFetcher(fetchImpl, fragmentTimeoutMs, internalAddress);
  /** A live version's file whose bytes are not the published ones is refused. */
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
  const remoteFile = (team: RemoteTeam, file: string) => new URL(file, publicPathOf(config.remotes[team])).href;
  // A part whose entry is not intact is left out (the browser would refuse it). Checked again each revalidation
  // window, as the fragments are.
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
  // A fragment's stand-in URLs and what they stand for in this deployment.
  const assetBase = config.assetBaseUrl ? config.assetBaseUrl.replace(/\/?$/, '/') : null;
  const replacements: [string, string][] = [
    ...teams.map((team): [string, string] => [
      renderer.placeholderPublicPath(team),
      assetBase ?? publicPathOf(config.remotes[team]),
    ]),
    [renderer.PLACEHOLDER_NEWSLETTER_ENDPOINT, config.newsletter.endpoint],
  ];
  // docs/decisions/0008.
  const loaderPattern = new RegExp(`^${renderer.HYDRATION_LOADER_NAME}\\.[0-9a-f]+\\.js$`);
  const loaderFile = readdirSync(hostRoot).find((entry) => loaderPattern.test(entry));
  const hydrationLoader = loaderFile ? `/${loaderFile}` : null;
  /** Its sitemap, the Organization. */
  const discoveryFile = (team: RemoteTeam, name: string) =>
    remoteFile(team, `${renderer.DISCOVERY_DIRECTORY}/${name}.json`);
  const fetchManifest = async (team: RemoteTeam) =>
    jsonOf((await fetchText(config.remotes[team])) ?? '') as RemoteManifest | undefined;

  /** A page the remote does not have (404) gets its not-found screen for that section, if it publishes one. */
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
    // Without a manifest exposing the module, the fragment has no CSS nor code: the browser says what is missing.
    const exposed = manifest?.exposes?.find((expose) => expose.name === module);
    if (fragmentText === null || !exposed || !intact) return null;
    // Mid-deployment, fragment and manifest may come from two builds: the browser renders that part.
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
    // The host's pages are as old as its renderer.
    host: { paths: [...renderer.HOST_SITEMAP], lastModified: statSync(rendererPath).mtime.toISOString() },
    remoteSitemapUrls: Object.fromEntries(
      teams.map((team) => [team, discoveryFile(team, renderer.SITEMAP_DISCOVERY_FILE)]),
    ),
    isPageOf: (team, pagePath) => renderer.pageRemoteModulesFor(pagePath).some((module) => module.team === team),
    fetchText,
  });

  /** `complete` when every part is in it. */
  async function composeFromRemotes(inputs: PageInputs): Promise<{ page: HostPage; complete: boolean }> {
    const { renderTemplate, url, language, languageSource, consentDecided } = inputs;
    // A page whose content follows its query (an enquiry's product) is rendered by the browser; other queries
    // (utm_source, a language) change nothing.
    const contentFollowsQuery = [...url.searchParams.keys()].some((key) =>
      renderer.CONTENT_QUERY_PARAMETERS.includes(key),
    );
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const pageModules = contentFollowsQuery ? [] : renderer.pageRemoteModulesFor(pathname);
    const wanted = [
      ...renderer.EVERY_PAGE_REMOTE_MODULES.filter(({ module }) => module !== 'cookie-consent' || !consentDecided),
      ...pageModules,
    ];
    // One manifest fetch per remote and page (home shows three of consent's modules).
    const manifests = new Map([...new Set(wanted.map(({ team }) => team))].map((team) => [team, fetchManifest(team)]));
    // Published by the team that keeps the company's facts.
    const organization = fetchText(
      discoveryFile(renderer.ORGANIZATION_PUBLISHER, renderer.ORGANIZATION_DISCOVERY_FILE),
    ).then((text) => (text ? organizationJsonLd(text, { siteUrl, language }) : null));
    const fragments = (
      await Promise.all(wanted.map((ref) => loadFragment(ref, language, pathname, manifests.get(ref.team))))
    ).filter((fragment) => fragment !== null);

    const available = new Set(fragments.map((f) => f.key));
    const page = await renderer.renderPage({ url: url.href, language, config, availableFragments: available });
    const { html: root, pageHead } = fillRoot(page.html, fragments);

    // A few KB per team: inlined, it costs no render-blocking request.
    const remoteStylesheets = [...new Set(fragments.flatMap((f) => f.css))];
    const styles = [
      ...hostStyles,
      ...(await Promise.all(remoteStylesheets.map(async (href) => ({ href, css: await fetchStylesheet(href) })))),
    ];
    // ../prerender/early-scripts.ts, from the remote's origin, which the CSP allows. Async: it never holds up the
    // page, and the page works without it.
    const earlyScripts = fragments.flatMap(({ earlyScript: src }) => {
      if (!src) return [];
      const integrity = expectedHashOf(src);
      const checked = integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : '';
      return [`<script async src="${escapeHtml(src)}"${checked}></script>`];
    });
    const { markup: stylesheets, styleHashes } = inlinedStylesheets(styles);
    // The host's 404 or a remote's: noindex, in the head and in the header.
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
    // A complete page needs no script until the visitor interacts (decision 0008). A part left to the browser
    // (a slow remote, an enquiry, the consent corner button) needs the application at once.
    const complete =
      hydrationLoader !== null && !consentDecided && !contentFollowsQuery && fragments.length === wanted.length;
    log({ event: 'composed', path: url.pathname, language, fragments: fragments.map((f) => f.key), complete });

    const loader = complete ? hydrationLoader : null;
    const parts = { language, languageSource, title, description, head, root, loader };
    const html = composeDocument(renderTemplate({ applicationStartsAtOnce: !complete }), parts, renderer);
    // Preloaded from the headers too, to be there sooner at the first interaction (decision 0011).
    const preloads = complete ? [...fontPreloads, `<${hydrationLoader}>; rel=preload; as=script`] : fontPreloads;
    const headers: Record<string, string> = {
      ...(preloads.length > 0 ? { Link: preloads.join(', ') } : {}),
      ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
      'Content-Security-Policy': contentSecurityPolicy(styleHashes),
    };
    return { page: { status, html, headers }, complete: fragments.length === wanted.length };
  }

  // Composed once per revalidation window, and once for all requests that ask for it meanwhile; the same page object
  // each time, so the server reuses its compressed bytes (page-bodies.ts).
  const keptPages = new LRUCache<string, { page: HostPage; complete: boolean }, PageInputs>({
    maxSize: KEPT_PAGES_SIZE,
    sizeCalculation: ({ page }) => page.html.length,
    ttl: Math.max(revalidateMs, 1),
    fetchMethod: (_key, _stale, { context }) => composeFromRemotes(context),
  });

  /** Null when the page is left to the browser. */
  async function composePage(request: PageCompositionRequest): Promise<HostPage | null> {
    const { renderTemplate, url, cookie, acceptLanguage } = request;
    const decodedPath = percentDecoded(url.pathname);
    // A malformed address (/%ZZ): 404, and the application, started at once, says so.
    if (decodedPath === null) {
      const headers = { 'X-Robots-Tag': 'noindex', 'Content-Security-Policy': contentSecurityPolicy([]) };
      return { status: 404, html: renderTemplate(), headers };
    }
    // The router parses a path as a URL, dropping tabs and line breaks and reading "\" as "/": then /%09/x or
    // /%5C%5Cx begins with "//", names a host, and rendering fails. The browser gets it, as any page not pre-rendered.
    if (LEADING_HOST_LIKE.test(decodedPath)) return null;
    const { language, source: languageSource } = renderer.languageOf({ url: url.href, cookie, acceptLanguage });
    // After a cookie choice the browser renders the consent corner button (and perhaps the Ibiza video's player).
    // A tampered choice is none: the banner is in the HTML.
    const consentDecided = renderer.consentInCookieHeader(cookie) !== null;
    const inputs = { renderTemplate, url, language, languageSource, consentDecided };
    if (revalidateMs <= 0) return (await composeFromRemotes(inputs)).page;
    // All the page depends on; the rest of the cookie (analytics, say) changes nothing.
    const key = JSON.stringify([url.pathname, url.search, language, languageSource, consentDecided]);
    const kept = await keptPages.fetch(key, { context: inputs });
    // An incomplete page is not kept: the next request tries again.
    if (kept && !kept.complete && keptPages.peek(key) === kept) keptPages.delete(key);
    return kept?.page ?? null;
  }

  // discoveryFileFor: /robots.txt and the sitemaps.
  return { composePage, discoveryFileFor };
}
