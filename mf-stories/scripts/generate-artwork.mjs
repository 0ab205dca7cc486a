// Writes the stories team's artwork to public/images/stories/. The output is committed; rerun after editing a scene.
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../public/images/stories/', import.meta.url);

const palette = {
  paper: '#fbf8f4',
  sand: '#f3ece2',
  dune: '#e6d6bf',
  caramel: '#b8742f',
  saddle: '#7a4520',
  wine: '#6e1f2b',
  wineDark: '#4a1520',
  arena: '#cdb08a',
  arenaDark: '#a88a62',
  black: '#23201d',
  gold: '#c9a04e',
  goldDark: '#a97a2c',
  coral: '#e07a5f',
  cream: '#efe3cc',
  sea: '#2a7f8f',
  lagoon: '#6cc1c4',
  sky: '#f6e3c8',
  green: '#2f4a3a',
  ink: '#1d1a17',
};

const n = (value) => Math.round(value * 10) / 10;

/** A carriel seen from the front: strap, body, tall flap with a rounded foot, buckles, stitching, fringe. */
function carriel({ x, y, w, h, leather, shade, metal = palette.gold, extra = '' }) {
  const flapW = w * 0.56;
  const flapX = x + (w - flapW) / 2;
  const flapH = h * 0.78;
  const r = flapW / 2;
  const fringe = Array.from({ length: 9 }, (_, i) => {
    const fx = x + w * 0.12 + (i * w * 0.76) / 8;
    return `M${n(fx)} ${n(y + h)}v${n(h * 0.09)}`;
  }).join('');
  return `<g>
<path d="M${n(x + w * 0.12)} ${n(y + 4)}C${n(x + w * 0.1)} ${n(y - h * 0.9)} ${n(x + w * 0.9)} ${n(y - h * 0.9)} ${n(x + w * 0.88)} ${n(y + 4)}" fill="none" stroke="${shade}" stroke-width="${n(w * 0.045)}" stroke-linecap="round"/>
<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.06)}" fill="${leather}"/>
<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(w - 12)}" height="${n(h - 12)}" rx="${n(w * 0.05)}" fill="none" stroke="${metal}" stroke-opacity=".55" stroke-width="1.5" stroke-dasharray="5 4"/>
<path d="M${n(x)} ${n(y + h)}h${n(w)}" stroke="${shade}" stroke-width="3"/>
<path d="${fringe}" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>
<path d="M${n(flapX)} ${n(y - 2)}h${n(flapW)}v${n(flapH - r)}a${n(r)} ${n(r)} 0 0 1 ${n(-flapW)} 0z" fill="${shade}"/>
<path d="M${n(flapX + 7)} ${n(y + 4)}h${n(flapW - 14)}v${n(flapH - r - 4)}a${n(r - 7)} ${n(r - 7)} 0 0 1 ${n(-(flapW - 14))} 0z" fill="none" stroke="${metal}" stroke-opacity=".6" stroke-width="1.5" stroke-dasharray="5 4"/>
${extra}
<rect x="${n(x + w / 2 - w * 0.07)}" y="${n(y + flapH * 0.62)}" width="${n(w * 0.14)}" height="${n(w * 0.1)}" rx="3" fill="none" stroke="${metal}" stroke-width="${n(w * 0.022)}"/>
<path d="M${n(x + w / 2)} ${n(y + flapH * 0.62 + w * 0.05)}v${n(w * 0.12)}" stroke="${metal}" stroke-width="${n(w * 0.02)}" stroke-linecap="round"/>
</g>`;
}

