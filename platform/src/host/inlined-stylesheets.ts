// A pre-rendered page's CSS, inlined in its <head> (docs/decisions/0007): it costs no render-blocking request to
// any origin, and the page's Content-Security-Policy allows each inlined stylesheet by its hash.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html/html-rewriter.ts';

/** A url() relative to its stylesheet would point elsewhere once inlined: such a stylesheet stays a link. */
const RELATIVE_CSS_URL = /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#)/i;

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=([^*\s]+)\s*\*\/\s*$/;
const SITE_ROOT = 'http://site.invalid';

/** A stylesheet of the page: `href` absolute (a remote's) or from the site's root; `css` null when it did not come. */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

/** `reference` read from the file at `href`; stays from the site's root if `href` is. */
function resolveAgainst(href: string, reference: string): string {
  const resolved = new URL(reference, new URL(href, SITE_ROOT));
  return resolved.origin === SITE_ROOT ? resolved.pathname : resolved.href;
}

/**
 * The <head> markup of a page's stylesheets, inlined, and the CSP source of each ('sha256-…'), never 'unsafe-inline'.
 * The same rules in two files (an exposed module's CSS is also in the chunk of a module that renders it) are inlined
 * once; a source map comment is resolved against its stylesheet, not the page.
 */
export function inlinedStylesheets(styles: PageStylesheet[]): { markup: string; styleHashes: string[] } {
  const inlinedRules = new Set<string>();
  const styleHashes: string[] = [];
  const markup = styles
    .map(({ href, css }) => {
      if (css === null || RELATIVE_CSS_URL.test(css)) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
      const sourceMap = css.match(SOURCE_MAP_COMMENT);
      const rules = (sourceMap ? css.slice(0, sourceMap.index) : css).trimEnd();
      if (inlinedRules.has(rules)) return '';
      inlinedRules.add(rules);
      const text = sourceMap ? `${rules}\n/*# sourceMappingURL=${resolveAgainst(href, sourceMap[1] ?? '')} */` : rules;
      // Exactly the text the browser hashes: an HTML parser reads every line break as "\n".
      const content = text.replace(/\r\n?/g, '\n').replace(/<\/style/gi, '<\\/style');
      styleHashes.push(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
      return `<style data-href="${escapeHtml(href)}">${content}</style>`;
    })
    .join('');
  return { markup, styleHashes };
}
