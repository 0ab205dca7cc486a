// Writes the catalog's artwork to public/images/catalog/: <slug>-<n>.svg per gallery image (n from 1), resort-<id>.svg
// per resort item. The view order must match src/data/products.ts; src/data/artwork.test.ts checks the files exist.
// Run: node mf-catalog/scripts/generate-artwork.mjs (its output is committed; rerun after editing a view).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/images/catalog/', import.meta.url));
const W = 800;
const H = 1000;
const CX = W / 2;
const CY = 560;

const LEATHERS = {
  cognac: { base: '#9a5a2a', dark: '#5e3316', light: '#c98a52', texture: 'smooth' },
  black: { base: '#2b2724', dark: '#121010', light: '#57504a', texture: 'smooth' },
  rose: { base: '#b8577a', dark: '#7c2f4d', light: '#e08aa8', texture: 'croco' },
  espresso: { base: '#3e271b', dark: '#1f130c', light: '#6d4a35', texture: 'croco', gold: true },
  caramel: { base: '#b06a2c', dark: '#6f3f16', light: '#dc9b5c', texture: 'croco' },
  beige: { base: '#cdb08a', dark: '#8d6f4b', light: '#ead8bd', texture: 'croco' },
  wine: { base: '#6e1f2e', dark: '#3f0f1a', light: '#9b4558', texture: 'croco' },
  orangeFlower: { base: '#d0692a', dark: '#8c3e12', light: '#f3a566', texture: 'flower' },
  midnight: { base: '#1f2d4f', dark: '#0f1830', light: '#4a5f8f', texture: 'croco' },
  emerald: { base: '#1f6b52', dark: '#0f3f30', light: '#4fa386', texture: 'waves' },
};

const SHAPES = {
  large: { w: 440, h: 380, flap: 0.62 },
  mini: { w: 380, h: 212, flap: 0.58 },
  baguette: { w: 560, h: 234, flap: 0.55 },
};

const LARGE = ['front', 'angle', 'detail', 'open'];
const LIMITED = [...LARGE, 'certificate'];
const SMALL = ['front', 'angle', 'worn'];

const PRODUCTS = [
  ['patron', SHAPES.large, LEATHERS.cognac, LARGE],
  ['patrona', SHAPES.large, LEATHERS.black, LARGE],
  ['bichota', SHAPES.large, LEATHERS.rose, LIMITED],
  ['donjuan', SHAPES.large, LEATHERS.espresso, LIMITED],
  ['vino', SHAPES.large, LEATHERS.wine, LARGE],
  ['arena', SHAPES.large, LEATHERS.beige, LARGE],
  ['mini-caramelo-croco', SHAPES.mini, LEATHERS.caramel, SMALL],
  ['mini-arena-croco', SHAPES.mini, LEATHERS.beige, SMALL],
  ['mini-negro', SHAPES.mini, LEATHERS.black, SMALL],
  ['mini-flor-de-tierra', SHAPES.mini, LEATHERS.orangeFlower, SMALL],
  ['mini-vino-croco', SHAPES.mini, LEATHERS.wine, SMALL],
  ['baguette-vino-croco', SHAPES.baguette, LEATHERS.wine, SMALL],
  ['baguette-arena-croco', SHAPES.baguette, LEATHERS.beige, SMALL],
  ['baguette-caramelo-croco', SHAPES.baguette, LEATHERS.caramel, SMALL],
  ['baguette-medianoche-croco', SHAPES.baguette, LEATHERS.midnight, SMALL],
  ['baguette-esmeralda-croco', SHAPES.baguette, LEATHERS.emerald, SMALL],
];

const r = (n) => Math.round(n * 10) / 10;

