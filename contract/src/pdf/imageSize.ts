export type EmbeddableType = 'jpeg' | 'png';

/** Whether a PNG has transparency: an alpha channel (grey or RGB with alpha), or a tRNS chunk before its data. */
function hasPngAlpha(bytes: Uint8Array, view: DataView): boolean {
  const colourType = bytes[25];
  if (colourType === 4 || colourType === 6) return true;
  for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'tRNS') return true;
    if (type === 'IDAT') return false;
  }
  return false;
}

/**
 * The format, pixel size and transparency of an image a PDF can embed as it is (PNG, JPEG), read from
 * its header without decoding it; undefined for anything else or a header that cannot be read.
 */
export function embeddableImage(
  bytes: Uint8Array,
): { type: EmbeddableType; width: number; height: number; alpha: boolean } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 26 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && ascii(12, 16) === 'IHDR') {
    return { type: 'png', width: view.getUint32(16), height: view.getUint32(20), alpha: hasPngAlpha(bytes, view) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // JPEG: walk the marker segments up to the frame header (SOF0-SOF15, except DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'jpeg', width: view.getUint16(at + 7), height: view.getUint16(at + 5), alpha: false };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}
