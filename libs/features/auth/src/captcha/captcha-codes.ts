/**
 * The expected codes of the 21 captcha pictures (docs/product.md §2 /login, §9), one per picture, in
 * picture order: picture n shows CAPTCHA_CODES[n]. Drawn from the unambiguous alphabet
 * A-Z 2-9 without I, L, O, 0 and 1, produced once from a fixed seed and committed so the
 * codes never change; captcha-picture.ts draws every picture from this list, and
 * tools/captcha/generate.mjs writes the same pictures as files.
 *
 * Tests find the code of the picture on screen through the img's `data-captcha-index`
 * (the captcha is client-side only by spec: the list ships in the bundle anyway).
 */
export const CAPTCHA_CODES = [
  'DE8K',
  '7XZB',
  '3B63',
  'U4BA',
  'ZPQC',
  'R5D4',
  'VUVU',
  '64ZW',
  'H2ZY',
  '9VMX',
  'N23N',
  '3M86',
  'KZV9',
  'WDZN',
  'MGW4',
  'M4X3',
  'VK8F',
  '42P7',
  'FNUR',
  'H63S',
  '77KN',
] as const;