/** Each leather's grain: the tile of pattern #t, s its size (28, times the view's TEXTURE_SCALE). */
const TEXTURES = {
  croco: (s, { dark, light }) =>
    `<pattern id="t" width="${r(s * 2)}" height="${r(s * 1.4)}" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="${r(s - 4)}" height="${r(s * 0.7 - 4)}" rx="${r(s * 0.25)}" fill="${light}" fill-opacity=".18" stroke="${dark}" stroke-opacity=".45" stroke-width="1.5"/><rect x="${r(s + 2)}" y="${r(s * 0.7 + 2)}" width="${r(s - 4)}" height="${r(s * 0.7 - 4)}" rx="${r(s * 0.25)}" fill="${light}" fill-opacity=".12" stroke="${dark}" stroke-opacity=".45" stroke-width="1.5"/><rect x="${r(-s + 2)}" y="${r(s * 0.7 + 2)}" width="${r(s - 4)}" height="${r(s * 0.7 - 4)}" rx="${r(s * 0.25)}" fill="none" stroke="${dark}" stroke-opacity=".45" stroke-width="1.5"/></pattern>`,
  flower(s, { dark, light }) {
    const petal = (angle) =>
      `<ellipse cx="${s}" cy="${r(s - s * 0.28)}" rx="${r(s * 0.16)}" ry="${r(s * 0.28)}" transform="rotate(${angle} ${s} ${s})"/>`;
    return `<pattern id="t" width="${r(s * 2)}" height="${r(s * 2)}" patternUnits="userSpaceOnUse"><g fill="${light}" fill-opacity=".45" stroke="${dark}" stroke-opacity=".35">${[0, 72, 144, 216, 288].map(petal).join('')}</g><circle cx="${s}" cy="${s}" r="${r(s * 0.12)}" fill="${dark}" fill-opacity=".5"/></pattern>`;
  },
  waves: (s, { dark, light }) =>
    `<pattern id="t" width="${r(s * 2)}" height="${r(s * 0.8)}" patternUnits="userSpaceOnUse"><path d="M0 ${r(s * 0.4)} q${r(s * 0.5)} ${r(-s * 0.4)} ${s} 0 t${s} 0" fill="none" stroke="${light}" stroke-opacity=".55" stroke-width="3"/><path d="M0 ${r(s * 0.6)} q${r(s * 0.5)} ${r(-s * 0.4)} ${s} 0 t${s} 0" fill="none" stroke="${dark}" stroke-opacity=".4" stroke-width="1.5"/></pattern>`,
  smooth: (s, { dark, light }) =>
    `<pattern id="t" width="12" height="12" patternUnits="userSpaceOnUse"><circle cx="3" cy="4" r="1" fill="${light}" fill-opacity=".18"/><circle cx="9" cy="10" r="1" fill="${dark}" fill-opacity=".2"/></pattern>`,
};

/** The close-up draws the grain larger, the certificate's seal smaller. */
const TEXTURE_SCALE = { detail: 2.2, certificate: 0.8 };

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f0e7"/><stop offset="1" stop-color="#e6dacb"/></linearGradient><radialGradient id="sh"><stop offset="0" stop-color="#3b2a1c" stop-opacity=".28"/><stop offset="1" stop-color="#3b2a1c" stop-opacity="0"/></radialGradient><linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>${defs}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>\n`;

const metal = (leather) => (leather.gold ? { fill: '#d9b46a', edge: '#8a6424' } : { fill: '#c39a52', edge: '#6e5022' });

function buckle(x, y, s, leather) {
  const m = metal(leather);
  return `<rect x="${r(x - s * 0.32)}" y="${r(y - s * 0.1)}" width="${r(s * 0.64)}" height="${r(s * 1.5)}" rx="4" fill="${leather.dark}"/><rect x="${r(x - s / 2)}" y="${r(y)}" width="${s}" height="${r(s * 0.8)}" rx="${r(s * 0.14)}" fill="none" stroke="${m.fill}" stroke-width="${r(s * 0.14)}"/><rect x="${r(x - s / 2)}" y="${r(y)}" width="${s}" height="${r(s * 0.8)}" rx="${r(s * 0.14)}" fill="none" stroke="${m.edge}" stroke-width="1.5" stroke-opacity=".6"/><line x1="${x}" y1="${r(y + s * 0.05)}" x2="${x}" y2="${r(y + s * 0.75)}" stroke="${m.edge}" stroke-width="${r(s * 0.08)}" stroke-linecap="round"/>`;
}

/** One outline painted in layers: the leather's colour, its grain (#t), and on some panels the sheen (#gl). */
const layers = (d, ...fills) => fills.map((fill) => `<path d="${d}" fill="${fill}"/>`).join('');

