/*
 * The one PNG writer: the PDF code in the browser (an RGB copy of an opaque screenshot), the demo seed
 * (logos and screenshots) and the tests (images of a given size or transparency) all frame their pixels
 * here. Compression is the caller's: the browser has CompressionStream, Node has zlib.
 */

/** Colour type 2 is RGB, 6 RGB with alpha; 8 bits per channel either way. */
export type PngColourType = 2 | 6;

/** An RGB colour, 0-255 each. */
export type Rgb = readonly [number, number, number];

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(parts: readonly Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const part of parts)
    for (let i = 0; i < part.length; i += 1) crc = CRC_TABLE[(crc ^ part[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  const name = new TextEncoder().encode(type);
  view.setUint32(0, data.length);
  out.set(name, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32([name, data]));
  return out;
}

/**
 * A PNG of `width` x `height` from its image data: the filtered rows (each row its filter byte, then its
 * pixels), already deflated (zlib format) by the caller.
 */
export function pngFile(width: number, height: number, colourType: PngColourType, deflated: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits per channel, deflate, no filter method, no interlace
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', deflated),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** The filtered rows of an RGB image whose pixels `paint` gives (filter 0, none, on every row). */
export function rgbRows(width: number, height: number, paint: (x: number, y: number) => Rgb): Uint8Array {
  const stride = width * 3 + 1;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), y * stride + 1 + x * 3);
  }
  return rows;
}
