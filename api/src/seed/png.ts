import { deflateSync } from 'node:zlib';

/** An RGB colour, 0-255 each. */
export type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of already filtered rows (`raw`: each row its filter byte, then its pixels): colour type 2 is
 * RGB, 6 RGB with alpha, 8 bits per channel. `level` is zlib's (1 when speed matters more than size).
 */
export function pngFile(width: number, height: number, colourType: 2 | 6, raw: Buffer, level = 9): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits per channel, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A truecolour PNG of `width` x `height` whose pixels `paint` gives: enough for demo logos and screenshots. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type; 0 is none.
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), y * stride + 1 + x * 3);
  }
  return pngFile(width, height, 2, raw);
}

/** '#1a2b3c' as RGB. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `colour` moved towards white (amount > 0) or black (amount < 0), -1 to 1. */
export function shade([r, g, b]: Rgb, amount: number): Rgb {
  const towards = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return [Math.round(r + (towards - r) * k), Math.round(g + (towards - g) * k), Math.round(b + (towards - b) * k)];
}