function bagFront(shape, leather, cx, cy, { strap = true } = {}) {
  const { w, h, flap } = shape;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const fh = h * flap;
  const body = `M${r(x)} ${r(y + 18)} q0 -18 18 -18 h${r(w - 36)} q18 0 18 18 v${r(h - 48)} q0 30 -30 30 h${r(-(w - 60))} q-30 0 -30 -30 z`;
  const flapPath = `M${r(x - 6)} ${r(y + 10)} q0 -16 16 -16 h${r(w - 20)} q16 0 16 16 v${r(fh - 40)} q0 34 -34 34 h${r(-(w - 56))} q-34 0 -34 -34 z`;
  const top = y - h * 0.9;
  const strapPath = strap
    ? `<path d="M${r(x + 24)} ${r(y + 4)} C${r(x + 10)} ${r(top)} ${r(x + w - 10)} ${r(top)} ${r(x + w - 24)} ${r(y + 4)}" fill="none" stroke="${leather.dark}" stroke-width="18" stroke-linecap="round"/><path d="M${r(x + 24)} ${r(y + 4)} C${r(x + 10)} ${r(top)} ${r(x + w - 10)} ${r(top)} ${r(x + w - 24)} ${r(y + 4)}" fill="none" stroke="${leather.base}" stroke-width="11" stroke-linecap="round"/>`
    : '';
  const stitch = `stroke="${leather.light}" stroke-opacity=".7" stroke-width="2" stroke-dasharray="7 6" fill="none"`;
  const bs = Math.min(46, w * 0.1);
  const by = y + fh - bs * 1.6;
  return `<ellipse cx="${cx}" cy="${r(y + h + 26)}" rx="${r(w * 0.62)}" ry="30" fill="url(#sh)"/>${strapPath}${layers(body, leather.base, 'url(#t)')}<rect x="${r(x + 28)}" y="${r(y + fh + 16)}" width="${r(w - 56)}" height="${r(h - fh - 44)}" rx="12" ${stitch}/>${layers(flapPath, leather.base, 'url(#t)', 'url(#gl)')}<path d="${flapPath}" transform="translate(${r(cx * 0.04)} ${r((y - 6) * 0.04)}) scale(.96)" ${stitch}/>${buckle(x + w * 0.27, by, bs, leather)}${buckle(x + w * 0.73, by, bs, leather)}`;
}

/** What each gallery image shows, drawn round the bag's centre (CX, CY). */
const VIEWS = {
  front: (shape, leather) => bagFront(shape, leather, CX, CY),
  angle(shape, leather) {
    const { w, h } = shape;
    const side = w * 0.16;
    const x = CX - w / 2 - 4;
    const y = CY - h / 2 - w * 0.035;
    const gusset = `<path d="M${r(x + w - 6)} ${r(y + 20)} l${r(side)} ${r(-h * 0.08)} v${r(h * 0.92)} l${r(-side)} ${r(h * 0.1)} z" fill="${leather.dark}"/><path d="M${r(x + w - 6)} ${r(y + 20)} l${r(side)} ${r(-h * 0.08)} v${r(h * 0.92)} l${r(-side)} ${r(h * 0.1)} z" fill="url(#t)" opacity=".6"/>`;
    return `<g transform="translate(${r(-side / 2)} 0)">${gusset}<g transform="translate(${CX} ${CY}) skewY(-4) translate(${-CX} ${-CY})">${bagFront(shape, leather, CX, CY)}</g></g>`;
  },
  detail(shape, leather) {
    const m = metal(leather);
    return `<rect width="${W}" height="${H}" fill="${leather.base}"/><rect width="${W}" height="${H}" fill="url(#t)"/><path d="M0 430 h${W} v570 h-${W} z" fill="${leather.dark}" fill-opacity=".35"/><path d="M0 430 h${W}" stroke="${leather.light}" stroke-opacity=".7" stroke-width="4" stroke-dasharray="16 12"/><rect x="330" y="120" width="140" height="760" rx="12" fill="${leather.dark}"/><rect x="330" y="120" width="140" height="760" rx="12" fill="url(#gl)"/><rect x="270" y="420" width="260" height="190" rx="30" fill="none" stroke="${m.fill}" stroke-width="30"/><rect x="270" y="420" width="260" height="190" rx="30" fill="none" stroke="${m.edge}" stroke-width="3" stroke-opacity=".6"/><rect x="388" y="430" width="24" height="170" rx="12" fill="${m.fill}" stroke="${m.edge}" stroke-width="2"/><circle cx="400" cy="760" r="14" fill="${leather.base}" stroke="${leather.light}" stroke-width="3"/><circle cx="400" cy="260" r="14" fill="${leather.base}" stroke="${leather.light}" stroke-width="3"/>`;
  },
  open(shape, leather) {
    const { w, h } = shape;
    const x = CX - w / 2;
    const y = CY - h / 2 + 60;
    const body = `M${r(x)} ${r(y)} h${w} v${r(h - 30)} q0 30 -30 30 h${r(-(w - 60))} q-30 0 -30 -30 z`;
    const flap = `M${r(x - 6)} ${r(y)} h${r(w + 12)} l-16 ${r(-h * 0.78)} q-4 -20 -24 -20 h${r(-(w - 36))} q-20 0 -24 20 z`;
    return `<ellipse cx="${CX}" cy="${r(y + h + 26)}" rx="${r(w * 0.62)}" ry="30" fill="url(#sh)"/>${layers(flap, leather.dark, 'url(#t)')}<rect x="${r(x + 24)}" y="${r(y - h * 0.62)}" width="${r(w - 48)}" height="${r(h * 0.56)}" rx="10" fill="#efe3cf" stroke="${leather.dark}" stroke-opacity=".3"/><path d="M${r(x + 40)} ${r(y - h * 0.3)} h${r(w - 80)}" stroke="${leather.dark}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="6 6"/><rect x="${r(x + 12)}" y="${r(y - 16)}" width="${r(w - 24)}" height="40" rx="8" fill="#3a2a20"/>${layers(body, leather.base, 'url(#t)', 'url(#gl)')}<path d="M${r(x + 20)} ${r(y + 22)} h${r(w - 40)}" stroke="${leather.light}" stroke-opacity=".7" stroke-width="2" stroke-dasharray="7 6"/>`;
  },
  worn(shape, leather) {
    const small = { ...shape, w: shape.w * 0.85, h: shape.h * 0.85 };
    return `<path d="M150 -20 L${r(CX - small.w / 2 + 26)} ${r(CY + 60 - small.h / 2)} M650 -20 L${r(CX + small.w / 2 - 26)} ${r(CY + 60 - small.h / 2)}" stroke="${leather.dark}" stroke-width="14" stroke-linecap="round"/>${bagFront(small, leather, CX, CY + 60, { strap: false })}`;
  },
  certificate(shape, leather) {
    const m = metal(leather);
    return `<g transform="rotate(-5 400 500)"><rect x="170" y="230" width="460" height="560" fill="#fffdf8" stroke="#d9cfc2" stroke-width="2"/><rect x="195" y="255" width="410" height="510" fill="none" stroke="${m.fill}" stroke-width="3"/><path d="M260 340 h280 M290 380 h220 M260 560 h280 M260 600 h280 M260 640 h200" stroke="#5c544c" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/><text x="400" y="490" text-anchor="middle" font-family="Georgia,serif" font-size="54" fill="#1d1a17">N° 027/100</text><circle cx="520" cy="710" r="42" fill="${leather.base}" stroke="${m.fill}" stroke-width="6"/><circle cx="520" cy="710" r="42" fill="url(#t)"/></g><g transform="translate(600 860) scale(.55)">${bagFront(SHAPES.large, leather, 0, 0, { strap: false })}</g>`;
  },
};

