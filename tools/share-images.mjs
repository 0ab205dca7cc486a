// The share images of every shared page (Open Graph / Twitter cards): PNGs of SHARE_IMAGE_SIZE, drawn from each page's
// own SVG illustration, the brand's wordmark and tokens, and rendered by the project's Chromium. Rerunnable: it
// rewrites them all, and removes a share image whose product or story is gone.
//
//   node tools/node24.mjs node tools/share-images.mjs
//
// Writes, into each team's public/ (copied into its dist by tools/rspack-config.mjs), under the names the teams'
// path modules give (mf-catalog/src/data/share-images.ts, mf-stories/src/stories/share-images.ts,
// mf-legal/src/content/share-image.ts, host/src/home/share-image.ts):
//   mf-catalog/public/images/share/<product>.png and collection-<collection>.png
//   mf-stories/public/images/share/<story id>.png
//   mf-legal/public/images/share/legal.png
//   host/public/images/share/site.png
// The files are committed: 8-bit palette PNGs of 10-50 KB (see "PNG" below). No card carries words but the wordmark
// and a product's name (a proper noun), so each serves every language.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const from = (...segments) => path.join(ROOT, ...segments);

// The teams' data modules are TypeScript written for the bundler: extensionless relative imports and JSON imported
// without an attribute. Node runs them once it resolves those as the bundler does.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^\.\.?\//.test(specifier) && !/\.(?:[cm]?[jt]sx?|json)$/.test(specifier) && context.parentURL) {
      for (const suffix of ['.ts', '/index.ts']) {
        const candidate = new URL(specifier + suffix, context.parentURL);
        if (existsSync(candidate)) return nextResolve(candidate.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('.json'))
      return { format: 'module', source: `export default ${readFileSync(new URL(url), 'utf8')};`, shortCircuit: true };
    if (url.startsWith('file:') && url.endsWith('.ts'))
      return nextLoad(url, { ...context, format: 'module-typescript' });
    return nextLoad(url, context);
  },
});

const load = (relative) => import(pathToFileURL(from(relative)).href);
const { BRAND_NAME, COLLECTION_SLUGS, SHARE_IMAGE_SIZE } = await load('shared/src/index.ts');
const { PRODUCTS } = await load('mf-catalog/src/data/products.ts');
const { COLLECTION_PRODUCTS } = await load('mf-catalog/src/data/collections.ts');
const { RESORT_ITEMS } = await load('mf-catalog/src/data/resort.ts');
const { productShareImage, collectionShareImage } = await load('mf-catalog/src/data/share-images.ts');
const { STORIES } = await load('mf-stories/src/stories/story-data.ts');
const { storyShareImage } = await load('mf-stories/src/stories/share-images.ts');
const { LEGAL_SHARE_IMAGE } = await load('mf-legal/src/content/share-image.ts');
const { SITE_SHARE_IMAGE } = await load('host/src/home/share-image.ts');
const { HERO_SLIDES } = await load('host/src/home/hero/hero-slides.ts');

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;

// ---- What the cards are made of -------------------------------------------------------------------------------

const TOKENS_CSS = readFileSync(from('shared/src/tokens.css'), 'utf8');

/** The display face as the host serves it (host/src/styles/fonts.css), from the host's own @fontsource package. */
const DISPLAY_FONT = readFileSync(
  createRequire(from('host/package.json')).resolve(
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  ),
);

const dataUrl = (type, bytes) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A team's SVG, by its path below the team's public/, as an image source (each <img> keeps its own ids). */
const svgSource = (team, publicPath) => dataUrl('image/svg+xml', readFileSync(from(team, 'public', publicPath)));

/** The house's CC mark, as the favicon draws it (host/public/favicon.svg), without its tile. */
const monogram = (size) =>
  `<svg class="monogram" width="${size}" height="${size}" viewBox="6 6 52 52" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"><path d="M34.2 22.8A13 13 0 1 0 34.2 41.2"/><path d="M48.2 22.8A13 13 0 1 0 48.2 41.2"/></g></svg>`;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const wordmark = () => `<div class="wordmark">${escapeHtml(BRAND_NAME)}</div>`;

