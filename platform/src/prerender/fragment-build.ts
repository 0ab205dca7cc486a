// Which build rendered a fragment. The host's server inserts a remote's pre-rendered fragment only beside the
// manifest of that same build: during a rolling deployment the two come from different servers, and a fragment
// of one build with the CSS and code of another would be hydrated into stale or unstyled markup.
// tools/prerender/build-prerender.mjs writes the comment; the page composer (../host/page-composer.ts) reads it.

import { readTokens, stopReading } from '../html/html-rewriter.ts';

const BUILD_PREFIX = 'build:';

/** The fragment file's text: the build that rendered it, then its markup. */
export function withBuildComment(buildId: string, html: string): string {
  if (!/^[\w.:-]+$/.test(buildId))
    throw new Error(`a build id may hold letters, digits and . : - _ only, not "${buildId}"`);
  return `<!--${BUILD_PREFIX}${buildId}-->${html}`;
}

/** The build a fragment file names (null when it names none: a build made before fragments named theirs) and its markup. */
export function readBuildComment(text: string): { buildId: string | null; html: string } {
  let named: { buildId: string | null; html: string } = { buildId: null, html: text };
  // The first token decides: each handler stops the reading.
  readTokens(text, {
    comment(comment, _replace, control) {
      const { startOffset, endOffset } = comment.sourceCodeLocation;
      if (startOffset === 0 && comment.text.startsWith(BUILD_PREFIX))
        named = { buildId: comment.text.slice(BUILD_PREFIX.length), html: text.slice(endOffset) };
      control.stop();
    },
    startTag: stopReading,
    endTag: stopReading,
    text: stopReading,
  });
  return named;
}

/** The build a remote's mf-manifest.json was made by (Module Federation's buildVersion, tools/rspack-config.mjs). */
export function manifestBuildId(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null | undefined)?.metaData
    ?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
