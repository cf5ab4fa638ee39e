import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace';
import type { Page } from 'playwright-core';

/**
 * The captcha is client-side by spec (21 static pictures with known codes), so a test can
 * know the code of the picture on screen: the picture's index (its data-captcha-index)
 * into the auth feature's committed code list. The list is read as a file because an e2e
 * project may not import a feature.
 */
const CODES_FILE = join(ROOT, 'libs/features/auth/src/captcha/captcha-codes.ts');

let codes: string[] | undefined;

function captchaCodes(): string[] {
  if (!codes) {
    const source = readFileSync(CODES_FILE, 'utf8');
    const list = /CAPTCHA_CODES\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
    codes = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    if (codes.length === 0) throw new Error(`no CAPTCHA_CODES list in ${CODES_FILE}`);
  }
  return codes;
}

export interface ShownCaptcha {
  index: number;
  code: string;
}

export async function readCaptcha(page: Page): Promise<ShownCaptcha> {
  const picture = page.locator('img[data-captcha-index]');
  await picture.waitFor({ state: 'visible' });
  const index = Number(await picture.getAttribute('data-captcha-index'));
  const code = captchaCodes()[index];
  if (code === undefined) throw new Error(`captcha picture ${index} has no code in ${CODES_FILE}`);
  return { index, code };
}