/** A card's page: the brand's tokens and display face, exactly WIDTH × HEIGHT, then the card's own style and body. */
function cardDocument({ style, body }) {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
${TOKENS_CSS}
@font-face {
  font-family: 'Cormorant Garamond';
  font-style: normal;
  font-weight: 500;
  font-display: block;
  src: url('${dataUrl('font/woff2', DISPLAY_FONT)}') format('woff2');
}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
body {
  background: var(--color-paper);
  color: var(--color-ink);
  font-family: var(--font-display);
  font-weight: 500;
  -webkit-font-smoothing: antialiased;
}
img { display: block; }
/* As host/src/brand/wordmark.module.css sets it. */
.wordmark { font-family: var(--font-display); font-weight: 500; letter-spacing: 0.28em; text-transform: uppercase;
  white-space: nowrap; }
.rule { width: 64px; height: 1px; background: var(--color-gold); }
${style}
</style></head><body>${body}</body></html>`;
}

// ---- The cards ------------------------------------------------------------------------------------------------

/** A product: its first view as large as the card's height allows, and on the paper beside it its name. */
function productCard(product) {
  return cardDocument({
    style: `
      .card { display: flex; height: 100%; }
      .art { flex: none; width: ${Math.round((HEIGHT * 4) / 5)}px; height: 100%; object-fit: cover; }
      .panel { flex: 1; position: relative; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 36px; padding: 0 64px; text-align: center; }
      .panel::before { content: ''; position: absolute; inset: 28px 28px 28px 0; border: 1px solid var(--color-line);
        border-left: 0; }
      .panel .wordmark { position: absolute; top: 64px; font-size: 22px; color: var(--color-gold); }
      .name { font-size: 84px; line-height: 1.05; letter-spacing: 0.01em; text-wrap: balance; }
      .panel .monogram { position: absolute; bottom: 56px; color: var(--color-gold); }`,
    body: `<div class="card">
      <img class="art" src="${svgSource('mf-catalog', product.images[0].path)}" alt="">
      <div class="panel">${wordmark()}<div class="rule"></div><div class="name">${escapeHtml(product.name)}</div><div class="rule"></div>${monogram(44)}</div>
    </div>`,
  });
}

/**
 * A collection: the wordmark over its pieces side by side, each in an arch. No title: the collection's is translated.
 * `pieces` are SVG texts; `frame` the part of their canvas ({ x, width, bottom, canvasHeight }) every drawing is in.
 */
function collectionCard(pieces, frame) {
  const gap = pieces.length > 5 ? 14 : 20;
  const tileWidth = Math.floor((WIDTH - 2 * 60 - (pieces.length - 1) * gap) / pieces.length);
  const scale = tileWidth / frame.width;
  // As tall as the card leaves room for: the arch rises over the drawing as far as the canvas goes.
  const tileHeight = Math.round(Math.min(430, scale * frame.canvasHeight));
  const top = Math.max(0, frame.bottom - tileHeight / scale);
  const viewBox = [frame.x, top, frame.width, tileHeight / scale].map((n) => Math.round(n)).join(' ');
  const cropped = (svg) =>
    svg.replace(/<svg\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:viewBox|width|height|preserveAspectRatio)="[^"]*"/g, '')
        .replace(/>$/, ` viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">`),
    );
  return cardDocument({
    style: `
      .card { height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: center;
        gap: 52px; }
      .head { display: flex; align-items: center; gap: 28px; }
      .head .wordmark { font-size: 30px; margin-right: -0.28em; }
      .head .rule { width: 120px; background: var(--color-gold-light); }
      .row { display: flex; align-items: end; gap: ${gap}px; }
      .tile { width: ${tileWidth}px; height: ${tileHeight}px; border-radius: ${tileWidth / 2}px ${tileWidth / 2}px 2px 2px;
        overflow: hidden; background: var(--color-sand); }
      .tile img { width: 100%; height: 100%; }`,
    body: `<div class="card">
      <div class="head"><div class="rule"></div>${wordmark()}<div class="rule"></div></div>
      <div class="row">${pieces.map((svg) => `<div class="tile"><img src="${dataUrl('image/svg+xml', cropped(svg))}" alt=""></div>`).join('')}</div>
    </div>`,
  });
}

