// A test folder made as a build leaves it: beside every compressible file over 1 KB, its .gz (level 9) and .br
// (quality 11) when smaller than the file. The build writes them with tools/precompress.mjs, which platform may not
// import (eslint.config.mjs); this follows the same rules (file-rules.ts's COMPRESSIBLE and the 1 KB floor).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from './file-rules.ts';

const VARIANTS: Array<[string, (body: Buffer) => Buffer]> = [
  ['.gz', (body) => zlib.gzipSync(body, { level: 9 })],
  ['.br', (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
];

export async function precompressForTest(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const body = await readFile(file);
    if (body.length <= 1024) continue;
    for (const [suffix, compress] of VARIANTS) {
      const compressed = compress(body);
      if (compressed.length < body.length) await writeFile(file + suffix, compressed);
    }
  }
}
