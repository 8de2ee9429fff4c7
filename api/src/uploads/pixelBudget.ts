import type { Dimensions } from './imageDimensions';
import { Refusal } from '../http/refusal';

/**
 * How many pixels the API lets one image and one request hold, read from the headers before anything
 * is decoded. A decoded pixel is 4 bytes: one 12000 × 12000 PNG of 547 KB became 576 MB in memory and 11 s
 * of PDF work. 50 megapixels covers a 48 MP phone photo (8000 × 6000); 200 per request covers a proof's
 * 12 images at 16 MP each, or the preview PDF's 24 at 8 MP.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_REQUEST_PIXELS = 200_000_000;

/** An image over the budget: answered 400 with the message, nothing decoded or stored. */
export class PixelBudgetError extends Refusal {
  constructor(message: string) {
    super(400, message);
  }
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** Counts the pixels of one request's images; `admit` throws once an image or the total is over. */
export function pixelBudget(perImage = MAX_IMAGE_PIXELS, perRequest = MAX_REQUEST_PIXELS) {
  let total = 0;
  return {
    admit(label: string, dimensions: Dimensions | undefined): void {
      if (!dimensions || dimensions.width === 0 || dimensions.height === 0) {
        throw new PixelBudgetError(`${label}: the image's size cannot be read`);
      }
      const pixels = dimensions.width * dimensions.height;
      if (pixels > perImage) {
        throw new PixelBudgetError(
          `${label} is ${dimensions.width} × ${dimensions.height} pixels (${megapixels(pixels)}); an image may have at most ${megapixels(perImage)}`,
        );
      }
      total += pixels;
      if (total > perRequest) {
        throw new PixelBudgetError(
          `The images of this request have more than ${megapixels(perRequest)} together; send fewer or smaller images`,
        );
      }
    },
  };
}
