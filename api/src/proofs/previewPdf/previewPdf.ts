import { embeddableImage, htmlToPdfContent, type ImageLoader } from '@console/contract/pdf';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import { pixelBudget, type UploadStore } from '../../uploads';
import { A4_WIDTH, PAGE_MARGIN, renderPdf } from './serverPdf';

/** Images embedded per PDF at most; a proof has 12. */
const MAX_IMAGES = 24;
const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([a-z0-9+/=\s]+)$/i;
const UPLOADS = '/api/uploads/';

/** The upload-store path an image source names, or undefined for anything else (or a malformed URL). */
function storedPathOf(src: string): string | undefined {
  try {
    const { pathname } = new URL(src, 'http://console.invalid/api/');
    return pathname.startsWith(UPLOADS) ? decodeURIComponent(pathname.slice(UPLOADS.length)) : undefined;
  } catch {
    // `http://[` or `%zz`: no image of this console; left out like any other.
    return undefined;
  }
}

/**
 * Images of the page that pdfmake can embed (JPEG, PNG, sniffed by content): data URLs, and files of
 * this API's upload store named by their path. Nothing is fetched from the network, so the HTML cannot
 * make the server call anywhere. Each image's pixels are counted from its header before pdfmake could
 * decode it: over the budget, the request is refused (PixelBudgetError).
 */
function imageLoader(uploads: UploadStore): ImageLoader {
  let count = 0;
  const budget = pixelBudget();
  return async (src) => {
    if (count >= MAX_IMAGES) return undefined;
    let bytes: Buffer | undefined;
    const inline = DATA_URL.exec(src.trim());
    if (inline) bytes = Buffer.from(inline[1], 'base64');
    else {
      const storedPath = storedPathOf(src);
      const stored = storedPath ? await uploads.read(`uploads/${storedPath}`) : undefined;
      if (stored) bytes = stored;
    }
    const image = bytes && embeddableImage(bytes);
    if (!image) return undefined;
    budget.admit(`Image ${count + 1}`, image);
    count += 1;
    return {
      image: `data:image/${image.type};base64,${bytes!.toString('base64')}`,
      width: image.width,
      height: image.height,
    };
  };
}

/**
 * The preview PDF of posted HTML: through the allow-list, read as paragraphs and images by the shared
 * `htmlToPdfContent`, laid out on A4. Run in the PDF worker (pdfBuilder.ts): sanitising megabytes of
 * HTML and laying out large images are seconds of work that must not hold the API's thread.
 */
export async function buildPreviewPdf(html: string, uploads: UploadStore): Promise<Buffer> {
  const content = await htmlToPdfContent(sanitizeHtml(html), imageLoader(uploads), A4_WIDTH - 2 * PAGE_MARGIN);
  return renderPdf(content.length ? content : [{ text: '' }], 'Proof preview');
}
