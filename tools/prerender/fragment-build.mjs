// Which build rendered a fragment. The host's server inserts a remote's pre-rendered fragment only beside the
// manifest of that same build: during a rolling deployment the two come from different servers, and a fragment
// of one build with the CSS and code of another would be hydrated into stale or unstyled markup.

const BUILD_COMMENT = /^<!--build:([^\s>]*)-->/;

/** The fragment file's text: the build that rendered it, then its markup. */
export function withBuildComment(buildId, html) {
  if (!/^[\w.:-]+$/.test(buildId))
    throw new Error(`a build id may hold letters, digits and . : - _ only, not "${buildId}"`);
  return `<!--build:${buildId}-->${html}`;
}

/** The build a fragment file names (null when it names none: a build made before fragments named theirs) and its markup. */
export function readBuildComment(text) {
  const match = BUILD_COMMENT.exec(text);
  return match ? { buildId: match[1], html: text.slice(match[0].length) } : { buildId: null, html: text };
}

/** The build a remote's mf-manifest.json was made by (Module Federation's buildVersion, tools/rspack-config.mjs). */
export function manifestBuildId(manifest) {
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : null;
}
