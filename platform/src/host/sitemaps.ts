// /robots.txt, the sitemap index and one sitemap per team (docs/search-and-sharing.md). A remote that does not
// answer is left out of the index for that request.
import { escapeHtml } from '../html/html-rewriter.ts';
import { PLAIN_TEXT } from '../http/plain-answers.ts';
import { jsonOf } from '../json-of.ts';
import type { SupportedLanguage } from '../../../shared/src/languages.ts';
import { SUPPORTED_LANGUAGES } from '../../../shared/src/languages.ts';
import { pageAddresses } from './page-discovery.ts';

interface TeamSitemap {
  lastModified: string;
  paths: string[];
}

export interface SitemapOptions {
  siteUrl: string;
  host: TeamSitemap;
  /** Each remote's sitemap.json. */
  remoteSitemapUrls: Record<string, string>;
  /** The host's router says which team renders a path. */
  isPageOf: (team: string, pagePath: string) => boolean;
  fetchText: (url: string) => Promise<string | null>;
}

const XML = 'application/xml; charset=utf-8';
const SITEMAP_PATH = /^\/sitemaps\/([a-z][a-z0-9-]{0,40})\.xml$/;
/** The site's own lower-case addresses. */
const PAGE_PATH = /^\/([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)?$/;

/** "2026-11-27T10:00:00.000Z". */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parsePublishedSitemap(text: string | null): TeamSitemap | null {
  const data = text ? jsonOf(text) : undefined;
  const { lastModified, paths } = (data ?? {}) as { lastModified?: unknown; paths?: unknown };
  if (typeof lastModified !== 'string' || !DATE_TIME.test(lastModified) || Number.isNaN(Date.parse(lastModified)))
    return null;
  if (!Array.isArray(paths)) return null;
  return {
    lastModified: new Date(lastModified).toISOString(),
    paths: paths.filter((path): path is string => typeof path === 'string' && PAGE_PATH.test(path)),
  };
}

export const plainFile = (status: number, body: string) => ({ status, contentType: PLAIN_TEXT, body });

/** The index is named only where there is one (a host built with its renderer). */
export function robotsTxt(siteUrl: string, { withSitemap = true } = {}): string {
  const sitemap = withSitemap ? ['', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`] : [];
  return ['User-agent: *', 'Allow: /', ...sitemap, ''].join('\n');
}

function sitemapXml(root: string, entries: string[], namespaces = '') {
  const start = `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`;
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', start, ...entries, `</${root}>`, ''].join('\n');
  return { status: 200, contentType: XML, body };
}

/** One <url> per address, each naming all of the page's addresses (hreflang). */
function urlSet(siteUrl: string, { lastModified, paths }: TeamSitemap) {
  const urls = paths.flatMap((pagePath) =>
    SUPPORTED_LANGUAGES.map((language: SupportedLanguage) => {
      const { canonical, alternates } = pageAddresses(siteUrl, pagePath, language);
      const links = alternates.map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      );
      return `<url><loc>${escapeHtml(canonical)}</loc><lastmod>${lastModified}</lastmod>${links.join('')}</url>`;
    }),
  );
  return sitemapXml('urlset', urls, ' xmlns:xhtml="http://www.w3.org/1999/xhtml"');
}

/** Null for any other path. */
export function createDiscoveryFiles({ siteUrl, host, remoteSitemapUrls, isPageOf, fetchText }: SitemapOptions) {
  const sitemapOf = async (team: string): Promise<TeamSitemap | null> => {
    if (team === 'host') return host;
    const url = remoteSitemapUrls[team];
    const published = url ? parsePublishedSitemap(await fetchText(url)) : null;
    // Another team's pages would be listed twice.
    return published && { ...published, paths: published.paths.filter((pagePath) => isPageOf(team, pagePath)) };
  };
  return async function discoveryFileFor(pathname: string) {
    if (pathname === '/robots.txt') return plainFile(200, robotsTxt(siteUrl));
    if (pathname === '/sitemap.xml') {
      const teams = ['host', ...Object.keys(remoteSitemapUrls)];
      const found = await Promise.all(teams.map(async (team) => ({ team, sitemap: await sitemapOf(team) })));
      // A team with nothing to index (the consent team's pages are per visitor) is left out.
      const entries = found.flatMap(({ team, sitemap }) => {
        if (!sitemap?.paths.length) return [];
        const loc = escapeHtml(new URL(`/sitemaps/${team}.xml`, siteUrl).href);
        return [`<sitemap><loc>${loc}</loc><lastmod>${sitemap.lastModified}</lastmod></sitemap>`];
      });
      return sitemapXml('sitemapindex', entries);
    }
    const team = SITEMAP_PATH.exec(pathname)?.[1];
    if (!team) return null;
    if (team !== 'host' && !Object.hasOwn(remoteSitemapUrls, team)) return plainFile(404, 'No such sitemap.\n');
    const sitemap = await sitemapOf(team);
    if (!sitemap)
      return plainFile(503, `The ${team} team's pages cannot be listed right now. Try again in a minute.\n`);
    return urlSet(siteUrl, sitemap);
  };
}

export type DiscoveryFileFor = ReturnType<typeof createDiscoveryFiles>;
