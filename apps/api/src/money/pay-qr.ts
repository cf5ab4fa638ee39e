import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import qrcode from 'qrcode-generator';
import { PAY_QR_PATH } from '@h5/api-contract';

/** Modules of white around the code: the quiet zone a scanner needs (ISO/IEC 18004). */
const QUIET_ZONE = 4;
/** Pixels per module: a version-3 code (a USDT address) is 232 px, sharp on a phone and in a camera. */
const MODULE_PX = 8;
/** The longest text drawn: a payment link or account; a longer one is no pay target (no picture). */
export const PAY_QR_MAX_TEXT = 512;

/**
 * The address of the QR picture the server draws of `text` for channel `code`: named by a hash
 * of what it says, so an operator's new address gets a new address (no stale picture in a cache)
 * and nothing of the text travels in the URL.
 */
export function payQrPath(code: string, text: string): string {
  return `${PAY_QR_PATH}${code}/${payQrHash(text)}.png`;
}

export function payQrHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/**
 * A PNG of the QR code of `text`: black modules on white with the quiet zone, error correction
 * M, the text's UTF-8 bytes (what a wallet app reads), as /payInfo draws it (qr-code.tsx).
 */
export function drawPayQr(text: string): Buffer {
  const code = qrcode(0, 'M');
  code.addData(utf8Latin1(text), 'Byte');
  code.make();
  const modules = code.getModuleCount();
  const side = (modules + QUIET_ZONE * 2) * MODULE_PX;
  const png = new PNG({ width: side, height: side, colorType: 0, inputColorType: 0, inputHasAlpha: false, bitDepth: 8 });
  png.data = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules; row += 1)
    for (let col = 0; col < modules; col += 1) {
      if (!code.isDark(row, col)) continue;
      const top = (row + QUIET_ZONE) * MODULE_PX;
      const left = (col + QUIET_ZONE) * MODULE_PX;
      for (let y = top; y < top + MODULE_PX; y += 1) png.data.fill(0, y * side + left, y * side + left + MODULE_PX);
    }
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}

/**
 * The library reads a string one byte per character (Latin-1) by default, and its encoder
 * setting is global; handing it the UTF-8 bytes as Latin-1 characters gives a wallet app the
 * UTF-8 it expects without changing the library for anyone else in the process.
 */
function utf8Latin1(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}
