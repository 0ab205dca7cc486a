// A pre-rendered page's CSS, inlined in its <head> to spare render-blocking requests (docs/decisions/0007); the CSP
// allows each by its hash.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html/html-rewriter.ts';

/** A url() relative to its stylesheet would point elsewhere once inlined: such a stylesheet stays a link. */
const RELATIVE_CSS_URL = /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#)/i;

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=([^*\s]+)\s*\*\/\s*$/;
const SITE_ROOT = 'http://site.invalid';

/** `href` absolute (a remote's) or from the site's root; `css` null when it did not come. */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

/** Stays root-relative if `href` is. */
function resolveAgainst(href: string, reference: string): string {
  const resolved = new URL(reference, new URL(href, SITE_ROOT));
  return resolved.origin === SITE_ROOT ? resolved.pathname : resolved.href;
}

/**
 * Never 'unsafe-inline'. Rules found in two files (an exposed module's CSS is also in its renderer's chunk) are inlined
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
