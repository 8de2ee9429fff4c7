import { readFile } from 'node:fs/promises';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { embeddableImage, htmlToPdfContent, type ImageLoader } from '@console/contract/pdf';
import { stripActiveHtml } from '../../html/stripActiveHtml';
import { type UploadStore } from '../../uploads';
import { A4_WIDTH, PAGE_MARGIN, renderPdf } from './serverPdf';

export interface PreviewPdfOptions {
  uploads: UploadStore;
  access: RouteShorthandOptions;
  /** The spec's fallback, 'Failed to generate PDF', for a page pdfmake cannot lay out. */
  failed: string;
}

/** The HTML of a proof preview with its images inline can be large; JSON bodies are otherwise 1 MiB. */
const MAX_HTML_BYTES = 10 * 1024 * 1024;
/** Images embedded per PDF at most; a proof has 12. */
const MAX_IMAGES = 24;
const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([a-z0-9+/=\s]+)$/i;
const UPLOADS = '/api/uploads/';

/**
 * Images of the page that pdfmake can embed (JPEG, PNG, sniffed by content): data URLs, and files of
 * this API's upload store named by their path (`uploads/...`, `/api/uploads/...`, or a full URL to
 * it). Nothing is fetched from the network, so the HTML cannot make the server call anywhere.
 */
function imageLoader(uploads: UploadStore): ImageLoader {
  let count = 0;
  return async (src) => {
    if (count >= MAX_IMAGES) return undefined;
    let bytes: Buffer | undefined;
    const inline = DATA_URL.exec(src.trim());
    if (inline) bytes = Buffer.from(inline[1], 'base64');
    else {
      const { pathname } = new URL(src, 'http://console.invalid/api/');
      const stored = pathname.startsWith(UPLOADS)
        ? await uploads.find(decodeURIComponent(pathname.slice(UPLOADS.length)))
        : undefined;
      if (stored) bytes = await readFile(stored.file);
    }
    const image = bytes && embeddableImage(bytes);
    if (!image) return undefined;
    count += 1;
    return {
      image: `data:image/${image.type};base64,${bytes!.toString('base64')}`,
      width: image.width,
      height: image.height,
    };
  };
}

/**
 * POST /generate-preview-pdf `{html}` (spec §7): an A4 PDF of the posted page's text and images, for
 * tools that hold a proof's HTML. The console itself builds its PDFs in the browser.
 */
export async function previewPdfRoute(app: FastifyInstance, { uploads, access, failed }: PreviewPdfOptions) {
  const body = { type: 'object', required: ['html'], properties: { html: { type: 'string', minLength: 1 } } } as const;
  app.post<{ Body: { html: string } }>(
    '/generate-preview-pdf',
    { ...access, bodyLimit: MAX_HTML_BYTES, schema: { body } },
    async (request, reply) => {
      // Whatever the HTML holds, what could run is gone before it is read.
      const content = await htmlToPdfContent(
        stripActiveHtml(request.body.html),
        imageLoader(uploads),
        A4_WIDTH - 2 * PAGE_MARGIN,
      );
      let pdf: Buffer;
      try {
        pdf = await renderPdf(content.length ? content : [{ text: '' }], 'Proof preview');
      } catch (error) {
        request.log.warn({ err: error }, 'could not lay out a preview PDF');
        return reply.code(422).send({ message: failed });
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="proof-preview.pdf"')
        .send(pdf);
    },
  );
}
