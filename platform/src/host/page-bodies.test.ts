import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageBodies } from './page-bodies.ts';

describe("a page's bytes as they travel", () => {
  const page = { html: `<!doctype html><main>${'Carriel '.repeat(500)}</main>` };

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the text to one that takes neither', () => {
    const bodyFor = createPageBodies();
    const brotli = bodyFor(page, 'gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(page.html);
    const gzip = bodyFor(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(page.html);
    for (const acceptEncoding of ['', 'identity', 'zstd', 'br;q=0, gzip;q=0'])
      expect({ acceptEncoding, ...bodyFor(page, acceptEncoding) }).toMatchObject({ acceptEncoding, encoding: null });
    expect(bodyFor(page, '').bytes.toString()).toBe(page.html);
  });

  it('tags a page by its text, the same in every encoding, and another text otherwise', () => {
    const bodyFor = createPageBodies();
    const tag = bodyFor(page, 'br').etag;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(bodyFor(page, 'gzip').etag).toBe(tag);
    expect(bodyFor({ html: page.html }, '').etag).toBe(tag); // the same text in another answer
    expect(bodyFor({ html: `${page.html} ` }, 'br').etag).not.toBe(tag);
  });

  it('compresses a page served again once per encoding', () => {
    const bodyFor = createPageBodies();
    expect(bodyFor(page, 'br').bytes).toBe(bodyFor(page, 'br').bytes);
    expect(bodyFor(page, 'gzip').bytes).toBe(bodyFor(page, 'gzip').bytes);
  });

  it('sends a page under 1 KB as it is', () => {
    expect(createPageBodies()({ html: '<p>short</p>' }, 'br')).toMatchObject({ encoding: null });
  });
});
