import { deflateSync } from 'node:zlib';

/**
 * The tray icon and the Windows taskbar badge, drawn here rather than shipped: the badge shows a live count (Windows
 * has no dock badge, only an overlay icon), and both must exist on every platform without an asset pipeline.
 * RGBA pixels encoded as PNG, which Electron's nativeImage reads.
 */

export interface Bitmap {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A PNG (8-bit RGBA, no interlace) of the bitmap. */
export const encodePng = ({ width, height, pixels }: Bitmap): Uint8Array => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  // Each row starts with filter type 0 (none).
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 4 + 1)] = 0;
    raw.set(pixels.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
};

type Rgba = readonly [number, number, number, number];

const canvas = (size: number): Bitmap => ({ width: size, height: size, pixels: new Uint8Array(size * size * 4) });

const put = (bitmap: Bitmap, x: number, y: number, [r, g, b, a]: Rgba) => {
  if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) return;
  bitmap.pixels.set([r, g, b, a], (y * bitmap.width + x) * 4);
};

/** A filled disc, its edge softened by sampling four points per pixel. */
const disc = (bitmap: Bitmap, colour: Rgba) => {
  const r = bitmap.width / 2;
  for (let y = 0; y < bitmap.height; y += 1) {
    for (let x = 0; x < bitmap.width; x += 1) {
      let inside = 0;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        if ((x + dx - r) ** 2 + (y + dy - r) ** 2 <= r * r) inside += 1;
      }
      if (inside > 0) put(bitmap, x, y, [colour[0], colour[1], colour[2], Math.round((colour[3] * inside) / 4)]);
    }
  }
};

const rect = (bitmap: Bitmap, x0: number, y0: number, w: number, h: number, colour: Rgba) => {
  for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) put(bitmap, x, y, colour);
};

// Digits and "+" in a 3×5 pixel font, one string per row ('#' = ink).
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['.#.', '##.', '.#.', '.#.', '###'],
  '2': ['###', '..#', '###', '#..', '###'],
  '3': ['###', '..#', '.##', '..#', '###'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '###', '..#', '###'],
  '6': ['###', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '.#.', '.#.', '.#.'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
  '+': ['...', '.#.', '###', '.#.', '...'],
};

const text = (bitmap: Bitmap, value: string, scale: number, colour: Rgba) => {
  const width = value.length * 4 * scale - scale;
  const x0 = Math.round((bitmap.width - width) / 2);
  const y0 = Math.round((bitmap.height - 5 * scale) / 2);
  [...value].forEach((char, index) => {
    GLYPHS[char]?.forEach((row, y) =>
      [...row].forEach((cell, x) => {
        if (cell === '#') rect(bitmap, x0 + (index * 4 + x) * scale, y0 + y * scale, scale, scale, colour);
      }),
    );
  });
};

const WHITE: Rgba = [255, 255, 255, 255];
const RED: Rgba = [209, 52, 56, 255];
/** The app's brand colour (settings.colorName's default, #089DA5). */
const TEAL: Rgba = [8, 157, 165, 255];

/** The count as the badge shows it: 1–9, then "9+". */
export const badgeText = (count: number): string => (count > 9 ? '9+' : String(Math.max(0, Math.floor(count))));

/** The taskbar overlay: a red disc with the count in white (Windows draws it over the app's icon). */
export const badgeBitmap = (count: number, size = 16): Bitmap => {
  const bitmap = canvas(size);
  disc(bitmap, RED);
  const label = badgeText(count);
  text(
    bitmap,
    label,
    label.length === 1 ? Math.max(1, Math.floor(size / 8)) : Math.max(1, Math.floor(size / 16)),
    WHITE,
  );
  return bitmap;
};

/** The tray icon: the brand colour's disc with three white bars (the back office's figures). */
export const trayBitmap = (size = 32): Bitmap => {
  const bitmap = canvas(size);
  disc(bitmap, TEAL);
  const unit = size / 16;
  const bar = Math.max(1, Math.round(2 * unit));
  const base = Math.round(11.5 * unit);
  [
    [4.5, 5],
    [7.5, 7.5],
    [10.5, 3.5],
  ].forEach(([x, h]) => {
    const height = Math.round(h * unit);
    rect(bitmap, Math.round(x * unit), base - height, bar, height, WHITE);
  });
  return bitmap;
};
