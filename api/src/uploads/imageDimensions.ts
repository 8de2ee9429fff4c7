import { embeddableImage } from '@console/contract/pdf';

export interface Dimensions {
  width: number;
  height: number;
}

/** GIF: the logical screen of its header; every frame is drawn inside it. */
function gifDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 10) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** WebP: the VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk right after the RIFF header. */
function webpDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * An image's pixel size read from its header, without decoding anything (JPEG, PNG, GIF, WebP);
 * undefined when the header cannot be read. A decoder would allocate width × height × 4 bytes, which
 * is what the pixel budget is about.
 */
export function imageDimensions(bytes: Buffer): Dimensions | undefined {
  const embeddable = embeddableImage(bytes);
  if (embeddable) return { width: embeddable.width, height: embeddable.height };
  const magic = bytes.toString('ascii', 0, 4);
  if (magic === 'GIF8') return gifDimensions(bytes);
  if (magic === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return webpDimensions(bytes);
  return undefined;
}
