// The pre-rendered page's HTML, edited token by token (../html/html-rewriter.ts).
import {
  attributeOf,
  escapeHtml,
  readTokens,
  rewriteHtml,
  startTagMarkup,
  stopReading,
  withAttributes,
} from '../html/html-rewriter.ts';
import type { HostRenderer } from './host-renderer.ts';
import { NO_PAGE_HEAD, pageHeadOf, type PageHeadData } from './page-discovery.ts';

/** Begins the attributes that describe a page on its outermost element (shared/src/document-head.ts). */
const PAGE_ATTRIBUTE_PREFIX = 'data-page-';

export interface DocumentParts {
  language: string;
  /** As the head shows it ("Patrón | Casa Carriel"). */
  title: string;
  description: string;
  /** The renderer's languageOf source, for #root. */
  languageSource: string;
  head: string;
  root: string;
  /** The hydration loader, or null to leave the entry script as it is. */
  loader: string | null;
}

/** React writes the preloads of a fragment's eager images first; they belong in <head>, where they help most. */
export function splitLeadingLinks(html: string): { links: string; body: string } {
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

/**
 * Each fragment's `body` in place of its `marker` text (shared/src/prerender.ts), and the page's head data from its
 * outermost element (shared/src/document-head.ts; none on the home page).
 */
export function fillRoot(renderedRoot: string, fragments: { marker: string; body: string }[]) {
  let pageHead: PageHeadData | null = null;
  const html = rewriteHtml(renderedRoot, {
    startTag(tag) {
      pageHead ??= pageHeadOf(tag);
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
        // A remote's page has head data too (a legal document): the first in page order counts.
        pageHead ??= pageHeadIn(fragment.body);
      }
    },
  });
  return { html, pageHead: pageHead ?? NO_PAGE_HEAD };
}

function pageHeadIn(html: string): PageHeadData | null {
  // Most fragments have none (the banner, the home page's bands).
  if (!html.includes(PAGE_ATTRIBUTE_PREFIX)) return null;
  let pageHead: PageHeadData | null = null;
  readTokens(html, {
    startTag(tag, _replace, control) {
      pageHead = pageHeadOf(tag);
      if (pageHead !== null) control.stop();
    },
  });
  return pageHead;
}

/**
 * The host's index.html made this page. On a complete page the entry script becomes the hydration loader (decision
 * 0008), async, not deferred: a deferred script runs in the task of DOMContentLoaded and the layout it forces,
 * which made one long task of the two.
 */
export function composeDocument(
  template: string,
  { language, languageSource, title, description, head, root, loader }: DocumentParts,
  renderer: HostRenderer,
): string {
  const rootAttributes = {
    [renderer.PRERENDERED_LANGUAGE_ATTRIBUTE]: language,
    [renderer.LANGUAGE_SOURCE_ATTRIBUTE]: languageSource,
    [renderer.HYDRATION_MODE_ATTRIBUTE]: loader ? renderer.HYDRATE_ON_INTENT : null,
  };
  let titleTextStart: number | null = null;
  return rewriteHtml(template, {
    startTag(tag, replace) {
      const { startOffset, endOffset } = tag.sourceCodeLocation;
      const rewrite = (changes: Record<string, string | null>, after = '') =>
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
      if (tag.tagName === 'title' && titleTextStart !== null) replace(titleTextStart, startOffset, escapeHtml(title));
      else if (tag.tagName === 'head') replace(startOffset, startOffset, head);
    },
  });
}
