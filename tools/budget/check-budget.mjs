#!/usr/bin/env node
// Fails when the JS or CSS loaded for a route's first paint exceeds its gzip budget.
//   node tools/budget/check-budget.mjs            (after `nx run web:build`)
// Reads the Vite manifest (build.manifest in apps/web/vite.config.mts) for the chunk graph.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetConfig } from './budget.config.mjs';
import { checkRoute, fmt, localeKeys, manifestKey, measure, onDemandFiles, routeFiles, visitedKeys } from './budget.mjs';

const { viteRoot, entry, routes, locales } = budgetConfig;
// BUDGET_WEB_DIR measures another build (an A/B beside the last one).
const distDir = process.env.BUDGET_WEB_DIR ?? budgetConfig.distDir;
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npx nx run web:build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const read = (file) => readFileSync(join(distDir, file));

const results = Object.entries(routes).flatMap(([route, { page, budget, localeRoom }]) => {
  const keys = [entry, manifestKey(viteRoot, page)];
  const files = routeFiles(manifest, keys);
  const result = checkRoute(route, { js: measure(files.js, read), css: measure(files.css, read) }, budget);
  const later = onDemandFiles(manifest, entry, keys[1], files.js);
  // The same page in every other language: its first-paint chunk and the catalogues it waits for.
  const counted = visitedKeys(manifest, keys);
  const translated = locales.translated.map((locale) => {
    const localeFiles = routeFiles(manifest, [
      ...keys,
      ...localeKeys(manifest, counted, locale, manifestKey(viteRoot, locales.firstPaint(locale))),
    ]);
    const sizes = { js: measure(localeFiles.js, read), css: measure(localeFiles.css, read) };
    return { ...checkRoute(`${route} ${locale}`, sizes, { js: budget.js + localeRoom, css: budget.css }), files: localeFiles, later: null };
  });
  return [{ ...result, files, later: measure(later, read), laterCount: later.length }, ...translated];
});

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `${pad('route', 14)}${pad('JS gzip', 12)}${pad('(raw)', 12)}${pad('CSS gzip', 12)}${pad('(raw)', 12)}${pad('budget JS / CSS', 24)}files  result`,
);
for (const r of results) {
  console.log(
    pad(r.route, 14) +
      pad(fmt(r.js.gzip), 12) +
      pad(fmt(r.js.raw), 12) +
      pad(fmt(r.css.gzip), 12) +
      pad(fmt(r.css.raw), 12) +
      pad(`${fmt(r.budget.js)} / ${fmt(r.budget.css)}`, 24) +
      pad(r.files.js.length + r.files.css.length, 7) +
      (r.over.length ? `OVER: ${r.over.join(', ')}` : 'ok'),
  );
}
for (const r of results.filter((row) => row.later)) {
  console.log(`  ${r.route}: ${[...r.files.js, ...r.files.css].join(' ')}`);
  console.log(`  ${r.route}: may load after the first paint (not counted): ${r.laterCount} JS chunks, ${fmt(r.later.gzip)} gzip`);
}
if (results.some((r) => r.over.length)) {
  console.error('Bundle budget exceeded: keep what the first paint does not need off the route (lazy imports).');
  process.exit(1);
}
