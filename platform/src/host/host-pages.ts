// The host's pages: the page composer's (decision 0007), or the application shell with the runtime config inlined,
// each with a Content-Security-Policy of exactly the origins the runtime config uses.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { resolveAssetUrl } from '../../../shared/src/assets.ts';
import { jsonLdText } from '../../../shared/src/document-head.ts';
import { UNINDEXED_PATHS } from '../../../shared/src/paths.ts';
import { escapeHtml, rewriteHtml } from '../html/html-rewriter.ts';
import type { HostPage, PageRequest } from './host-server.ts';
import { releasesForVisitor } from './canary-bucket.ts';
import { overrideCookieFor, overridesIn } from './developer-overrides.ts';
import { RELEASES_REFRESH_MS, type LiveReleases, type ReleaseVersion } from './live-releases.ts';
import { releaseIntegrityOf, type EntryIntegrity, type ReleaseIntegrity } from './release-integrity.ts';
import { createPageComposer, type ComposedPage, type PageComposerOptions } from './page-composer.ts';
import { createAnswerFetcher, internalAddressOf, textFetcherOf } from './remote-fetch.ts';
import { plainFile, robotsTxt, type DiscoveryFileFor } from './sitemaps.ts';
import { siteUrlFromEnv } from '../topology/runtime-config-from-env.ts';

/**
 * The runtime config as the host was given it: it may not be valid (the application then says what is wrong), so
 * each field may be missing. It is inlined into the page whole.
 */
export interface GivenRuntimeConfig {
  remotes?: Partial<Record<string, string>>;
  /** team -> the hashes the browser checks a live version's manifest and entry against. */
  integrity?: Record<string, EntryIntegrity>;
  newsletter?: { endpoint?: string };
  assetBaseUrl?: string | null;
  /** team -> the release version a page's part comes from. */
  versions?: Record<string, string>;
  fieldReports?: { endpoint?: string };
}

/** The origins of the remotes' manifests, each once, leaving out any that is no URL. */
function remoteOriginsOf(config: GivenRuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes ?? {}).map(safeOrigin))].filter((origin) => origin !== null);
}

/**
 * Content-Security-Policy of the host page: exactly the origins the runtime config uses, no inline script but the
 * Speculation Rules the hydration loader adds (the page in the other language, decision 0019: rules, never code), and
 * no inline style but the stylesheets the page composer inlined, each by its hash (`styleHashes`). A style set from
 * script (React's `style` prop, the CSS object model) is not inline markup, and needs no source.
 */
export function hostContentSecurityPolicy(
  config: GivenRuntimeConfig,
  { frameOrigins = [], styleHashes = [] }: { frameOrigins?: readonly string[]; styleHashes?: readonly string[] } = {},
): string {
  const remoteOrigins = remoteOriginsOf(config);
  const newsletterOrigin = safeOrigin(config.newsletter?.endpoint);
  const fieldReportsOrigin = safeOrigin(config.fieldReports?.endpoint);
  const assetOrigin = safeOrigin(config.assetBaseUrl);
  const list = (...items: (string | null | readonly (string | null)[])[]) =>
    [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins)}`,
    `style-src ${list("'self'", remoteOrigins, styleHashes)}`,
    `img-src ${list("'self'", 'data:', remoteOrigins, assetOrigin)}`,
    `font-src ${list("'self'", remoteOrigins)}`,
    `connect-src ${list("'self'", remoteOrigins, newsletterOrigin, fieldReportsOrigin)}`,
    `frame-src ${list(frameOrigins) || "'none'"}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

function safeOrigin(url: string | null | undefined): string | null {
  return url ? (URL.parse(url)?.origin ?? null) : null;
}

/** First slide of the home hero (host/src/home/hero/hero-slides.ts), relative to the asset base. */
const HOME_HERO_IMAGE = 'images/host/hero-1.svg';

const integrityAttribute = (hash: string | undefined) => (hash ? ` integrity="${escapeHtml(hash)}"` : '');

/**
 * The host's index.html with the runtime config inlined (no request before the remotes can be fetched) and hints for
 * the remote origins; the consent remote's manifest and entry, which every page needs first, are preloaded unless
 * the application starts on the visitor's first interaction (decision 0008).
 */
