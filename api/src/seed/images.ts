import { encodePng, hexToRgb, shade, type Rgb } from './png';

const WHITE: Rgb = [255, 255, 255];
const PAPER: Rgb = [246, 247, 250];
const INK: Rgb = [203, 208, 217];
const GREEN: Rgb = [22, 163, 74];
const RED: Rgb = [220, 38, 38];

/**
 * A whitelabel logo at the size the form asks for (180 x 50): the brand colour with a light sheen, a
 * ring emblem and bars standing for the name. `variant` moves the emblem and bar lengths so logos differ.
 */
export function logoPng(hexacode: string, variant: number): Buffer {
  const brand = hexToRgb(hexacode);
  const cx = 25;
  const cy = 25;
  const bars = [60 + ((variant * 37) % 70), 40 + ((variant * 53) % 60)];
  return encodePng(180, 50, (x, y) => {
    const distance = Math.hypot(x - cx, y - cy);
    if (distance <= 16 && distance >= 10) return WHITE;
    if (distance < 10) return shade(brand, 0.35);
    if (x >= 52 && y >= 14 && y <= 22 && x < 52 + bars[0]) return WHITE;
    if (x >= 52 && y >= 28 && y <= 33 && x < 52 + bars[1]) return shade(brand, 0.55);
    return shade(brand, (0.18 * (50 - y)) / 50);
  });
}

/**
 * A small screenshot-like image for a proof (360 x 220): a header in the brand colour, lines of text and
 * a bet slip marked won (green) or lost (red). `variant` changes the layout so images differ.
 */
export function proofImagePng(hexacode: string, variant: number): Buffer {
  const brand = hexToRgb(hexacode);
  const slip = variant % 2 === 0 ? GREEN : RED;
  const lineLengths = [0, 1, 2, 3, 4, 5].map((i) => 120 + (((variant + 3) * (i + 7) * 31) % 180));
  return encodePng(360, 220, (x, y) => {
    if (y < 28) return y < 26 ? brand : shade(brand, -0.3);
    if (x >= 220 && x <= 344 && y >= 44 && y <= 112) {
      const edge = x === 220 || x === 344 || y === 44 || y === 112;
      return edge ? slip : y < 60 ? shade(slip, 0.25) : shade(slip, 0.85);
    }
    const line = Math.floor((y - 44) / 24);
    if (
      line >= 0 &&
      line < lineLengths.length &&
      (y - 44) % 24 < 9 &&
      x >= 16 &&
      x < 16 + Math.min(lineLengths[line], x < 220 && line < 3 ? 190 : 328)
    ) {
      return INK;
    }
    return PAPER;
  });
}