const RESORT = [
  ['mini-wayuu-natural', 'bucket', 0.75, ['#e9dcc3', '#b98f5e', '#7a5636', '#d7bf98']],
  ['wayuu-tote-cream', 'tote', 1, ['#f3ead8', '#c9a97a', '#8c6b45', '#e0cfae']],
  ['mini-wayuu-coral', 'bucket', 0.75, ['#ef8a6f', '#f7d7c6', '#b24f3a', '#f4b09a']],
  ['wayuu-bucket-natural', 'bucket', 1, ['#e3d2b3', '#9c7a4f', '#5f4630', '#c9b08a']],
  ['wayuu-crossbody-blue', 'crossbody', 0.8, ['#2f5d8a', '#e9e1cf', '#16324f', '#7fa6cc']],
  ['wayuu-tote-multicolor', 'tote', 1, ['#e24e3b', '#f2b134', '#2a8c82', '#6a3d8f']],
];

function wovenBag(kind, scale, [c1, c2, c3, c4]) {
  const tote = kind === 'tote';
  const [w, h] = (tote ? [440, 400] : [380, 420]).map((size) => size * scale);
  const x = CX - w / 2;
  const y = CY - h / 2;
  const dip = 60 * scale; // how far the rounded bottom of the bucket and crossbody sags
  const bottom = tote
    ? `v${r(h)} h${r(w)} v${r(-h)}`
    : `v${r(h - dip)} q0 ${r(dip)} ${r(w / 2)} ${r(dip)} q${r(w / 2)} 0 ${r(w / 2)} ${r(-dip)} v${r(-(h - dip))}`;
  const outline = `M${r(x)} ${r(y)} ${bottom} z`;
  const band = (by, bh, fill) => `<rect x="${r(x)}" y="${r(by)}" width="${r(w)}" height="${r(bh)}" fill="${fill}"/>`;
  const diamonds = (by, bh, fill) => {
    let d = '';
    const n = Math.round(w / (bh * 1.2));
    const step = w / n;
    for (let i = 0; i < n; i += 1)
      d += `M${r(x + i * step)} ${r(by + bh / 2)} l${r(step / 2)} ${r(-bh / 2)} l${r(step / 2)} ${r(bh / 2)} l${r(-step / 2)} ${r(bh / 2)} z`;
    return `<path d="${d}" fill="${fill}"/>`;
  };
  const zigzag = (by, stroke) => {
    let d = `M${r(x)} ${r(by)}`;
    const n = Math.round(w / 30);
    for (let i = 0; i < n; i += 1) d += ` l${r(w / n / 2)} ${i % 2 ? 14 : -14} l${r(w / n / 2)} ${i % 2 ? -14 : 14}`;
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="5"/>`;
  };
  const bandH = h / 7;
  const pattern = [
    band(y, h, c1),
    diamonds(y + bandH * 1, bandH, c2),
    zigzag(y + bandH * 2.5, c3),
    band(y + bandH * 3.2, bandH * 0.5, c4),
    diamonds(y + bandH * 4.2, bandH, c3),
    zigzag(y + bandH * 5.8, c2),
  ].join('');
  const handles = {
    tote: `<path d="M${r(x + w * 0.22)} ${r(y + 4)} q${r(w * 0.14)} ${r(-h * 0.5)} ${r(w * 0.28)} 0 M${r(x + w * 0.5)} ${r(y + 4)} q${r(w * 0.14)} ${r(-h * 0.5)} ${r(w * 0.28)} 0" fill="none" stroke="${c3}" stroke-width="16" stroke-linecap="round"/>`,
    crossbody: `<path d="M${r(x + 10)} ${r(y + 6)} L120 -20 M${r(x + w - 10)} ${r(y + 6)} L680 -20" stroke="${c3}" stroke-width="14" stroke-linecap="round"/>`,
    bucket: `<path d="M${r(x + 8)} ${r(y + 6)} C${r(x - 20)} ${r(y - h * 0.9)} ${r(x + w + 20)} ${r(y - h * 0.9)} ${r(x + w - 8)} ${r(y + 6)}" fill="none" stroke="${c3}" stroke-width="14" stroke-linecap="round"/>`,
  }[kind];
  const cord = tote
    ? ''
    : `<path d="M${r(x + w * 0.62)} ${r(y + 12)} q10 60 -6 110 M${r(x + w * 0.66)} ${r(y + 12)} q16 60 8 110" stroke="${c3}" stroke-width="5" fill="none"/><circle cx="${r(x + w * 0.62)}" cy="${r(y + 132)}" r="12" fill="${c2}"/><circle cx="${r(x + w * 0.68)}" cy="${r(y + 130)}" r="12" fill="${c4}"/>`;
  return `<ellipse cx="${CX}" cy="${r(y + h + 20)}" rx="${r(w * 0.6)}" ry="26" fill="url(#sh)"/>${handles}<clipPath id="c"><path d="${outline}"/></clipPath><g clip-path="url(#c)">${pattern}<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#weave)"/></g><rect x="${r(x - 4)}" y="${r(y - 6)}" width="${r(w + 8)}" height="18" rx="6" fill="${c3}"/>${cord}`;
}

const WEAVE =
  '<pattern id="weave" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 5 h10 M5 0 v10" stroke="#000" stroke-opacity=".07" stroke-width="2"/></pattern>';

mkdirSync(OUT, { recursive: true });
const sizes = [];
const write = (name, content) => {
  writeFileSync(`${OUT}${name}`, content);
  sizes.push([name, Buffer.byteLength(content)]);
};

for (const [slug, shape, leather, views] of PRODUCTS) {
  views.forEach((kind, index) => {
    const grain = TEXTURES[leather.texture](28 * (TEXTURE_SCALE[kind] ?? 1), leather);
    write(`${slug}-${index + 1}.svg`, svg(grain, VIEWS[kind](shape, leather)));
  });
}
for (const [id, kind, scale, colours] of RESORT) write(`resort-${id}.svg`, svg(WEAVE, wovenBag(kind, scale, colours)));

const largest = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`wrote ${sizes.length} files to ${OUT}; largest ${largest[0]} (${largest[1]} bytes)`);
if (largest[1] > 6144) process.exitCode = 1;