/**
 * Where the drawing of each SVG lies on its canvas (the union of its shapes' boxes, the backdrop that fills the
 * canvas left out), measured by the browser: { canvas: { width, height }, box: { left, top, right, bottom } }.
 */
async function drawingBoxes(page, svgs) {
  const boxes = [];
  for (const svg of svgs) {
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    boxes.push(
      await page.evaluate(() => {
        const root = document.querySelector('svg');
        const { width, height } = root.getBoundingClientRect();
        const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        for (const shape of root.querySelectorAll('path, rect, circle, ellipse, line, polyline, polygon')) {
          if (shape.closest('defs, clipPath, pattern, mask')) continue;
          const r = shape.getBoundingClientRect();
          if (r.width * r.height > 0.9 * width * height) continue;
          // The box leaves strokes out; the thickest of the drawings' is under 20.
          box.left = Math.min(box.left, r.left - 10);
          box.top = Math.min(box.top, r.top - 10);
          box.right = Math.max(box.right, r.right + 10);
          box.bottom = Math.max(box.bottom, r.bottom + 10);
        }
        return { canvas: { width, height }, box };
      }),
    );
  }
  return boxes;
}

/** The columns of the pieces' canvas every drawing lies in, with a margin, and the lowest line any reaches. */
function frameFor(measured) {
  const { canvas } = measured[0];
  const left = Math.min(...measured.map((m) => m.box.left));
  const right = Math.max(...measured.map((m) => m.box.right));
  const margin = 0.06 * (right - left);
  const x = Math.max(0, left - margin);
  return {
    x,
    width: Math.min(canvas.width, right + margin) - x,
    bottom: Math.min(canvas.height, Math.max(...measured.map((m) => m.box.bottom)) + margin),
    canvasHeight: canvas.height,
  };
}

/** A story: its hero illustration whole (16:9 at the card's height) beside an ink band that carries the wordmark. */
function storyCard(story) {
  const artWidth = Math.round((HEIGHT * story.hero.width) / story.hero.height);
  return cardDocument({
    style: `
      .card { display: flex; height: 100%; background: var(--color-ink); }
      .band { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 28px; }
      .band .wordmark { writing-mode: vertical-rl; transform: rotate(180deg); font-size: 24px;
        color: var(--color-gold-light); }
      .band .monogram { color: var(--color-gold-light); }
      .art { flex: none; width: ${artWidth}px; height: 100%; object-fit: cover; }`,
    body: `<div class="card">
      <div class="band">${wordmark()}${monogram(30)}</div>
      <img class="art" src="${svgSource('mf-stories', story.hero.file)}" alt="">
    </div>`,
  });
}

/**
 * The site's card (home page and any page without its own): the house's mark and wordmark on ink, beside the first
 * of the home page's hero illustrations.
 */
function siteCard() {
  return cardDocument({
    style: `
      .card { display: flex; height: 100%; background: var(--color-ink); }
      .panel { flex: none; width: 540px; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 34px; color: var(--color-gold-light); }
      .panel .wordmark { font-size: 42px; letter-spacing: 0.22em; margin-right: -0.22em; color: var(--color-paper); }
      .panel .rule { background: var(--color-gold-light); }
      .art { flex: none; width: ${WIDTH - 540}px; height: 100%; object-fit: cover; }`,
    body: `<div class="card">
      <div class="panel">${monogram(92)}<div class="rule"></div>${wordmark()}</div>
      <img class="art" src="${svgSource('host', HERO_SLIDES[0].image)}" alt="">
    </div>`,
  });
}

