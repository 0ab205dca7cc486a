import { BRAND_NAME } from './brand.ts';

/** Carries a page's own title on its root element, so the title is readable from server-rendered HTML. */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/** Page title in one format for every team: "<page> | <brand>", or the brand alone. */
export function formatPageTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
}

export function setPageTitle(pageTitle: string | null): void {
  document.title = formatPageTitle(pageTitle);
}

/** Spread on a page's outermost element: `<div {...pageTitleAttribute(title)}>`. */
export function pageTitleAttribute(pageTitle: string): { 'data-page-title': string } {
  return { [PAGE_TITLE_ATTRIBUTE]: pageTitle };
}

/** A page's own summary, one or two sentences in the page's language: the head's description and its share text. */
export const PAGE_DESCRIPTION_ATTRIBUTE = 'data-page-description';
/** The page's share image: a PNG of SHARE_IMAGE_SIZE, by the URL the team's assets resolve to. */
export const PAGE_IMAGE_ATTRIBUTE = 'data-page-image';
/** The one path a page that answers at several ("/legal/privacy-policy" and "/privacy-policy") is indexed under. */
export const PAGE_CANONICAL_ATTRIBUTE = 'data-page-canonical';

/**
 * On the outermost element of a page no search engine should index (a newsletter link's page, whatever its token):
 * the host's server writes the robots rule into the HTML, before any script.
 */
export const PAGE_NOINDEX_ATTRIBUTE = 'data-page-noindex';

/** The size Open Graph and Twitter cards expect of a large image (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * What a team says about its page for the head: the host's server reads it from the page's outermost element and
 * writes the title, the description, the canonical and language alternates, and the Open Graph and Twitter tags.
 */
export interface PageHead {
  title: string;
  description?: string;
  image?: string;
  /** Only where the page answers at another path too; otherwise the page's own path is its canonical one. */
  canonicalPath?: string;
  /** A page no search engine should index, whatever its address (PAGE_NOINDEX_ATTRIBUTE). */
  noindex?: boolean;
}

export type PageHeadAttributes = {
  'data-page-title': string;
  'data-page-description'?: string;
  'data-page-image'?: string;
  'data-page-canonical'?: string;
  'data-page-noindex'?: '';
};

/** Spread on a page's outermost element: `<div {...pageHeadAttributes({ title, description, image })}>`. */
export function pageHeadAttributes(head: PageHead): PageHeadAttributes {
  const { title, description, image, canonicalPath, noindex } = head;
  return {
    [PAGE_TITLE_ATTRIBUTE]: title,
    ...(description ? { [PAGE_DESCRIPTION_ATTRIBUTE]: description } : {}),
    ...(image ? { [PAGE_IMAGE_ATTRIBUTE]: image } : {}),
    ...(canonicalPath ? { [PAGE_CANONICAL_ATTRIBUTE]: canonicalPath } : {}),
    ...(noindex ? { [PAGE_NOINDEX_ATTRIBUTE]: '' as const } : {}),
  };
}

/**
 * JSON as the text of a script element (a JSON-LD block, the host's runtime config): no "</script>" or "<!--" can
 * end or bend the element, whatever the data holds. A page renders its JSON-LD with `<JsonLd data={data} />`
 * (./json-ld.tsx), which writes this text.
 * Page addresses in it may be root-relative ("/configure/patron"): the host's server makes them absolute.
 */
export function jsonLdText(data: object): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, escape);
}

/**
 * Tells search engines not to index the current screen (not-found screens, product decision 17). A page the server sent
 * already says so in its head: that tag is the screen's, and goes with it. Returns the function that removes the tag
 * when the screen goes away.
 */
export function markNoIndex(): () => void {
  const meta =
    document.head.querySelector('meta[name="robots"][content="noindex"]') ??
    document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
  return () => meta.remove();
}
