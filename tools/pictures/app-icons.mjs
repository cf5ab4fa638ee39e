// The installed app's icons (docs/performance.md, Live money and the service worker), drawn from the site logo's mark (generate.mjs' logo():
// the gold rounded square with the white crown) as PNG, which install prompts and iOS's home
// screen need (they do not take SVG). Nothing to rasterise SVG with is installed, and the mark
// is a rounded square, a gradient and one polygon: this draws them itself, 4×4 samples a pixel.
//   appIcons() → [[file name, PNG bytes], …]
import { deflateSync } from 'node:zlib';

// generate.mjs' logo(): gradient('g', 42) over a 48-unit square, crown in its 48-unit space.
const FROM_HUE = 42;
const TO_HUE = (FROM_HUE + 40) % 360;
const CROWN = [
  [10, 34],
  [14, 14],
  [22, 24],
  [24, 10],
  [26, 24],
  [34, 14],
  [38, 34],
];

/** hsl(h, s%, l%) → [r, g, b], 0–255. */
export function hslToRgb(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const FROM = hslToRgb(FROM_HUE, 0.75, 0.55);
const TO = hslToRgb(TO_HUE, 0.8, 0.35);

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return x >= 0 && y >= 0 && x <= size && y <= size && (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * RGBA pixels of the mark at `size` px. `maskable`: the gradient fills the whole square (the
 * launcher cuts its own shape) and the crown keeps to the middle 60 %, inside the safe zone
 * (a circle of 80 %); otherwise the mark's own rounded square on a transparent ground.
 * `opaque` (iOS fills transparency with black): the gradient square without rounding.
 */
export function drawMark(size, { maskable = false, opaque = false } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const full = maskable || opaque;
  // The crown's 48-unit space mapped into the icon: the whole square, or its safe middle.
  const crownSpan = maskable ? size * 0.6 : size;
  const crownOffset = (size - crownSpan) / 2;
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let fill = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          if (!full && !insideRoundedSquare(x, y, size, size / 4)) continue;
          fill++;
          const u = ((x - crownOffset) / crownSpan) * 48;
          const v = ((y - crownOffset) / crownSpan) * 48;
          if (insidePolygon(u, v, CROWN)) white++;
        }
      }
      const total = samples * samples;
      const t = (px + py) / (2 * size);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        const ground = FROM[c] + (TO[c] - FROM[c]) * t;
        pixels[i + c] = fill ? Math.round((ground * (fill - white) + 255 * white) / fill) : 0;
      }
      pixels[i + 3] = Math.round((255 * fill) / total);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no filtering) of `size`×`size` RGBA pixels. */
export function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The manifest's icons and iOS's apple-touch-icon (180 px, opaque), by file name. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** [file name, PNG bytes] of every icon in APP_ICONS. */
export function appIcons() {
  return APP_ICONS.map(({ file, size, purpose }) => [
    file,
    encodePng(size, drawMark(size, { maskable: purpose === 'maskable', opaque: purpose === 'apple' })),
  ]);
}
