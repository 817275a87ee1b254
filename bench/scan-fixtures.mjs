// The camera scan's test set (docs/product.md "Scan", decision 039): photos of sticker fronts and
// backs with printed codes, drawn with the app's font (Inter), several stickers per photo, each
// turned up to 15°, the photo under perspective, blur, glare, low light and noise. Seeded, so the
// same photos come out on every machine; `node bench/scan-fixtures.mjs [dir] [count]` writes them
// with manifest.json (the true codes of each photo). The repository keeps a small sample
// (bench/scan-photos/); the bench and the browser test make the whole set on demand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Transformer } from '@napi-rs/image';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const fontFiles = ['400Regular/Inter_400Regular.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map(
  (file) => require.resolve(`@expo-google-fonts/inter/${file}`),
);

const TEAMS = [
  ['MEX', 'Mexico', '#0b7a3e'],
  ['BRA', 'Brazil', '#f2c500'],
  ['ARG', 'Argentina', '#6cb4e4'],
  ['ENG', 'England', '#c8102e'],
];
/** The album the photos are of: 00, FWC1–FWC19 and 20 per team (its checklist, as typed). */
export const SCAN_ALBUM_CHECKLIST = [
  '00',
  'Intro: FWC1-FWC19',
  ...TEAMS.map(([code, name]) => `${name}: ${code}1-${code}20`),
].join('\n');
export const SCAN_ALBUM_CODES = [
  '00',
  ...Array.from({ length: 19 }, (_, i) => `FWC${i + 1}`),
  ...TEAMS.flatMap(([code]) => Array.from({ length: 20 }, (_, i) => `${code}${i + 1}`)),
];
const SURNAMES = [
  'LOZANO',
  'SILVA',
  'MESSI',
  'KANE',
  'ALVAREZ',
  'RICE',
  'VINICIUS',
  'RAPHINHA',
  'JIMENEZ',
  'FODEN',
  'OCHOA',
  'MARTINEZ',
];

/** mulberry32: a small seeded generator, so every run draws the same photos. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The scene is drawn in these units, then rendered at PIXEL_WIDTH (a phone photo, scaled down). */
const WIDTH = 1024;
const HEIGHT = 768;
const PIXEL_WIDTH = Number(process.env.SCAN_PHOTO_WIDTH ?? 1600);
const PIXEL_HEIGHT = Math.round((PIXEL_WIDTH * HEIGHT) / WIDTH);
const STICKER_W = 230;
const STICKER_H = 300;

/** How the code is printed: "MEX12" or "MEX 12" on fronts, large on backs. */
const printed = (code, spaced) => (spaced ? code.replace(/^([A-Z]+)(\d+)$/, '$1 $2') : code);

function stickerSvg(code, side, rand) {
  const team = TEAMS.find(([prefix]) => code.startsWith(prefix));
  const colour = team?.[2] ?? '#5b2a86';
  const name = SURNAMES[Math.floor(rand() * SURNAMES.length)];
  const spaced = rand() < 0.4;
  if (side === 'back') {
    return `<rect width="${STICKER_W}" height="${STICKER_H}" rx="12" fill="#f4f1ea" stroke="#bbb"/>
<text x="${STICKER_W / 2}" y="70" font-size="16" text-anchor="middle" fill="#666" font-family="Inter">Official sticker</text>
<text x="${STICKER_W / 2}" y="${STICKER_H / 2 + 18}" font-size="48" font-weight="800" text-anchor="middle" fill="#111" font-family="Inter">${printed(code, spaced)}</text>
<text x="${STICKER_W / 2}" y="${STICKER_H - 40}" font-size="13" text-anchor="middle" fill="#777" font-family="Inter">© 2026 Swapsies test album</text>`;
  }
  return `<rect width="${STICKER_W}" height="${STICKER_H}" rx="12" fill="#fff" stroke="#999"/>
<rect x="10" y="10" width="${STICKER_W - 20}" height="${STICKER_H - 90}" rx="8" fill="${colour}"/>
<circle cx="${STICKER_W / 2}" cy="105" r="45" fill="#e8c4a0"/>
<rect x="${STICKER_W / 2 - 70}" y="150" width="140" height="70" rx="30" fill="#222" opacity="0.8"/>
<rect x="14" y="14" width="${code.length * 19 + (spaced ? 16 : 10)}" height="38" rx="6" fill="#fff"/>
<text x="20" y="42" font-size="28" font-weight="800" fill="#111" font-family="Inter">${printed(code, spaced)}</text>
<text x="${STICKER_W / 2}" y="${STICKER_H - 48}" font-size="24" font-weight="800" text-anchor="middle" fill="#111" font-family="Inter">${name}</text>
<text x="${STICKER_W / 2}" y="${STICKER_H - 22}" font-size="16" text-anchor="middle" fill="#555" font-family="Inter">${team?.[1] ?? 'FIFA World Cup'}</text>`;
}

