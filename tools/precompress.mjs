// `node tools/precompress.mjs <dir>`: a .gz (level 9) and a .br (quality 11) beside every compressible file over
// 1 KB, which a remote's server (platform/src/static/remote-static-server.ts, or stock nginx with
// deploy/nginx/remote.conf) sends as they are. Every build runs it (tools/build-all.mjs). A variant that is not
// smaller than its file is not written, and one left from an earlier build of a file is removed.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../platform/src/static/file-rules.ts';

const ENCODINGS = [
  ['.gz', promisify(zlib.gzip), { level: 9 }],
  ['.br', promisify(zlib.brotliCompress), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
];

export async function precompress(dir) {
  const started = Date.now();
  const totals = { files: 0, before: 0, after: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const body = await readFile(file);
    if (body.length <= 1024) {
      // Sent as it is: variants left from an earlier build of this file would be served in its place.
      await Promise.all(ENCODINGS.map(([suffix]) => rm(file + suffix, { force: true })));
      continue;
    }
    totals.files += 1;
    totals.before += body.length;
    let smallest = body.length;
    for (const [suffix, compress, options] of ENCODINGS) {
      const compressed = await compress(body, options);
      if (compressed.length >= body.length) await rm(file + suffix, { force: true });
      else {
        await writeFile(file + suffix, compressed);
        smallest = Math.min(smallest, compressed.length);
      }
    }
    totals.after += smallest;
  }
  return { ...totals, seconds: (Date.now() - started) / 1000 };
}

/** One line on what was written, for a build's output. */
export function describePrecompressed(dir, { files, before, after, seconds }) {
  return `precompressed ${dir}: ${files} files over 1 KB, ${before} bytes -> ${after} bytes (smallest form of each), ${seconds.toFixed(1)} s`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node tools/precompress.mjs <dir>');
    process.exit(2);
  }
  precompress(dir).then(
    (totals) => console.log(describePrecompressed(dir, totals)),
    (error) => {
      console.error(`precompressing ${dir} failed: ${String(error)}`);
      process.exit(1);
    },
  );
}