/** A handwoven bag: a tapering body filled with zigzag bands, with two rope handles (none on the loom). */
function wovenBag({ x, y, w, h, bands, id, handles = true }) {
  const bandH = h / bands.length;
  const zig = (color, index) => {
    const top = y + index * bandH;
    const teeth = 8;
    const step = w / teeth;
    let d = `M${n(x)} ${n(top + bandH)}`;
    for (let i = 0; i < teeth; i += 1)
      d += `L${n(x + step * (i + 0.5))} ${n(top + (index % 2 ? bandH * 0.35 : bandH * 0.65))}L${n(x + step * (i + 1))} ${n(top + bandH)}`;
    return `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(bandH + 1)}" fill="${color[0]}"/><path d="${d}V${n(top + bandH + 1)}H${n(x)}z" fill="${color[1]}"/>`;
  };
  const inset = w * 0.08;
  return `<defs><clipPath id="${id}"><path d="M${n(x)} ${n(y)}h${n(w)}l${n(-inset)} ${n(h)}h${n(-(w - 2 * inset))}z"/></clipPath></defs>
${handles ? `<path d="M${n(x + w * 0.2)} ${n(y + 2)}C${n(x + w * 0.2)} ${n(y - h * 0.55)} ${n(x + w * 0.45)} ${n(y - h * 0.55)} ${n(x + w * 0.45)} ${n(y + 2)}M${n(x + w * 0.55)} ${n(y + 2)}C${n(x + w * 0.55)} ${n(y - h * 0.55)} ${n(x + w * 0.8)} ${n(y - h * 0.55)} ${n(x + w * 0.8)} ${n(y + 2)}" fill="none" stroke="${palette.saddle}" stroke-width="${n(w * 0.035)}" stroke-linecap="round"/>` : ''}
<g clip-path="url(#${id})">${bands.map(zig).join('')}</g>`;
}

// A Colochila bag's woven stripes (ground, zigzag), top to bottom; the loom weaves all but the first, the bag on
// Ibiza's terrace shows the first three.
const COLOCHILA_BANDS = [
  [palette.cream, palette.coral],
  [palette.coral, palette.cream],
  [palette.cream, palette.sea],
  [palette.sea, palette.cream],
  [palette.cream, palette.coral],
];

/** A scene is SVG markup, one element a line, that opens with the <title> naming the image for screen readers. */
const svg = (width, height, scene) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">${scene.replace(/\n/g, '')}</svg>\n`;
/** The sizes src/stories/story-data.ts gives its images: a story's hero (and the video's poster), and a figure. */
const hero = (scene) => svg(1200, 675, scene);
const figure = (scene) => svg(800, 600, scene);

const sun = (cx, cy, r, color = palette.gold) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;

// The muse painted her Carriel's flap.
const MUSE_PAINT = `<path d="M545 290c40 30 70 10 110 40" fill="none" stroke="${palette.gold}" stroke-width="12" stroke-linecap="round"/>
<path d="M540 350c50-10 80 20 120 0" fill="none" stroke="${palette.coral}" stroke-width="10" stroke-linecap="round"/>
<path d="M560 400c30 15 60 5 85 20" fill="none" stroke="${palette.lagoon}" stroke-width="9" stroke-linecap="round"/>`;