/** Maps output pixels back through a slight perspective (a keystone with the top narrower). */
function perspective(pixels, amount, WIDTH, HEIGHT) {
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < HEIGHT; y += 1) {
    // the top row is narrowed by `amount` of the width, the bottom row not at all
    const squeeze = 1 - amount * (1 - y / HEIGHT);
    for (let x = 0; x < WIDTH; x += 1) {
      const sx = Math.round(WIDTH / 2 + (x - WIDTH / 2) / squeeze);
      const o = (y * WIDTH + x) * 4;
      if (sx < 0 || sx >= WIDTH) {
        out[o] = 90;
        out[o + 1] = 80;
        out[o + 2] = 70;
        out[o + 3] = 255;
        continue;
      }
      const i = (y * WIDTH + sx) * 4;
      out[o] = pixels[i];
      out[o + 1] = pixels[i + 1];
      out[o + 2] = pixels[i + 2];
      out[o + 3] = 255;
    }
  }
  return out;
}

/** Dims the photo to `light` (1 = as drawn) and adds sensor noise. */
function lowLight(pixels, light, noise, rand) {
  for (let i = 0; i < pixels.length; i += 4) {
    const n = (rand() - 0.5) * noise;
    for (let c = 0; c < 3; c += 1) pixels[i + c] = pixels[i + c] * light + n;
  }
  return pixels;
}

/** One photo: its SVG, the effects applied, and the true codes on it. */
export function planPhoto(index, seed = 36) {
  const rand = random(seed * 100_003 + index);
  const count = 3 + Math.floor(rand() * 4); // 3–6 stickers
  const codes = [];
  while (codes.length < count) {
    const code = SCAN_ALBUM_CODES[Math.floor(rand() * SCAN_ALBUM_CODES.length)];
    if (!codes.includes(code)) codes.push(code);
  }
  // a grid of places, so stickers lie apart as a collector spreads them out
  const columns = count <= 4 ? count : 3;
  const rows = Math.ceil(count / columns);
  const cellW = WIDTH / columns;
  const cellH = HEIGHT / rows;
  const scale = Math.min(1, (cellH - 20) / (STICKER_H * 1.15), (cellW - 10) / (STICKER_W * 1.2));
  const stickers = codes.map((code, i) => {
    const side = rand() < 0.6 ? 'front' : 'back';
    const angle = (rand() * 2 - 1) * 15;
    const cx = cellW * ((i % columns) + 0.5) + (rand() - 0.5) * 20;
    const cy = cellH * (Math.floor(i / columns) + 0.5) + (rand() - 0.5) * 20;
    return { code, side, angle, cx, cy, svg: stickerSvg(code, side, rand) };
  });
  const effects = {
    perspective: rand() * 0.12,
    blur: rand() < 0.4 ? 0.4 + rand() * 1.0 : 0,
    glare: rand() < 0.35,
    light: rand() < 0.3 ? 0.45 + rand() * 0.25 : 0.9 + rand() * 0.1,
    noise: 6 + rand() * 14,
  };
  const glare = effects.glare
    ? `<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><circle cx="${rand() * WIDTH}" cy="${rand() * HEIGHT}" r="${120 + rand() * 120}" fill="url(#g)"/>`
    : '';
  const table = ['#7a5c3e', '#3d4a5c', '#556b2f', '#8b7d6b'][Math.floor(rand() * 4)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${table}"/>
${stickers
  .map(
    (s) =>
      `<g transform="translate(${s.cx.toFixed(1)} ${s.cy.toFixed(1)}) rotate(${s.angle.toFixed(1)}) scale(${scale.toFixed(3)}) translate(${-STICKER_W / 2} ${-STICKER_H / 2})">${s.svg}</g>`,
  )
  .join('\n')}
${glare}
</svg>`;
  return {
    name: `scan-${String(index + 1).padStart(3, '0')}.jpg`,
    svg,
    effects,
    rand,
    stickers: stickers.map(({ code, side, angle }) => ({ code, side, angle: Math.round(angle) })),
  };
}

/** Draws one planned photo as a JPEG. */
export async function drawPhoto(plan) {
  const image = new Resvg(plan.svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: PIXEL_WIDTH },
  }).render();
  let pixels = perspective(image.pixels, plan.effects.perspective, PIXEL_WIDTH, PIXEL_HEIGHT);
  pixels = lowLight(pixels, plan.effects.light, plan.effects.noise, plan.rand);
  let transformer = Transformer.fromRgbaPixels(pixels, PIXEL_WIDTH, PIXEL_HEIGHT);
  if (plan.effects.blur > 0)
    transformer = transformer.blur((plan.effects.blur * PIXEL_WIDTH) / WIDTH);
  return transformer.jpeg(82);
}

/** Writes `count` photos and manifest.json to `dir`; answers the manifest. */
export async function writeScanPhotos(dir, count = 60, seed = 36) {
  mkdirSync(dir, { recursive: true });
  const photos = [];
  for (let index = 0; index < count; index += 1) {
    const plan = planPhoto(index, seed);
    writeFileSync(path.join(dir, plan.name), await drawPhoto(plan));
    const { rand: _rand, svg: _svg, ...kept } = plan;
    photos.push({ ...kept, effects: roundEffects(plan.effects) });
  }
  const manifest = { seed, album: SCAN_ALBUM_CHECKLIST, photos };
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const roundEffects = (effects) =>
  Object.fromEntries(
    Object.entries(effects).map(([key, value]) => [
      key,
      typeof value === 'number' ? Math.round(value * 100) / 100 : value,
    ]),
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'bench/scan-photos';
  const count = Number(process.argv[3] ?? 60);
  const manifest = await writeScanPhotos(dir, count);
  console.log(`${manifest.photos.length} photos in ${dir}`);
}
