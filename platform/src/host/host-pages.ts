// The host's pages: composed (decision 0007) or the application shell, each with a CSP of the config's origins.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { resolveAssetUrl } from '../../../shared/src/assets.ts';
import { jsonLdText } from '../../../shared/src/document-head.ts';
import { UNINDEXED_PATHS } from '../../../shared/src/paths.ts';
import type { RemoteIntegrity } from '../../../shared/src/runtime-config.ts';
import { escapeHtml, rewriteHtml } from '../html/html-rewriter.ts';
import type { HostPage, PageRequest } from './host-server.ts';
import { releasesForVisitor } from './canary-bucket.ts';
import { overrideCookieFor, overridesIn } from './developer-overrides.ts';
import { RELEASES_REFRESH_MS, type LiveReleases, type ReleaseVersion } from './live-releases.ts';
import { releaseIntegrityOf, type ReleaseIntegrity } from './release-integrity.ts';
import { createPageComposer, type PageComposerOptions } from './page-composer.ts';
import { createAnswerFetcher, internalAddressOf, textFetcherOf } from './remote-fetch.ts';
import { plainFile, robotsTxt, type DiscoveryFileFor } from './sitemaps.ts';
import { siteUrlFromEnv } from '../topology/runtime-config-from-env.ts';

/** Possibly invalid (the application then says what is wrong), so each field may be missing. Inlined whole. */
export interface GivenRuntimeConfig {
  remotes?: Partial<Record<string, string>>;
  /** What the browser checks a live version's manifest and entry against. */
  integrity?: Record<string, RemoteIntegrity>;
  newsletter?: { endpoint?: string };
  assetBaseUrl?: string | null;
  versions?: Record<string, string>;
  fieldReports?: { endpoint?: string };
}

function remoteOriginsOf(config: GivenRuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes ?? {}).map(safeOrigin))].filter((origin) => origin !== null);
}

/**
 * No inline script but the loader's Speculation Rules (decision 0019: rules, never code), and no inline style but
 * the inlined stylesheets by hash. A style set from script (React's `style` prop, CSSOM) needs no source.
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

/** host/src/home/hero/hero-slides.ts; relative to the asset base. */
const HOME_HERO_IMAGE = 'images/host/hero-1.svg';

const integrityAttribute = (hash: string | undefined) => (hash ? ` integrity="${escapeHtml(hash)}"` : '');

/**
 * The config is inlined to spare a request before the remotes. The consent remote's manifest and entry, which every
 * page needs first, are preloaded unless the application starts on first interaction (decision 0008).
 */