/** Every legal page: the house's mark and wordmark on ink, framed; the documents have no illustration of their own. */
function legalCard() {
  return cardDocument({
    style: `
      .card { height: 100%; position: relative; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 40px; background: var(--color-ink); color: var(--color-gold-light); }
      .card::before { content: ''; position: absolute; inset: 32px; border: 1px solid var(--color-gold); }
      .card .wordmark { font-size: 52px; margin-right: -0.28em; color: var(--color-paper); }
      .card .rule { width: 96px; background: var(--color-gold-light); }`,
    body: `<div class="card">${monogram(120)}<div class="rule"></div>${wordmark()}</div>`,
  });
}

// ---- PNG: the screenshot in 256 colours ------------------------------------------------------------------------
// Chromium dithers every gradient of the illustrations, a noise that PNG cannot compress: a screenshot is 60-180 KB.
// The cards hold a few thousand colours, nearly all of them that noise and the edges of shapes, so the same picture
// in a palette of 256 (median cut, then refined; no dithering) differs from it by a level or two where it differs at
// all, and is a third of the size or less.

/** The pixels of Chromium's screenshot (8-bit RGB or RGBA, not interlaced) as RGB, three bytes a pixel. */
function decodeScreenshot(png) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = { 2: 3, 6: 4 }[png[25]];
  if (png[24] !== 8 || !channels || png[28] !== 0) throw new Error('unexpected screenshot format');
  const data = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at))
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      data.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  const filtered = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const bytes = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? bytes[row + x - channels] : 0;
      const up = y > 0 ? bytes[row - stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? bytes[row - stride + x - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [dl, du, dul] = [left, up, upLeft].map((v) => Math.abs(estimate - v));
        predicted = dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
      }
      bytes[row + x] = (filtered[y * (stride + 1) + 1 + x] + predicted) & 255;
    }
  }
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) bytes.copy(rgb, i * 3, i * channels, i * channels + 3);
  return { width, height, rgb };
}

/** How much a difference in red, green and blue shows (roughly the eye's weights). */
const CHANNEL_WEIGHTS = [2, 3, 1];
const colourDistance = (a, b) => CHANNEL_WEIGHTS.reduce((sum, weight, j) => sum + weight * (a[j] - b[j]) ** 2, 0);

/** A set of colours (each with its pixel count), its mean, the channel it spreads most along, and its squared error. */
function colourBox(colours) {
  let pixels = 0;
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  for (const { rgb, count } of colours) {
    pixels += count;
    for (let j = 0; j < 3; j++) {
      sum[j] += rgb[j] * count;
      squares[j] += rgb[j] ** 2 * count;
    }
  }
  const mean = sum.map((s) => s / pixels);
  const spread = squares.map((s, j) => CHANNEL_WEIGHTS[j] * (s / pixels - mean[j] ** 2));
  const error = colours.length > 1 ? pixels * spread.reduce((a, b) => a + b, 0) : 0;
  return { colours, mean, channel: spread.indexOf(Math.max(...spread)), error };
}

