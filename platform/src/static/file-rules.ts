// A deployable's files: their type, whether to compress them, how long they are kept.
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file of 1 KB or less is sent as it is (tools/precompress.mjs writes no variant). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.posix.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** A file named after its content (tools/rspack-config.mjs): main.3f9a0c12be.js. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** Names that never change between deployments. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'runtime-config.json',
]);

export function cacheControlFor(relativePath: string): string {
  const name = path.basename(relativePath);
  // Fragments and discovery data keep their names between deployments, like their manifest.
  const unhashedOfBuild = ['fragments', 'discovery'].includes(relativePath.split(/[\\/]/)[0] ?? '');
  if (ALWAYS_REVALIDATE.has(name) || unhashedOfBuild || name.endsWith('.html')) return 'no-cache';
  // A source map is named after its hashed file (main.3f9a0c12be.js.map).
  if (HASHED_FILE.test(name.replace(/\.map$/, ''))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
