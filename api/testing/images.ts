import { deflatedPng } from '../src/seed/png';

/**
 * A real, decodable RGBA PNG of `width` × `height` (a gradient with partial transparency): small on the
 * wire, but a PDF library must decode every pixel to split its alpha channel, which is the slow work.
 */
export function rgbaPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x += 1) row.set([x % 256, (x * 7) % 256, 128, 200], 1 + x * 4);
  return deflatedPng(width, height, 6, Buffer.concat(Array.from({ length: height }, () => row)), 1);
}