/** Up to 256 colours for an image, and the palette entry of each colour it has. */
function paletteOf(rgb) {
  const counts = new Map();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = rgb.readUIntBE(i, 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const colours = [...counts].map(([key, count]) => ({ key, count, rgb: [key >> 16, (key >> 8) & 255, key & 255] }));
  // Median cut: split the box of colours with the largest error at its mean, until there are 256.
  const boxes = [colourBox(colours)];
  while (boxes.length < 256) {
    const worst = boxes.reduce((w, box, i) => (box.error > boxes[w].error ? i : w), 0);
    const { colours: inBox, mean, channel, error } = boxes[worst];
    if (error === 0) break;
    inBox.sort((a, b) => a.rgb[channel] - b.rgb[channel]);
    const cut = Math.min(
      Math.max(
        inBox.findIndex((c) => c.rgb[channel] > mean[channel]),
        1,
      ),
      inBox.length - 1,
    );
    boxes.splice(worst, 1, colourBox(inBox.slice(0, cut)), colourBox(inBox.slice(cut)));
  }
  // Refined: each colour to its nearest entry, each entry to the mean of its colours (a few rounds of k-means).
  let palette = boxes.map((box) => box.mean);
  const entryOf = new Map();
  for (let round = 0; round < 3; round++) {
    const sums = palette.map(() => [0, 0, 0, 0]);
    for (const { key, count, rgb: colour } of colours) {
      let nearest = 0;
      for (let i = 1; i < palette.length; i++)
        if (colourDistance(palette[i], colour) < colourDistance(palette[nearest], colour)) nearest = i;
      entryOf.set(key, nearest);
      for (let j = 0; j < 3; j++) sums[nearest][j] += colour[j] * count;
      sums[nearest][3] += count;
    }
    palette = palette.map((entry, i) => (sums[i][3] ? sums[i].slice(0, 3).map((s) => s / sums[i][3]) : entry));
  }
  return { palette: palette.map((entry) => entry.map(Math.round)), entryOf };
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The screenshot as an 8-bit palette PNG. */
function toPalettePng(screenshot) {
  const { width, height, rgb } = decodeScreenshot(screenshot);
  const { palette, entryOf } = paletteOf(rgb);
  // Each row: filter type 0 (none), then one palette index a pixel.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = entryOf.get(rgb.readUIntBE((y * width + x) * 3, 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a pixel
  header[9] = 3; // colour type: palette
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from(palette.flat())),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- What is written where ------------------------------------------------------------------------------------

/** [team folder, path below its public/, card document] of every share image. */
async function allCards(page) {
  const products = Object.values(PRODUCTS);
  const read = (publicPath) => readFileSync(from('mf-catalog', 'public', publicPath), 'utf8');
  const collectionPieces = (slug) =>
    slug === 'resort'
      ? RESORT_ITEMS.map((item) => read(item.image))
      : COLLECTION_PRODUCTS[slug].map((productSlug) => read(PRODUCTS[productSlug].images[0].path));
  const collections = [];
  for (const slug of COLLECTION_SLUGS) {
    const pieces = collectionPieces(slug);
    const frame = frameFor(await drawingBoxes(page, pieces));
    collections.push(['mf-catalog', collectionShareImage(slug), collectionCard(pieces, frame)]);
  }
  return [
    ...products.map((product) => ['mf-catalog', productShareImage(product.slug), productCard(product)]),
    ...collections,
    ...STORIES.map((story) => ['mf-stories', storyShareImage(story.id), storyCard(story)]),
    ['mf-legal', LEGAL_SHARE_IMAGE, legalCard()],
    ['host', SITE_SHARE_IMAGE, siteCard()],
  ];
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    // Only data: URLs are used; anything else would be a mistake in a card.
    await page.route(/^(?!data:)/, (route) => route.abort());
    const cards = await allCards(page);
    const written = new Set();
    for (const [team, publicPath, html] of cards) {
      await page.setContent(html, { waitUntil: 'load' });
      const fontsLoaded = await page.evaluate(async () => {
        await Promise.all([...document.fonts].map((face) => face.load()));
        await document.fonts.ready;
        return [...document.fonts].every((face) => face.status === 'loaded');
      });
      if (!fontsLoaded) throw new Error(`${team}/${publicPath}: the display face did not load`);
      const file = from(team, 'public', publicPath);
      mkdirSync(path.dirname(file), { recursive: true });
      const png = toPalettePng(await page.screenshot({ type: 'png' }));
      writeFileSync(file, png);
      written.add(file);
      console.log(`${path.relative(ROOT, file)}  ${(png.length / 1024).toFixed(1)} KB`);
    }
    // A product or story that is gone takes its share image with it.
    for (const folder of new Set([...written].map((file) => path.dirname(file)))) {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (name.endsWith('.png') && !written.has(file)) {
          rmSync(file);
          console.log(`${path.relative(ROOT, file)}  removed`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
