/*
 * Images pdfmake (pdfkit) cannot take as they are, or only slowly, made into an RGB PNG with the
 * browser's own decoder and deflate: a GIF or WebP (not embeddable at all), and a PNG with an alpha
 * channel that is fully opaque (a phone screenshot usually is) - pdfkit would inflate it, split the
 * alpha out and deflate both again in JavaScript, several times slower. The pixels stay exactly the same.
 */

import { pngFile } from '@console/contract/png';

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * An 8-bit RGB PNG of `rgba` pixels (width x height, 4 bytes each) when every pixel is opaque;
 * undefined when one is not (the alpha matters then).
 */
export async function opaquePng(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): Promise<Uint8Array | undefined> {
  const stride = width * 3 + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    // Filter byte 0 (none) starts each row.
    let at = y * stride + 1;
    let from = y * width * 4;
    for (let x = 0; x < width; x += 1, from += 4) {
      if (rgba[from + 3] !== 255) return undefined;
      raw[at++] = rgba[from];
      raw[at++] = rgba[from + 1];
      raw[at++] = rgba[from + 2];
    }
  }
  return pngFile(width, height, 2, await deflate(raw));
}

/** The pixels of any image the browser reads, as the file holds them; undefined when it cannot read it. */
async function decode(bytes: Uint8Array): Promise<HTMLCanvasElement | undefined> {
  try {
    // No colour management and no premultiplying: the pixels as the file holds them.
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]), {
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d', { willReadFrequently: true })!.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas;
  } catch {
    return undefined;
  }
}

/**
 * The image as a PNG a PDF embeds well: an RGB PNG of the same pixels when every pixel is opaque;
 * otherwise `bytes` themselves when they are a PNG (its transparency matters), else the browser's own
 * PNG of them. Undefined when the browser cannot read the image: pdfkit would fail on it too.
 */
export async function pdfReadyPng(bytes: Uint8Array, isPng: boolean): Promise<Uint8Array | undefined> {
  const canvas = await decode(bytes);
  if (!canvas) return undefined;
  const opaque = await opaquePng(
    canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data,
    canvas.width,
    canvas.height,
  );
  if (opaque) return opaque;
  if (isPng) return bytes;
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return png ? new Uint8Array(await png.arrayBuffer()) : undefined;
}
