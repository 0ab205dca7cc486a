// Which build rendered a fragment. The host's server inserts a remote's pre-rendered fragment only beside the
// manifest of that same build: during a rolling deployment the two come from different servers, and a fragment
// of one build with the CSS and code of another would be hydrated into stale or unstyled markup.
// tools/prerender/build-prerender.mjs writes the comment; the page composer (../host/page-composer.ts) reads it.

/** A build id holds nothing that could end its comment. */
const BUILD_ID = /^[\w.:-]+$/;
/** The comment at the very start of a fragment file, naming its build: a story may quote one further in. */
const BUILD_COMMENT = /^<!--build:([\w.:-]+)-->/;

/** The fragment file's text: the build that rendered it, then its markup. */
export function withBuildComment(buildId: string, html: string): string {
  if (!BUILD_ID.test(buildId))
    throw new Error(`a build id may hold letters, digits and . : - _ only, not "${buildId}"`);
  return `<!--build:${buildId}-->${html}`;
}

/** The build a fragment file names (null when it names none: a build made before fragments named theirs) and its markup. */
export function readBuildComment(text: string): { buildId: string | null; html: string } {
  const named = BUILD_COMMENT.exec(text);
  return named ? { buildId: named[1] ?? null, html: text.slice(named[0].length) } : { buildId: null, html: text };
}

/** The build a remote's mf-manifest.json was made by (Module Federation's buildVersion, tools/rspack-config.mjs). */
export function manifestBuildId(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null | undefined)?.metaData
    ?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