const scenes = {
  'about-hero.svg': hero(`<title>A caramel Carriel against a warm wall</title>
<rect width="1200" height="675" fill="${palette.sand}"/>
<rect x="0" y="520" width="1200" height="155" fill="${palette.dune}"/>
<path d="M0 520h1200" stroke="${palette.arenaDark}" stroke-width="2"/>
<circle cx="930" cy="190" r="110" fill="${palette.sky}"/>
<path d="M780 520c60-120 140-160 230-120s150 40 190 10v110z" fill="${palette.arena}" opacity=".45"/>
<ellipse cx="600" cy="535" rx="230" ry="16" fill="${palette.arenaDark}" opacity=".35"/>
${carriel({ x: 450, y: 260, w: 300, h: 250, leather: palette.caramel, shade: palette.saddle })}
<path d="M120 120h160M120 136h100" stroke="${palette.goldDark}" stroke-width="3" stroke-linecap="round"/>`),
  'about-workshop.svg': figure(`<title>A leather workbench with an awl and waxed thread</title>
<rect width="800" height="600" fill="${palette.dune}"/>
<rect x="0" y="430" width="800" height="170" fill="${palette.saddle}"/>
<path d="M0 430h800" stroke="${palette.wineDark}" stroke-width="4"/>
<path d="M110 180c90-40 230-30 330 0s150 80 140 170-120 110-250 100-230-40-250-120 0-130 30-150z" fill="${palette.caramel}"/>
<path d="M150 220c80-30 190-25 270 0s120 60 110 130" fill="none" stroke="${palette.gold}" stroke-width="2" stroke-dasharray="7 6"/>
<path d="M260 250h120v90a60 60 0 0 1-120 0z" fill="${palette.saddle}"/>
<path d="M270 260h100v80a50 50 0 0 1-100 0z" fill="none" stroke="${palette.gold}" stroke-width="2" stroke-dasharray="6 5"/>
<rect x="560" y="300" width="160" height="26" rx="13" fill="${palette.ink}" transform="rotate(-28 640 313)"/>
<path d="M690 270l70-38" stroke="#b9b3aa" stroke-width="6" stroke-linecap="round"/>
<circle cx="640" cy="480" r="52" fill="${palette.cream}"/>
<circle cx="640" cy="480" r="20" fill="${palette.arenaDark}"/>
<path d="M640 428c-120-10-200 20-300-10" fill="none" stroke="${palette.cream}" stroke-width="3"/>`),
  'about-pair.svg': figure(`<title>Two Carriels in wine and sand leather</title>
<rect width="800" height="600" fill="${palette.paper}"/>
<rect x="0" y="470" width="800" height="130" fill="${palette.sand}"/>
<ellipse cx="260" cy="482" rx="150" ry="12" fill="${palette.dune}"/>
<ellipse cx="545" cy="482" rx="150" ry="12" fill="${palette.dune}"/>
${carriel({ x: 130, y: 260, w: 260, h: 210, leather: palette.wine, shade: palette.wineDark })}
${carriel({ x: 420, y: 260, w: 250, h: 210, leather: palette.arena, shade: palette.arenaDark, metal: palette.goldDark })}`),
  'colochila-hero.svg': hero(`<title>A striped handwoven bag on the sand by the sea</title>
<rect width="1200" height="675" fill="${palette.sky}"/>
${sun(930, 170, 70)}
<rect x="0" y="330" width="1200" height="110" fill="${palette.sea}"/>
<path d="M0 360h1200M0 395h1200" stroke="${palette.lagoon}" stroke-width="3" stroke-dasharray="40 30" opacity=".7"/>
<path d="M0 430c200-30 400 20 600 0s400-30 600 0v245H0z" fill="${palette.dune}"/>
<ellipse cx="600" cy="600" rx="200" ry="16" fill="${palette.arenaDark}" opacity=".35"/>
${wovenBag({ x: 450, y: 340, w: 300, h: 260, id: 'colochila-hero-bag', bands: COLOCHILA_BANDS })}`),
  'colochila-weaving.svg': figure(`<title>Threads on a loom forming a zigzag pattern</title>
<rect width="800" height="600" fill="${palette.saddle}"/>
<rect x="80" y="40" width="640" height="24" rx="6" fill="${palette.arenaDark}"/>
<rect x="80" y="536" width="640" height="24" rx="6" fill="${palette.arenaDark}"/>
${Array.from({ length: 33 }, (_, i) => `<path d="M${100 + i * 18.75} 64V536" stroke="${palette.cream}" stroke-width="2" opacity=".5"/>`).join('')}
<g clip-path="url(#loom)"><defs><clipPath id="loom"><rect x="100" y="64" width="600" height="300"/></clipPath></defs>
${wovenBag({ x: 100, y: 64, w: 600, h: 300, id: 'loom-cloth', bands: COLOCHILA_BANDS.slice(1), handles: false })}
</g>
<path d="M100 364h600" stroke="${palette.ink}" stroke-width="3" opacity=".4"/>
<path d="M420 364c40 60 120 80 210 90" fill="none" stroke="${palette.coral}" stroke-width="5" stroke-linecap="round"/>
<rect x="600" y="440" width="90" height="28" rx="14" fill="${palette.arena}"/>`),
  'ibiza-terrace.svg': hero(`<title>A white hotel terrace with arches over a turquoise sea</title>
<rect width="1200" height="675" fill="#fffaf2"/>
<rect x="0" y="0" width="1200" height="470" fill="${palette.lagoon}"/>
<rect x="0" y="0" width="1200" height="300" fill="${palette.sky}"/>
${sun(600, 250, 60, palette.coral)}
<rect x="0" y="300" width="1200" height="170" fill="${palette.sea}"/>
<path d="M0 0h1200v470h-40V200a140 140 0 0 0-280 0v270H760V200a160 160 0 0 0-320 0v270H320V200a140 140 0 0 0-280 0v270H0z" fill="#fffaf2"/>
<rect x="0" y="470" width="1200" height="205" fill="${palette.sand}"/>
<path d="M0 470h1200" stroke="${palette.dune}" stroke-width="6"/>
<path d="M820 590l220-40 40 20-220 40z" fill="${palette.cream}" stroke="${palette.arenaDark}" stroke-width="3"/>
${wovenBag({ x: 900, y: 480, w: 110, h: 90, id: 'ibiza-bag', bands: COLOCHILA_BANDS.slice(0, 3) })}`),
  'ibiza-poster.svg': hero(`<title>White arches, the sea and a setting sun</title>
<rect width="1200" height="675" fill="${palette.sky}"/>
${sun(600, 330, 110, palette.coral)}
<rect x="0" y="380" width="1200" height="295" fill="${palette.sea}"/>
<path d="M0 420h1200M0 470h1200M0 530h1200" stroke="${palette.lagoon}" stroke-width="4" stroke-dasharray="60 40" opacity=".6"/>
<path d="M0 0h1200v675H860V320a260 260 0 0 0-520 0v355H0z" fill="#fffaf2"/>
<path d="M0 660h1200" stroke="${palette.dune}" stroke-width="30"/>`),
  'munich-store.svg': hero(`<title>A shop front with a green awning and a Carriel in the window</title>
<rect width="1200" height="675" fill="${palette.cream}"/>
<rect x="140" y="60" width="920" height="560" fill="${palette.paper}" stroke="${palette.dune}" stroke-width="4"/>
<rect x="180" y="110" width="840" height="60" fill="${palette.green}"/>
<text x="600" y="150" font-family="Georgia, serif" font-size="30" letter-spacing="8" text-anchor="middle" fill="${palette.gold}">POP-UP · MÜNCHEN</text>
<path d="M180 170h840l-30 60H210z" fill="${palette.green}"/>
<path d="M210 230${`a${(780 / 14 / 2).toFixed(1)} 20 0 0 0 ${(780 / 14).toFixed(1)} 0`.repeat(14)}" fill="${palette.green}"/>
<rect x="220" y="270" width="520" height="320" fill="#e9f0ec" stroke="${palette.ink}" stroke-width="6"/>
<rect x="790" y="270" width="190" height="350" fill="${palette.wineDark}" stroke="${palette.ink}" stroke-width="6"/>
<circle cx="950" cy="450" r="7" fill="${palette.gold}"/>
<rect x="250" y="520" width="460" height="16" fill="${palette.dune}"/>
${carriel({ x: 390, y: 380, w: 170, h: 140, leather: palette.caramel, shade: palette.saddle })}
<path d="M240 290l120 0-120 120z" fill="#ffffff" opacity=".5"/>
<rect x="0" y="620" width="1200" height="55" fill="${palette.arenaDark}"/>`),
  'muse-la-artista.svg': hero(`<title>A black Carriel with painted brushstrokes in gold, coral and blue</title>
<rect width="1200" height="675" fill="${palette.sand}"/>
<path d="M0 560c200-60 360 30 570-20s330-70 630 10v125H0z" fill="${palette.dune}"/>
<path d="M140 140c60-40 140-30 200 10" fill="none" stroke="${palette.coral}" stroke-width="18" stroke-linecap="round" opacity=".7"/>
<path d="M900 120c70 20 120 60 140 120" fill="none" stroke="${palette.sea}" stroke-width="16" stroke-linecap="round" opacity=".6"/>
${carriel({ x: 450, y: 250, w: 300, h: 250, leather: palette.black, shade: '#35302b', extra: MUSE_PAINT })}
<rect x="860" y="470" width="180" height="14" rx="7" fill="${palette.saddle}" transform="rotate(-20 950 477)"/>
<path d="M1026 446l40-16" stroke="${palette.coral}" stroke-width="14" stroke-linecap="round"/>`),
};

mkdirSync(OUT, { recursive: true });
for (const [file, content] of Object.entries(scenes)) {
  writeFileSync(new URL(file, OUT), content);
  console.log(`${file}  ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}
