import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

// The library reads a string as Latin-1 by default; payment links may carry any character, and
// a wallet app reads a QR's bytes as UTF-8, so the bytes are the UTF-8 encoding.
qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text));

/** Modules of white around the code: the quiet zone a scanner needs (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** One SVG path of every dark module (a 1×1 square each), in module units. */
function modulesPath(value: string): { size: number; path: string } {
  // Error correction M: a QR on a phone screen is read cleanly; M keeps the code small.
  const code = qrcode(0, 'M');
  code.addData(value, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
  return { size: count + QUIET_ZONE * 2, path };
}

/**
 * The same code as a PNG file the phone keeps (保存二维码): a phone cannot scan its own screen, so the
 * player saves the picture and opens it from the wallet app's scanner. Drawn on a canvas module by
 * module, black on white with the quiet zone, 8 px a module.
 */
export function saveQrPicture(value: string, fileName: string): boolean {
  const { size: modules, path } = modulesPath(value);
  const scale = 8;
  const canvas = document.createElement('canvas');
  canvas.width = modules * scale;
  canvas.height = modules * scale;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  for (const [, col, row] of path.matchAll(/M(\d+) (\d+)/g)) context.fillRect(Number(col) * scale, Number(row) * scale, scale, scale);
  downloadLink(canvas.toDataURL('image/png'), fileName);
  return true;
}

/** Hands the browser a file to keep (an uploaded picture's address or a drawn one). */
export function downloadLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export interface QrCodeProps {
  /** What the code says (an address, a payment link). */
  value: string;
  /** The name a screen reader hears (付款二维码). */
  label: string;
  /** Pixels on screen. */
  size?: number;
}

/**
 * A QR code drawn as one crisp SVG path, black on its own white square (the quiet zone included,
 * whatever the theme), named as a picture. Its screen centres it.
 */
export function QrCode({ value, label, size = 180 }: QrCodeProps) {
  const { size: modules, path } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
