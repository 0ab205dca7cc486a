// Which build rendered a fragment. The host inserts a fragment only beside its own build's manifest: in a rolling
// deployment, another build's CSS and code would hydrate it into stale or unstyled markup.
// tools/prerender/build-prerender.mjs writes the comment; ../host/page-composer.ts reads it.

/** A build id holds nothing that could end its comment. */
const BUILD_ID = /^[\w.:-]+$/;
/** Only at the very start: a story may quote one further in. */
const BUILD_COMMENT = /^<!--build:([\w.:-]+)-->/;

export function withBuildComment(buildId: string, html: string): string {
  if (!BUILD_ID.test(buildId))
    throw new Error(`a build id may hold letters, digits and . : - _ only, not "${buildId}"`);
  return `<!--build:${buildId}-->${html}`;
}

/** buildId is null for a build made before fragments named theirs. */
export function readBuildComment(text: string): { buildId: string | null; html: string } {
  const named = BUILD_COMMENT.exec(text);
  return named ? { buildId: named[1] ?? null, html: text.slice(named[0].length) } : { buildId: null, html: text };
}

/** Module Federation's buildVersion (tools/rspack-config.mjs). */
export function manifestBuildId(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null | undefined)?.metaData
    ?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
