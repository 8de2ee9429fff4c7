import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { refusals } from '../../http/answers';
import { Refusal } from '../../http/refusal';
import { PdfBusyError, PdfRenderError, type PdfBuilder } from './pdfBuilder';

export interface PreviewPdfOptions {
  /** The one worker that lays PDFs out, shared by both areas. */
  builder: PdfBuilder;
  access: RouteShorthandOptions;
  /** The spec's fallback, 'Failed to generate PDF', for a page pdfmake cannot lay out. */
  failed: string;
}

/** The HTML of a proof preview with its images inline can be large; JSON bodies are otherwise 1 MiB. */
const MAX_HTML_BYTES = 10 * 1024 * 1024;

/**
 * POST /generate-preview-pdf `{html}` (spec §7): an A4 PDF of the posted page's text and images, for
 * tools that hold a proof's HTML. The console itself builds its PDFs in the browser. Over the queue of
 * the PDF worker: 503 with Retry-After.
 */
export async function previewPdfRoute(app: FastifyInstance, { builder, access, failed }: PreviewPdfOptions) {
  const body = { type: 'object', required: ['html'], properties: { html: { type: 'string', minLength: 1 } } } as const;
  app.post<{ Body: { html: string } }>(
    '/generate-preview-pdf',
    { ...access, bodyLimit: MAX_HTML_BYTES, schema: { body, response: refusals } },
    async (request, reply) => {
      let pdf: Buffer;
      try {
        // Sanitised, read and laid out in the PDF worker (previewPdf.ts); a page over the pixel budget
        // or too complex to parse comes back as a PdfRefusedError, which the error handler answers 400.
        pdf = await builder.build(request.body.html);
      } catch (error) {
        if (error instanceof PdfBusyError)
          return reply.code(503).header('retry-after', '60').send({ message: error.message });
        if (!(error instanceof PdfRenderError)) throw error;
        request.log.warn({ err: error }, 'could not lay out a preview PDF');
        throw new Refusal(422, failed);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="proof-preview.pdf"')
        .send(pdf);
    },
  );
}
