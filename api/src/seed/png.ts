import { deflateSync } from 'node:zlib';
import { pngFile, rgbRows, type PngColourType, type Rgb } from '@console/contract/png';

export type { Rgb } from '@console/contract/png';

/**
 * A PNG of already filtered rows (`raw`: each row its filter byte, then its pixels), deflated here with
 * zlib at `level` (1 when speed matters more than size). The framing is the contract's one PNG writer.
 */
export function deflatedPng(width: number, height: number, colourType: PngColourType, raw: Uint8Array, level = 9) {
  return Buffer.from(pngFile(width, height, colourType, deflateSync(raw, { level })));
}

/** A truecolour PNG of `width` x `height` whose pixels `paint` gives: enough for demo logos and screenshots. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  return deflatedPng(width, height, 2, rgbRows(width, height, paint));
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
