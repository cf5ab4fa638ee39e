import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { APP_ICONS, appIcons, drawMark, encodePng } from './app-icons.mjs';

/** Width, height and RGBA rows of a PNG this module wrote (one IDAT, no filtering). */
function decode(png) {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT', 0, 'ascii');
  const length = png.readUInt32BE(idat - 4);
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
  const pixel = (x, y) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

test('every icon is a PNG of its size', () => {
  const icons = new Map(appIcons());
  for (const { file, size } of APP_ICONS) {
    const { width, height } = decode(icons.get(file));
    assert.equal(width, size, file);
    assert.equal(height, size, file);
  }
});

test('the mark: a transparent corner, the gold ground, the white crown in the middle', () => {
  const size = 64;
  const { pixel } = decode(encodePng(size, drawMark(size)));
  assert.equal(pixel(0, 0)[3], 0);
  const ground = pixel(4, 32);
  assert.equal(ground[3], 255);
  assert.ok(ground[0] > ground[2], 'gold, not blue');
  assert.deepEqual(pixel(32, 40), [255, 255, 255, 255]);
});

test('maskable and apple icons are opaque to the corners (the launcher or iOS cuts the shape)', () => {
  for (const options of [{ maskable: true }, { opaque: true }]) {
    const { pixel } = decode(encodePng(48, drawMark(48, options)));
    assert.equal(pixel(0, 0)[3], 255);
    assert.equal(pixel(47, 47)[3], 255);
  }
});

test('maskable: the crown keeps inside the safe zone (a circle of 80 % of the icon)', () => {
  const size = 100;
  const { pixel } = decode(encodePng(size, drawMark(size, { maskable: true })));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x, y);
      if (r === 255 && g === 255 && b === 255) assert.ok(Math.hypot(x + 0.5 - 50, y + 0.5 - 50) <= 40, `${x},${y}`);
    }
});
