#!/usr/bin/env node
// Writes the 21 captcha pictures of /login as SVG files, for designers and for any client
// that wants them as static files:   node tools/captcha/generate.mjs <outDir>
//
// The web app itself does not need these files: it draws the same pictures in the browser
// from libs/features/auth/src/captcha (captcha-codes.ts is the list of expected codes,
// captcha-picture.ts the deterministic drawing). This script imports that very module, so
// the files and the app can never disagree. Output is generated, never committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const PICTURE_MODULE = fileURLToPath(new URL('../../libs/features/auth/src/captcha/captcha-picture.ts', import.meta.url));
const CODES_MODULE = fileURLToPath(new URL('../../libs/features/auth/src/captcha/captcha-codes.ts', import.meta.url));

/** Writes <outDir>/<n>.svg for every picture and codes.json ({ "<n>": code }); returns the codes. */
export async function generateCaptchaPictures(outDir) {
  const { captchaSvg } = await tsImport(PICTURE_MODULE, import.meta.url);
  const { CAPTCHA_CODES } = await tsImport(CODES_MODULE, import.meta.url);
  mkdirSync(outDir, { recursive: true });
  CAPTCHA_CODES.forEach((_, index) => writeFileSync(join(outDir, `${index}.svg`), captchaSvg(index)));
  writeFileSync(join(outDir, 'codes.json'), JSON.stringify(Object.fromEntries(CAPTCHA_CODES.map((code, i) => [i, code])), null, 2) + '\n');
  return CAPTCHA_CODES;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node tools/captcha/generate.mjs <outDir>');
    process.exit(2);
  }
  const codes = await generateCaptchaPictures(resolve(outDir));
  console.log(`wrote ${codes.length} captcha pictures and codes.json to ${resolve(outDir)}`);
}
