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

/** Every attribute a page's outermost element says itself with begins so (shared/src/document-head.ts). */
const PAGE_ATTRIBUTE_PREFIX = 'data-page-';

/** What the host's index.html is made into. */
export interface DocumentParts {
  language: string;
  /** As the head shows it ("Patrón | Casa Carriel"). */
  title: string;
  description: string;
  /** Where the language came from (the renderer's languageOf), for #root to say. */
  languageSource: string;
  /** Added at the end of <head>. */
  head: string;
  /** The markup inside #root. */
  root: string;
  /** The hydration loader that starts the application on intent, or null to leave its entry script as it is. */
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
 * The page's markup inside #root: the host's render with each fragment's `body` where its `marker` is (a text the
 * host's renderer writes, shared/src/prerender.ts), and what the page says about itself for the head, which its
 * outermost element carries (shared/src/document-head.ts; nothing on the home page).
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
        // A remote's page says what it is too (a legal document): the first in the page's order counts.
        pageHead ??= pageHeadIn(fragment.body);
      }
    },
  });
  return { html, pageHead: pageHead ?? NO_PAGE_HEAD };
}

/** What the first element of a page's markup that says so says about the page, or null. */
function pageHeadIn(html: string): PageHeadData | null {
  // Most fragments say nothing (the banner, the home page's bands): no need to read them.
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
 * The host's index.html made this page: its language, title and description, the head's additions (stylesheets,
 * preloads, early scripts), #root with its attributes and markup, and, on a complete page, the application's
 * entry script made the hydration loader, which starts it when the visitor interacts (decision 0008). The loader
 * is async, not deferred: a deferred script runs in the same task as DOMContentLoaded and the first layout the
 * browser forces then, which made one long task of the two.
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