export function renderHostHtml(
  template: string,
  config: GivenRuntimeConfig,
  { pathname = '/', applicationStartsAtOnce = true }: { pathname?: string; applicationStartsAtOnce?: boolean } = {},
): string {
  const remoteOrigins = remoteOriginsOf(config);
  const consentIntegrity = config.integrity?.consent;
  // The entry is preloaded as the federation runtime will run it: checked, and then with CORS
  // (federation/integrity-plugin.ts).
  const entryChecks = consentIntegrity ? ` crossorigin="anonymous"${integrityAttribute(consentIntegrity.entry)}` : '';
  // Where the host's own images are (its public path is the site's root) unless an asset base URL moves them.
  const heroImage = pathname === '/' ? resolveAssetUrl(HOME_HERO_IMAGE, config.assetBaseUrl ?? null, '/') : null;
  const hints = [
    // The home page's largest image, discoverable before any script runs.
    heroImage ? `<link rel="preload" as="image" href="${escapeHtml(heroImage)}" fetchpriority="high">` : '',
    ...remoteOrigins.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`),
    ...(applicationStartsAtOnce && config.remotes?.consent
      ? [
          `<link rel="preload" as="fetch" href="${escapeHtml(config.remotes.consent)}" crossorigin${integrityAttribute(consentIntegrity?.manifest)}>`,
          // Every remote's entry sits beside its manifest (tools/rspack-config.mjs names it remoteEntry.js).
          `<link rel="preload" as="script" href="${escapeHtml(new URL('remoteEntry.js', config.remotes.consent))}"${entryChecks}>`,
        ]
      : []),
    `<script id="runtime-config" type="application/json">${jsonLdText(config)}</script>`,
  ];
  const inserted = hints.filter(Boolean).join('');
  return rewriteHtml(template, {
    comment(comment, replace) {
      const { startOffset, endOffset } = comment.sourceCodeLocation;
      // Where the runtime config goes: `<!--runtime-config-->`.
      if (comment.text === 'runtime-config') replace(startOffset, endOffset, inserted);
    },
  });
}

/** With the page composer's own options: where this server reaches each remote, how long it waits, and the log. */
export interface HostPagesOptions extends Pick<
  PageComposerOptions,
  'internalManifestUrls' | 'fragmentTimeoutMs' | 'revalidateMs' | 'log'
> {
  /** The host's dist folder, absolute. */
  root: string;
  /** The config inlined into index.html. */
  runtimeConfig: GivenRuntimeConfig;
  /** Third-party frames allowed by the CSP. */
  frameOrigins?: readonly string[];
  /** The site's public origin, which canonical and shared addresses name; the local host's by default. */
  siteUrl?: string | undefined;
  /** The versions the release registry says are live; a remote it names none for is served from `runtimeConfig`. */
  liveReleases?: LiveReleases | undefined;
  /** Verifies developers' override tokens (the registry signs them with the same secret); none, no overrides. */
  overrideSecret?: string | undefined;
}

/** The config of a page composed with these live versions: each remote's manifest at its version's address. */
export function withLiveReleases(
  runtimeConfig: GivenRuntimeConfig,
  internalManifestUrls: Record<string, string> | undefined,
  releases: Readonly<Record<string, ReleaseVersion>> | null,
): {
  runtimeConfig: GivenRuntimeConfig;
  internalManifestUrls: Record<string, string> | undefined;
  /** The releases of the remotes this host has: a team it does not know (a registry ahead of it) is left out. */
  releases: Record<string, ReleaseVersion>;
} {
  const live = Object.entries(releases ?? {}).filter(([team]) => Object.hasOwn(runtimeConfig.remotes ?? {}, team));
  if (live.length === 0) return { runtimeConfig, internalManifestUrls, releases: {} };
  const publicRemotes = runtimeConfig.remotes as Record<string, string>;
  // A version's files are on its remote's origin: the server reaches them where it reaches that remote.
  const internalOf = internalAddressOf(publicRemotes, internalManifestUrls ?? {});
  const remotes = { ...publicRemotes, ...Object.fromEntries(live.map(([team, release]) => [team, release.url])) };
  return {
    runtimeConfig: {
      ...runtimeConfig,
      remotes,
      versions: Object.fromEntries(live.map(([team, release]) => [team, release.version])),
    },
    internalManifestUrls: Object.fromEntries(Object.entries(remotes).map(([team, url]) => [team, internalOf(url)])),
    releases: Object.fromEntries(live),
  };
}

/**
 * The host server's `pageFor` (pre-rendered when possible, otherwise the application shell), `discoveryFileFor`,
 * `runtimeConfig` (the config of a visitor's pages now, as /runtime-config.json shows it) and `acceptOverride`:
 * the options of the host's server (host-server.ts).
 */
export function createPageFor({
  root,
  runtimeConfig,
  internalManifestUrls,
  frameOrigins = [],
  fragmentTimeoutMs,
  revalidateMs,
  siteUrl = siteUrlFromEnv({}),
  liveReleases = async () => null,
  overrideSecret,
  log = () => undefined,
}: HostPagesOptions) {
  let hostTemplate = { mtimeMs: -1, html: '' };

  type Composition = Awaited<ReturnType<typeof compose>>;
  const remoteTeams = Object.keys(runtimeConfig.remotes ?? {});
  /** The compositions of the versions live now: one for each set of versions visitors get (two or more under canaries). */
  let compositions = { of: '', byVersions: new Map<string, Promise<Composition>>() };

  /** The composer of these versions, their file lists read and checked first. */
  async function compose(releases: Readonly<Record<string, ReleaseVersion>> | null) {
    const live = withLiveReleases(runtimeConfig, internalManifestUrls, releases);
    // Only a registry's version has files to check (a developer's override has none); a config the browser must
    // explain is not read here at all.
    const checked = Object.fromEntries(Object.entries(live.releases).filter(([, release]) => release.integrity));
    let integrity: ReleaseIntegrity | null = null;
    if (Object.keys(checked).length > 0) {
      const remotes = live.runtimeConfig.remotes as Record<string, string>;
      const internalAddress = internalAddressOf(remotes, live.internalManifestUrls ?? {});
      const fetchText = textFetcherOf(createAnswerFetcher(fetch, fragmentTimeoutMs ?? 2000, internalAddress));
      integrity = await releaseIntegrityOf(checked, fetchText, log);
    }
    const config = integrity ? { ...live.runtimeConfig, integrity: integrity.browser } : live.runtimeConfig;
    return {
      // When a version's files could not all be trusted: looked at again after this time.
      recheckAt: integrity && !integrity.trusted ? Date.now() + RELEASES_REFRESH_MS : Infinity,
      runtimeConfig: config,
      // Pre-rendered pages (docs/decisions/0007) when the host's build includes its renderer (host/dist-server/).
      composer: createPageComposer({
        rendererPath: path.join(root, '..', 'dist-server', 'render.cjs'),
        hostRoot: root,
        runtimeConfig: config,
        internalManifestUrls: live.internalManifestUrls,
        fragmentTimeoutMs,
        revalidateMs,
        siteUrl,
        expectedHashOf: integrity?.expectedOf,
        log,
      }),
      // A page the composer serves again is the same answer again, so the server can reuse its compressed bytes.
      answers: new WeakMap<ComposedPage, HostPage>(),
    };
  }

  /** The composer of the versions a visitor gets now: made again when a version moves, kept while none does. */
  async function compositionFor(cookie: string): Promise<Composition> {
    const releases = await liveReleases();
    const documentKey = JSON.stringify(releases);
    if (compositions.of !== documentKey) compositions = { of: documentKey, byVersions: new Map() };
    const { byVersions } = compositions;
    const overrides = overridesIn(cookie, { secret: overrideSecret, teams: remoteTeams, log });
    const visitorVersions = releasesForVisitor(releases, cookie);
    const versions = Object.keys(overrides).length > 0 ? { ...visitorVersions, ...overrides } : visitorVersions;
    const key = JSON.stringify(versions);
    const pending = byVersions.get(key);
    const kept = await pending;
    if (kept && kept.recheckAt > Date.now()) return kept;
    const again = byVersions.get(key);
    if (again && again !== pending) return again; // another request is making it again
    const composition = compose(versions);
    byVersions.set(key, composition);
    // A composer that could not be made (a build missing a file) is made again at the next request.
    composition.catch(() => {
      if (byVersions.get(key) === composition) byVersions.delete(key);
    });
    return composition;
  }

  function withPolicy({ runtimeConfig: config, answers }: Composition, composed: ComposedPage): HostPage {
    let answer = answers.get(composed);
    if (!answer) {
      const { styleHashes, ...page } = composed;
      const pageCsp = hostContentSecurityPolicy(config, { frameOrigins, styleHashes });
      answer = { ...page, headers: { ...page.headers, 'Content-Security-Policy': pageCsp } };
      answers.set(composed, answer);
    }
    return answer;
  }

  async function pageFor({ url, cookie, acceptLanguage }: PageRequest): Promise<HostPage> {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = await fs.stat(file);
    if (mtimeMs !== hostTemplate.mtimeMs) hostTemplate = { mtimeMs, html: await fs.readFile(file, 'utf8') };
    const { html: templateHtml } = hostTemplate;
    const current = await compositionFor(cookie);
    const { runtimeConfig: config } = current;
    const composePage = current.composer?.composePage;
    const renderTemplate = ({ applicationStartsAtOnce = true } = {}) =>
      renderHostHtml(templateHtml, config, { pathname: url.pathname, applicationStartsAtOnce });
    // No composer without the host's renderer, or with a runtime config the browser must explain: the shell.
    if (composePage)
      try {
        const composed = await composePage({ renderTemplate, url, cookie, acceptLanguage });
        if (composed) return withPolicy(current, composed);
      } catch (error) {
        log({ level: 'error', message: `pre-rendering ${url.pathname} failed, serving the shell: ${String(error)}` });
      }
    const shellCsp = hostContentSecurityPolicy(config, { frameOrigins });
    // Pages no search engine should index are said so in every answer, the shell's too.
    const robots: Record<string, string> = UNINDEXED_PATHS.includes(url.pathname) ? { 'X-Robots-Tag': 'noindex' } : {};
    return { status: 200, html: renderTemplate(), headers: { 'Content-Security-Policy': shellCsp, ...robots } };
  }

  const robotsOnly: DiscoveryFileFor = async (pathname) =>
    pathname === '/robots.txt' ? plainFile(200, robotsTxt(siteUrl, { withSitemap: false })) : null;
  return {
    pageFor,
    discoveryFileFor: async (pathname: string) =>
      ((await compositionFor('')).composer?.discoveryFileFor ?? robotsOnly)(pathname),
    runtimeConfig: async (cookie = '') => (await compositionFor(cookie)).runtimeConfig,
    acceptOverride: (token: string, cookie: string, secure: boolean) =>
      overrideCookieFor(token, cookie, { secret: overrideSecret, secure, teams: remoteTeams }),
  };
}