export function renderHostHtml(
  template: string,
  config: GivenRuntimeConfig,
  { pathname = '/', applicationStartsAtOnce = true }: { pathname?: string; applicationStartsAtOnce?: boolean } = {},
): string {
  const remoteOrigins = remoteOriginsOf(config);
  const consentIntegrity = config.integrity?.consent;
  // Preloaded as the federation runtime runs it: checked, with CORS (federation/integrity-plugin.ts).
  const entryChecks = consentIntegrity ? ` crossorigin="anonymous"${integrityAttribute(consentIntegrity.entry)}` : '';
  // The host's public path is the site's root, unless an asset base URL moves its images.
  const heroImage = pathname === '/' ? resolveAssetUrl(HOME_HERO_IMAGE, config.assetBaseUrl ?? null, '/') : null;
  const hints = [
    // Discoverable before any script runs.
    heroImage ? `<link rel="preload" as="image" href="${escapeHtml(heroImage)}" fetchpriority="high">` : '',
    ...remoteOrigins.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`),
    ...(applicationStartsAtOnce && config.remotes?.consent
      ? [
          `<link rel="preload" as="fetch" href="${escapeHtml(config.remotes.consent)}" crossorigin${integrityAttribute(consentIntegrity?.manifest)}>`,
          // Beside its manifest (tools/rspack-config.mjs).
          `<link rel="preload" as="script" href="${escapeHtml(new URL('remoteEntry.js', config.remotes.consent))}"${entryChecks}>`,
        ]
      : []),
    `<script id="runtime-config" type="application/json">${jsonLdText(config)}</script>`,
  ];
  const inserted = hints.filter(Boolean).join('');
  return rewriteHtml(template, {
    comment(comment, replace) {
      const { startOffset, endOffset } = comment.sourceCodeLocation;
      if (comment.text === 'runtime-config') replace(startOffset, endOffset, inserted);
    },
  });
}

export interface HostPagesOptions extends Pick<
  PageComposerOptions,
  'internalManifestUrls' | 'fragmentTimeoutMs' | 'revalidateMs' | 'log'
> {
  /** The host's dist, absolute. */
  root: string;
  runtimeConfig: GivenRuntimeConfig;
  frameOrigins?: readonly string[];
  /** The local host's by default. */
  siteUrl?: string | undefined;
  /** A remote it names none for is served from `runtimeConfig`. */
  liveReleases?: LiveReleases | undefined;
  /** The registry signs with the same secret; unset, no overrides. */
  overrideSecret?: string | undefined;
}

/** A team this host does not know (a registry ahead of it) is left out of the releases. */
export function withLiveReleases(
  runtimeConfig: GivenRuntimeConfig,
  internalManifestUrls: Record<string, string> | undefined,
  releases: Readonly<Record<string, ReleaseVersion>> | null,
) {
  const live = Object.entries(releases ?? {}).filter(([team]) => Object.hasOwn(runtimeConfig.remotes ?? {}, team));
  if (live.length === 0) return { runtimeConfig, internalManifestUrls, releases: Object.fromEntries(live) };
  const publicRemotes = runtimeConfig.remotes as Record<string, string>;
  // A version's files are reached where the server reaches its remote.
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

/** The host server's options (host-server.ts). `runtimeConfig`: a visitor's, as /runtime-config.json shows it. */
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
  /** One for each set of versions visitors get now (two or more under canaries). */
  let compositions = { of: '', byVersions: new Map<string, Promise<Composition>>() };

  /** File lists are checked first. */
  async function compose(releases: Readonly<Record<string, ReleaseVersion>> | null) {
    const live = withLiveReleases(runtimeConfig, internalManifestUrls, releases);
    // A developer's override has no files to check; an invalid config is not read here.
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
      // Untrusted files are looked at again after this time.
      recheckAt: integrity && !integrity.trusted ? Date.now() + RELEASES_REFRESH_MS : Infinity,
      runtimeConfig: config,
      // docs/decisions/0007; only when the build includes host/dist-server/.
      composer: createPageComposer({
        rendererPath: path.join(root, '..', 'dist-server', 'render.cjs'),
        hostRoot: root,
        runtimeConfig: config,
        internalManifestUrls: live.internalManifestUrls,
        fragmentTimeoutMs,
        revalidateMs,
        siteUrl,
        expectedHashOf: integrity?.expectedOf,
        contentSecurityPolicy: (styleHashes) => hostContentSecurityPolicy(config, { frameOrigins, styleHashes }),
        log,
      }),
    };
  }

  /** Made again when a version moves, kept while none does. */
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
    // A failure (a build missing a file) is retried at the next request.
    composition.catch(() => {
      if (byVersions.get(key) === composition) byVersions.delete(key);
    });
    return composition;
  }

  async function pageFor({ url, cookie, acceptLanguage }: PageRequest): Promise<HostPage> {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = await fs.stat(file);
    if (mtimeMs !== hostTemplate.mtimeMs) hostTemplate = { mtimeMs, html: await fs.readFile(file, 'utf8') };
    const { html: templateHtml } = hostTemplate;
    const { runtimeConfig: config, composer } = await compositionFor(cookie);
    const renderTemplate = ({ applicationStartsAtOnce = true } = {}) =>
      renderHostHtml(templateHtml, config, { pathname: url.pathname, applicationStartsAtOnce });
    // No composer without the renderer or with an invalid config: the shell.
    if (composer)
      try {
        const composed = await composer.composePage({ renderTemplate, url, cookie, acceptLanguage });
        if (composed) return composed;
      } catch (error) {
        log({ level: 'error', message: `pre-rendering ${url.pathname} failed, serving the shell: ${String(error)}` });
      }
    const shellCsp = hostContentSecurityPolicy(config, { frameOrigins });
    // The shell's answer too.
    const robots: Record<string, string> = UNINDEXED_PATHS.includes(url.pathname) ? { 'X-Robots-Tag': 'noindex' } : {};
    return { status: 200, html: renderTemplate(), headers: { 'Content-Security-Policy': shellCsp, ...robots } };
  }

  const robotsOnly: DiscoveryFileFor = async (pathname) =>
    pathname === '/robots.txt' ? plainFile(200, robotsTxt(siteUrl, { withSitemap: false })) : null;
  return {
    pageFor,
    contentSecurityPolicy: hostContentSecurityPolicy(runtimeConfig, { frameOrigins }),
    discoveryFileFor: async (pathname: string) =>
      ((await compositionFor('')).composer?.discoveryFileFor ?? robotsOnly)(pathname),
    runtimeConfig: async (cookie = '') => (await compositionFor(cookie)).runtimeConfig,
    acceptOverride: (token: string, cookie: string, secure: boolean) =>
      overrideCookieFor(token, cookie, { secret: overrideSecret, secure, teams: remoteTeams }),
  };
}
