// The head tags search engines and share previews read (docs/search-and-sharing.md), from what the teams say of
// their pages (shared/src/document-head.ts).
import { BRAND_NAME } from '../../../shared/src/brand.ts';
import {
  jsonLdText,
  PAGE_CANONICAL_ATTRIBUTE,
  PAGE_DESCRIPTION_ATTRIBUTE,
  PAGE_IMAGE_ATTRIBUTE,
  PAGE_NOINDEX_ATTRIBUTE,
  PAGE_TITLE_ATTRIBUTE,
  SHARE_IMAGE_SIZE,
} from '../../../shared/src/document-head.ts';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '../../../shared/src/languages.ts';
import { attributeOf, escapeHtml, rewriteHtml, startTagMarkup, type StartTag } from '../html/html-rewriter.ts';
import { jsonOf } from '../json-of.ts';

/** A URL parser reads "/\\evil.example" and "/\t/evil.example" as another host's, so the origin is checked. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && URL.parse(path, PROBE_ORIGIN)?.origin === PROBE_ORIGIN;
}
const PROBE_ORIGIN = 'https://site.invalid';

export type PageHeadData = NonNullable<ReturnType<typeof pageHeadOf>>;

export const NO_PAGE_HEAD: PageHeadData = {
  title: null,
  description: null,
  image: null,
  canonicalPath: null,
  noindex: false,
};

export function pageHeadOf(tag: StartTag) {
  const title = attributeOf(tag, PAGE_TITLE_ATTRIBUTE);
  const noindex = attributeOf(tag, PAGE_NOINDEX_ATTRIBUTE) !== null;
  if (title === null && !noindex) return null;
  const canonicalPath = attributeOf(tag, PAGE_CANONICAL_ATTRIBUTE);
  return {
    title,
    description: attributeOf(tag, PAGE_DESCRIPTION_ATTRIBUTE),
    image: attributeOf(tag, PAGE_IMAGE_ATTRIBUTE),
    // A team names a path of the site, never another origin.
    canonicalPath: canonicalPath && isSitePath(canonicalPath) ? canonicalPath : null,
    noindex,
  };
}

/**
 * The bare path is the English page: search engines send no cookie nor Accept-Language, and get the fallback
 * language. Others use `?lng=`. No other query is kept: a campaign's parameters name the same page.
 */
function pageAddress(siteUrl: string, pagePath: string, language: SupportedLanguage): string {
  const url = new URL(pagePath, siteUrl);
  if (language !== FALLBACK_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.href;
}

export function pageAddresses(siteUrl: string, pagePath: string, language: SupportedLanguage) {
  return {
    canonical: pageAddress(siteUrl, pagePath, language),
    alternates: [
      ...SUPPORTED_LANGUAGES.map((hreflang) => ({ hreflang, href: pageAddress(siteUrl, pagePath, hreflang) })),
      { hreflang: 'x-default', href: pageAddress(siteUrl, pagePath, FALLBACK_LANGUAGE) },
    ],
  };
}

const OPEN_GRAPH_LOCALE: Record<SupportedLanguage, string> = { en: 'en_GB', es: 'es_ES' };

export interface DiscoveryHeadInput {
  siteUrl: string;
  /** Without a trailing slash. */
  pathname: string;
  language: SupportedLanguage;
  /** "Patrón | Casa Carriel". */
  documentTitle: string;
  description: string;
  head: PageHeadData;
  /** For a page that names none. */
  defaultImage: string;
  /** No canonical, no alternates. */
  noindex: boolean;
  /** False when the page's content is not in the HTML: only its content could vouch for a canonical or alternates. */
  addressable: boolean;
  /** For every page (the company's Organization), safe in a script element. */
  jsonLd: readonly string[];
}

export function discoveryHead(input: DiscoveryHeadInput): string {
  const { siteUrl, language, documentTitle, description, head } = input;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const link = (attributes: Record<string, string>) => startTagMarkup('link', Object.entries(attributes));
  const scripts = input.jsonLd.map((text) => `<script type="application/ld+json">${text}</script>`);
  if (input.noindex) return [meta('name', 'robots', 'noindex'), ...scripts].join('');

  const { canonical, alternates } = pageAddresses(siteUrl, head.canonicalPath ?? input.pathname, language);
  const image = new URL(head.image ?? input.defaultImage, siteUrl).href;
  const imageAlt = head.title ?? BRAND_NAME;
  return [
    ...(input.addressable
      ? [
          link({ rel: 'canonical', href: canonical }),
          ...alternates.map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
          meta('property', 'og:url', canonical),
        ]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:title', documentTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALE[language]),
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALE[other]),
    ),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', documentTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...scripts,
  ].join('');
}

/** schema.org properties naming a page of the site, which a team may write as "/configure/patron". */
const PAGE_ADDRESS_PROPERTIES = new Set(['@id', 'url', 'item', 'mainEntityOfPage', 'urlTemplate']);
/** Those naming a file, the same in every language. */
const FILE_ADDRESS_PROPERTIES = new Set(['image', 'logo', 'contentUrl', 'thumbnailUrl']);

type JsonLdPlace = Pick<DiscoveryHeadInput, 'siteUrl' | 'language'>;

/** A page of the site becomes its address in the page's language, as the canonical names it. */
function withAbsoluteAddresses(data: unknown, place: JsonLdPlace, key?: string): unknown {
  if (typeof data === 'string') {
    if (!key || !isSitePath(data)) return data;
    if (PAGE_ADDRESS_PROPERTIES.has(key)) return pageAddress(place.siteUrl, data, place.language);
    return FILE_ADDRESS_PROPERTIES.has(key) ? new URL(data, place.siteUrl).href : data;
  }
  if (Array.isArray(data)) return data.map((value) => withAbsoluteAddresses(value, place, key));
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([name, value]) => [name, withAbsoluteAddresses(value, place, name)]),
    );
  return data;
}

/** Null when it is no JSON, not what `accept` takes, or too deep to rewrite. */
function absoluteJsonLd(text: string, place: JsonLdPlace, accept = (_data: unknown) => true): string | null {
  try {
    const data = jsonOf(text);
    return data !== undefined && accept(data) ? jsonLdText(withAbsoluteAddresses(data, place) as object) : null;
  } catch {
    return null; // nested deeper than the call stack, or longer than a string may be
  }
}

export function organizationJsonLd(text: string, place: JsonLdPlace): string | null {
  return absoluteJsonLd(text, place, (data) => (data as { '@type'?: unknown } | null)?.['@type'] === 'Organization');
}

/** A block that is no valid JSON is emptied: a crawler would reject it anyway. */
export function withAbsoluteJsonLd(html: string, place: JsonLdPlace): string {
  if (!html.includes('application/ld+json')) return html;
  let scriptTextStart: number | null = null;
  return rewriteHtml(html, {
    startTag(tag) {
      scriptTextStart =
        tag.tagName === 'script' && attributeOf(tag, 'type') === 'application/ld+json'
          ? tag.sourceCodeLocation.endOffset
          : null;
    },
    endTag(tag, replace) {
      if (tag.tagName !== 'script' || scriptTextStart === null) return;
      const { startOffset } = tag.sourceCodeLocation;
      replace(scriptTextStart, startOffset, absoluteJsonLd(html.slice(scriptTextStart, startOffset), place) ?? '');
      scriptTextStart = null;
    },
  });
}
