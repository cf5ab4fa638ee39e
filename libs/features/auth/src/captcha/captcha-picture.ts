import { CAPTCHA_CODES } from './captcha-codes';

/** Picture size in CSS pixels; 44 px high so the picture itself is a full touch target. */
export const CAPTCHA_WIDTH = 112;
export const CAPTCHA_HEIGHT = 44;

/** Dark inks that stay readable on the light backgrounds below (contrast over 4.5:1). */
const INKS = ['#1F3A93', '#8E2D2D', '#2D6A4F', '#6A3D9A', '#9C4A00', '#1D4E89', '#3B3B3B'];
const SEED = 0x5eed;
/** The glyphs' one font size; each is drawn 25–29 px by its transform's scale. */
const GLYPH_SIZE = 27;

/** mulberry32: a tiny deterministic PRNG, so picture n is the same picture on every build. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The SVG of captcha picture `index`: its four characters rotated and shifted, over a pale
 * gradient with curved noise lines and dots. Pure and deterministic (seeded by the index).
 */
export function captchaSvg(index: number): string {
  const code = CAPTCHA_CODES[index];
  if (code === undefined) throw new RangeError(`no captcha picture ${index}`);
  const random = prng(SEED + index * 7919);
  const between = (min: number, max: number) => round(min + random() * (max - min));
  const ink = () => INKS[Math.floor(random() * INKS.length)];
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;

  const hue = Math.floor(random() * 360);
  const background =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,95%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,90%)"/>` +
    `</linearGradient></defs><rect width="${w}" height="${h}" rx="6" fill="url(#g)"/>`;

  const curve = (width: number, opacity: number) =>
    `<path d="M${between(0, 10)} ${between(4, h - 4)} C${between(20, 45)} ${between(0, h)} ${between(60, 90)} ${between(0, h)} ${between(w - 10, w)} ${between(4, h - 4)}" ` +
    `fill="none" stroke="${ink()}" stroke-width="${width}" opacity="${opacity}"/>`;
  const lines = Array.from({ length: 4 }, () => curve(between(0.8, 1.4), 0.45)).join('');
  const dots = Array.from(
    { length: 28 },
    () => `<circle cx="${between(2, w - 2)}" cy="${between(2, h - 2)}" r="${between(0.6, 1.4)}" fill="${ink()}" opacity="0.45"/>`,
  ).join('');

  const step = (w - 20) / code.length;
  const glyphs = [...code]
    .map((char, i) => {
      const x = round(10 + step * (i + 0.5) + between(-3, 3));
      const y = round(h / 2 + between(-3, 3));
      // One font size for every glyph, each scaled by its transform: a size of its own per glyph
      // was a font lookup of its own in the browser's first layout of /login (docs/performance.md,
      // Tasks at the first paint).
      const angle = between(-25, 25);
      const color = ink();
      const scale = (between(25, 29) / GLYPH_SIZE).toFixed(3);
      return (
        `<text y="10" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${color}" ` +
        `font-size="${GLYPH_SIZE}" font-weight="700" text-anchor="middle">${char}</text>`
      );
    })
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
    `font-family="Arial, Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif">` +
    `${background}${lines}${dots}${glyphs}${curve(1.2, 0.6)}</svg>`
  );
}

/** The picture as an <img> source: no request, no file to deploy, nothing to cache-bust. */
export const captchaDataUrl = (index: number): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captchaSvg(index))}`;
