// Generates the hero artwork and the favicon. The output is committed: edit here, not the SVGs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { BRAND_MONOGRAM } from '../../shared/src/brand.ts';

const PUBLIC = new URL('../public/', import.meta.url);
mkdirSync(new URL('images/host/', PUBLIC), { recursive: true });

const carriel = ({ x, y, scale, leather, shade, brass }) => `<g transform="translate(${x} ${y}) scale(${scale})">
<path d="M-150 -250 C-150 -420 150 -420 150 -250" fill="none" stroke="${shade}" stroke-width="16"/>
<rect x="-170" y="-260" width="340" height="300" rx="34" fill="${leather}"/>
<path d="M-170 -226 Q-170 -260 -136 -260 H136 Q170 -260 170 -226 V-80 Q0 -10 -170 -80 Z" fill="${shade}"/>
<path d="M-150 -236 H150 V-92 Q0 -30 -150 -92 Z" fill="none" stroke="${brass}" stroke-width="2" stroke-dasharray="8 7" opacity=".7"/>
<rect x="-96" y="-110" width="28" height="110" rx="6" fill="${shade}"/><rect x="68" y="-110" width="28" height="110" rx="6" fill="${shade}"/>
<rect x="-104" y="-60" width="44" height="34" rx="5" fill="none" stroke="${brass}" stroke-width="7"/>
<rect x="60" y="-60" width="44" height="34" rx="5" fill="none" stroke="${brass}" stroke-width="7"/>
<path d="M-160 20 Q0 48 160 20" fill="none" stroke="${brass}" stroke-width="2" stroke-dasharray="8 7" opacity=".55"/>
</g>`;

function scene({ sky, ground, sun, bags }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" width="1600" height="1000">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#s)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${sun.color}" opacity=".55"/>
<path d="M0 720 Q400 640 800 700 T1600 680 V1000 H0 Z" fill="${ground[0]}"/>
<path d="M0 820 Q500 760 1000 810 T1600 800 V1000 H0 Z" fill="${ground[1]}"/>
${bags.map(carriel).join('\n')}
</svg>
`;
}

const letterC = (centreX) => `<path d="M${centreX + 9.2} 22.8A13 13 0 1 0 ${centreX + 9.2} 41.2"/>`;
/**
 * No <text> on purpose: Chromium decodes an SVG favicon on the main thread, and text costs a system font lookup
 * (10-20 ms measured) on every first visit.
 */
const MONOGRAM_FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${BRAND_MONOGRAM}</title><rect width="64" height="64" rx="12" fill="#1d1a17"/><g fill="none" stroke="#d9b46a" stroke-width="4" stroke-linecap="round">${letterC(25)}${letterC(39)}</g></svg>\n`;

const CARAMEL = { leather: '#b0703a', shade: '#8e5526', brass: '#e0b862' };
const WINE = { leather: '#6e2233', shade: '#541726', brass: '#e0b862' };
const SAND = { leather: '#cfae84', shade: '#b38f63', brass: '#8a6a2f' };
const BLACK = { leather: '#2a2624', shade: '#171514', brass: '#d9b46a' };

const files = {
  'images/host/hero-1.svg': scene({
    sky: ['#f6e7d3', '#efd3b3'],
    ground: ['#e6c7a1', '#d9b48a'],
    sun: { x: 1240, y: 260, r: 150, color: '#fff3dc' },
    bags: [{ x: 800, y: 700, scale: 1.15, ...CARAMEL }],
  }),
  'images/host/hero-2.svg': scene({
    sky: ['#f3e9e1', '#e8d6cb'],
    ground: ['#dcc4b4', '#cdb09c'],
    sun: { x: 330, y: 230, r: 120, color: '#fff6ea' },
    bags: [
      { x: 620, y: 720, scale: 1, ...WINE },
      { x: 1010, y: 730, scale: 0.9, ...SAND },
    ],
  }),
  'images/host/hero-3.svg': scene({
    sky: ['#e9d6c4', '#c99c7e'],
    ground: ['#b98a6c', '#9c6f55'],
    sun: { x: 800, y: 520, r: 210, color: '#f7c58f' },
    bags: [{ x: 800, y: 740, scale: 1.1, ...BLACK }],
  }),
  'favicon.svg': MONOGRAM_FAVICON,
};

for (const [path, svg] of Object.entries(files)) {
  writeFileSync(new URL(path, PUBLIC), svg);
  console.log(`${path}: ${svg.length} bytes`);
}
