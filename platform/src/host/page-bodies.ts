// A page's ETag and encoded bytes, made once per page object: brotli costs more than serving a kept page.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The first is preferred when a browser takes several alike. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Compressing less would save less than the header costs. */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Exclude<Encoding, 'identity'>, (text: Buffer) => Buffer> = {
  // Quality 5: a page that is not kept is compressed for its request (quality 11 took 68 ms, 5 took 1.3 ms).
  br: (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => zlib.gzipSync(text),
};

/** Encoding null: the text as it is. The ETag is weak: the same text in any encoding. */
export function createPageBodies() {
  const made = new WeakMap<object, { etag: string; text: Buffer; encoded: Partial<Record<Encoding, Buffer>> }>();
  return (page: { html: string }, acceptEncoding: string) => {
    let bodies = made.get(page);
    if (!bodies) {
      const text = Buffer.from(page.html);
      bodies = { etag: `W/"${createHash('sha1').update(text).digest('base64url')}"`, text, encoded: {} };
      made.set(page, bodies);
    }
    const negotiated = negotiate(acceptEncoding, [...ENCODINGS]) ?? 'identity';
    if (negotiated === 'identity' || bodies.text.length < COMPRESS_FROM_BYTES)
      return { etag: bodies.etag, encoding: null, bytes: bodies.text };
    const bytes = (bodies.encoded[negotiated] ??= compressors[negotiated](bodies.text));
    return { etag: bodies.etag, encoding: negotiated, bytes };
  };
}
