#!/usr/bin/env node
// Draws every picture the demo site shows (logo, banners, venue logos, game pictures, VIP
// badges, app slides, a QR-like placeholder) as SVG from code, into the folder given as the
// first argument. The list of venues and games comes from the API's seed content, so the
// pictures always match the seeded rows. Nothing here is copied from anywhere.
//   node tools/pictures/generate.mjs <out-dir>
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// Beside it in the built server (tools/build-api.mjs), in the API's sources otherwise.
const CONTENT = existsSync(join(here, 'seed-content.json'))
  ? join(here, 'seed-content.json')
  : join(here, '../../apps/api/src/content/seed-content.json');
const FONT = `font-family="'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif"`;

/** Stable colours per name, so a venue keeps its look between runs. */
const hue = (text) => createHash('sha256').update(text).digest()[0] * (360 / 256);
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const gradient = (id, h) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="hsl(${h},75%,55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},80%,35%)"/>` +
  `</linearGradient></defs>`;

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

export function logo(title) {
  return svg(
    240,
    64,
    gradient('g', 42) +
      `<rect x="4" y="8" width="48" height="48" rx="12" fill="url(#g)"/>` +
      `<path d="M14 42 L18 22 L26 32 L28 18 L30 32 L38 22 L42 42 Z" fill="#fff"/>` +
      `<text x="62" y="42" font-size="26" font-weight="700" fill="#c8102e" ${FONT}>${esc(title)}</text>`,
  );
}

export function banner(title, subtitle, index) {
  const h = (index * 67 + 200) % 360;
  const circles = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${520 + i * 40}" cy="${40 + ((i * 53) % 140)}" r="${18 + i * 6}" fill="#fff" opacity="0.12"/>`)
    .join('');
  return svg(
    750,
    300,
    gradient('g', h) +
      `<rect width="750" height="300" fill="url(#g)"/>` +
      circles +
      `<text x="48" y="140" font-size="56" font-weight="700" fill="#fff" ${FONT}>${esc(title)}</text>` +
      `<text x="50" y="200" font-size="30" fill="#fff" opacity="0.9" ${FONT}>${esc(subtitle)}</text>`,
  );
}

export function venueLogo(name) {
  const h = hue(name);
  return svg(
    160,
    160,
    gradient('g', h) +
      `<rect width="160" height="160" rx="28" fill="url(#g)"/>` +
      `<circle cx="80" cy="62" r="30" fill="#fff" opacity="0.25"/>` +
      `<text x="80" y="122" font-size="24" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${esc(name)}</text>`,
  );
}

export function gamePicture(name, tab) {
  const h = hue(tab + name);
  const stars = [0, 1, 2]
    .map(
      (i) =>
        `<polygon points="${40 + i * 40},40 ${46 + i * 40},56 ${62 + i * 40},56 ${49 + i * 40},66 ${54 + i * 40},82 ${40 + i * 40},72 ${26 + i * 40},82 ${31 + i * 40},66 ${18 + i * 40},56 ${34 + i * 40},56" fill="#ffd54a"/>`,
    )
    .join('');
  return svg(
    200,
    200,
    gradient('g', h) +
      `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
      stars +
      `<rect x="16" y="120" width="168" height="56" rx="12" fill="#000" opacity="0.25"/>` +
      `<text x="100" y="158" font-size="26" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${esc(name)}</text>`,
  );
}

export function vipBadge(level) {
  const h = (level * 33 + 20) % 360;
  return svg(
    120,
    120,
    gradient('g', h) +
      `<path d="M60 6 L108 30 L108 78 L60 114 L12 78 L12 30 Z" fill="url(#g)" stroke="#fff" stroke-width="4"/>` +
      `<text x="60" y="72" font-size="30" font-weight="800" fill="#fff" text-anchor="middle" ${FONT}>VIP${level}</text>`,
  );
}

export function appSlide(text, index) {
  const h = (index * 90 + 180) % 360;
  return svg(
    600,
    900,
    gradient('g', h) +
      `<rect width="600" height="900" fill="url(#g)"/>` +
      `<rect x="170" y="180" width="260" height="460" rx="36" fill="#fff" opacity="0.9"/>` +
      `<rect x="190" y="230" width="220" height="360" rx="12" fill="hsl(${h},60%,85%)"/>` +
      `<text x="300" y="760" font-size="48" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${esc(text)}</text>`,
  );
}

/** Looks like a QR code (finder squares and a seeded module pattern) but encodes nothing. */
export function qrPlaceholder(seed, caption) {
  const n = 25;
  const cell = 8;
  const bits = createHash('sha512').update(seed).digest();
  const finder = (x, y) => (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
  let cells = '';
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      if (finder(x, y)) continue;
      const i = y * n + x;
      if ((bits[i % bits.length] >> (i % 8)) & 1)
        cells += `<rect x="${16 + x * cell}" y="${16 + y * cell}" width="${cell}" height="${cell}"/>`;
    }
  const eye = (x, y) =>
    `<rect x="${16 + x * cell}" y="${16 + y * cell}" width="56" height="56" fill="#000"/>` +
    `<rect x="${24 + x * cell}" y="${24 + y * cell}" width="40" height="40" fill="#fff"/>` +
    `<rect x="${32 + x * cell}" y="${32 + y * cell}" width="24" height="24" fill="#000"/>`;
  return svg(
    232,
    260,
    `<rect width="232" height="260" fill="#fff"/><g fill="#000">${cells}</g>${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}` +
      `<text x="116" y="250" font-size="16" fill="#333" text-anchor="middle" ${FONT}>${esc(caption)}</text>`,
  );
}

/** Every picture as [relative path, svg text]. */
export function allPictures(content) {
  const files = [['logo.svg', logo(content.site.title)]];
  content.banners.forEach((b, i) => files.push([`banners/${i + 1}.svg`, banner(b.title, b.subtitle, i)]));
  content.activities.forEach((a, i) => files.push([`activities/${i + 1}.svg`, banner(a.title, a.entitle, i + 5)]));
  for (const v of content.venues) files.push([`venues/${v.code}.svg`, venueLogo(v.name)]);
  for (const [tab, games] of Object.entries(content.conciseTabs))
    for (const g of games) files.push([`games/${tab}/${g.gamecode}.svg`, gamePicture(g.gamename, tab)]);
  for (const level of content.vip.map((v) => v.level)) files.push([`vip/${level}.svg`, vipBadge(level)]);
  content.pictures.appSlides.forEach((text, i) => files.push([`app/${i + 1}.svg`, appSlide(text, i)]));
  files.push(['app/qrcode.svg', qrPlaceholder(content.site.title, content.pictures.download)]);
  return files;
}

export function generate(outDir, content = JSON.parse(readFileSync(CONTENT, 'utf8'))) {
  const files = allPictures(content);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), text);
  }
  // Written last: a folder with this file is complete.
  writeFileSync(join(outDir, '.complete'), String(files.length));
  return files.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node tools/pictures/generate.mjs <out-dir>');
    process.exit(2);
  }
  console.log(`${generate(out)} pictures written to ${out}`);
}
