import { BRAND_NAME } from './brand.ts';

/** On a page's root element, so the title is readable from server-rendered HTML. */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/** "<page> | <brand>", or the brand alone. */
export function formatPageTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
}

export function setPageTitle(pageTitle: string | null): void {
  document.title = formatPageTitle(pageTitle);
}

/** One or two sentences in the page's language: the head's description and share text. */
export const PAGE_DESCRIPTION_ATTRIBUTE = 'data-page-description';
/** A PNG of SHARE_IMAGE_SIZE, by its resolved asset URL. */
export const PAGE_IMAGE_ATTRIBUTE = 'data-page-image';
/** The one path indexed for a page with several ("/legal/privacy-policy" and "/privacy-policy"). */
export const PAGE_CANONICAL_ATTRIBUTE = 'data-page-canonical';

/** The host's server then writes the robots rule into the HTML, before any script. */
export const PAGE_NOINDEX_ATTRIBUTE = 'data-page-noindex';

/** What Open Graph and Twitter cards expect of a large image (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Read by the host's server from the page's outermost element to write the head's tags. */
export interface PageHead {
  title: string;
  description?: string;
  image?: string;
  /** Only where the page answers at another path too. */
  canonicalPath?: string;
  noindex?: boolean;
}

/** Spread on a page's outermost element. */
export function pageHeadAttributes({ title, description, image, canonicalPath, noindex }: PageHead) {
  return {
    [PAGE_TITLE_ATTRIBUTE]: title,
    ...(description ? { [PAGE_DESCRIPTION_ATTRIBUTE]: description } : {}),
    ...(image ? { [PAGE_IMAGE_ATTRIBUTE]: image } : {}),
    ...(canonicalPath ? { [PAGE_CANONICAL_ATTRIBUTE]: canonicalPath } : {}),
    ...(noindex ? { [PAGE_NOINDEX_ATTRIBUTE]: '' as const } : {}),
  };
}

/**
 * JSON for a script element's text: no "</script>" or "<!--" in the data can end or bend the element. Pages use
 * `<JsonLd>` (./json-ld.tsx). The host's server makes root-relative addresses in it absolute.
 */
export function jsonLdText(data: object): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, escape);
}

/**
 * Marks the current screen noindex (not-found screens, product decision 17). A tag the server already sent is
 * reused, and removed with the screen by the returned function.
 */
export function markNoIndex(): () => void {
  const meta =
    document.head.querySelector('meta[name="robots"][content="noindex"]') ??
    document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
  return () => meta.remove();
}
