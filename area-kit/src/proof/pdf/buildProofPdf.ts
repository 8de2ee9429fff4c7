import { api, API_BASE } from '@console/platform';
import { sanitizeHtml } from 'shared-kit/html';
import { embeddableImage, htmlToPdfContent } from '@console/contract/pdf';
import { A4_POINTS, LAYOUT, PX_TO_PT, proofDocument } from '../proofLayout';
import type { Proof } from '../proofTypes';
import { pdfReadyPng } from './opaquePng';
import { pdfBlob, type CreatedPdf } from './pdfBlob';
import { proofPdfDefinition, type PdfImage } from './proofPdfDefinition';

/** The slice of pdfmake's browser build this module uses (its types do not describe `virtualfs`). */
interface PdfMake {
  createPdf: (definition: ReturnType<typeof proofPdfDefinition>) => CreatedPdf;
  addVirtualFileSystem: (vfs: Record<string, string>) => void;
  virtualfs: { writeFileSync: (name: string, content: ArrayBuffer) => void; storage: Record<string, unknown> };
}

let pdfMakeLoading: Promise<PdfMake> | undefined;

/**
 * pdfmake and its Roboto fonts (about 1 MB of script) load on the first download only, never with the
 * page: this dynamic import is the one place that names them.
 */
function loadPdfMake(): Promise<PdfMake> {
  pdfMakeLoading ??= Promise.all([
    import(/* webpackChunkName: "pdfmake" */ 'pdfmake/build/pdfmake'),
    import(/* webpackChunkName: "pdfmake-fonts" */ 'pdfmake/build/vfs_fonts'),
  ]).then(([pdfMakeModule, fontsModule]) => {
    const pdfMake = ((pdfMakeModule as { default?: unknown }).default ?? pdfMakeModule) as PdfMake;
    const fonts = ((fontsModule as { default?: unknown }).default ?? fontsModule) as Record<string, string>;
    pdfMake.addVirtualFileSystem(fonts);
    return pdfMake;
  });
  return pdfMakeLoading;
}

let fileCounter = 0;

/**
 * Fetches an image the document shows and puts it in pdfmake's virtual file system at its original
 * quality: a JPEG or an opaque PNG as it is; a PNG with a fully opaque alpha channel, a GIF or a WebP as an
 * RGB PNG of the same pixels (see opaquePng); a PNG with real transparency as it is. Undefined when it
 * cannot be loaded or read: the document names the file instead.
 */
async function loadImage(pdfMake: PdfMake, src: string, written: string[]): Promise<PdfImage | undefined> {
  try {
    // Stored images are served under the API's base, where the client's prefix already points.
    const stored = `${API_BASE}/`;
    const response = src.startsWith(stored) ? await api.get(src.slice(stored.length)) : await fetch(src);
    let bytes: Uint8Array = new Uint8Array(await response.arrayBuffer());
    let image = embeddableImage(bytes);
    if (!image || image.alpha) {
      const png = await pdfReadyPng(bytes, image?.type === 'png');
      if (!png) return undefined;
      bytes = png;
      image = embeddableImage(png);
    }
    if (!image) return undefined;
    const key = `proof-image-${++fileCounter}.${image.type}`;
    pdfMake.virtualfs.writeFileSync(
      key,
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    written.push(key);
    return { key, width: image.width, height: image.height };
  } catch {
    return undefined;
  }
}

/**
 * The proof's PDF, built in the browser: the document of proofLayout laid out by pdfmake, with the
 * images at their original quality and the text selectable.
 */
export async function buildProofPdf(proof: Proof): Promise<Blob> {
  // Measures (whole download, and without loading pdfmake), so the benchmark can read them in a real browser.
  performance.mark('proof-pdf:start');
  const pdfMake = await loadPdfMake();
  performance.mark('proof-pdf:loaded');
  const document = proofDocument(proof);
  const written: string[] = [];
  try {
    const load = (src: string) => loadImage(pdfMake, src, written);
    const sources = [
      ...new Set(
        document.pages.flatMap((page) => [...page.images, ...page.navigation2Images].map((image) => image.src)),
      ),
    ];
    const contentWidth = A4_POINTS.width - 2 * LAYOUT.padding * PX_TO_PT;
    const [logo, loaded, content] = await Promise.all([
      document.logo ? load(document.logo) : undefined,
      Promise.all(sources.map(async (src) => [src, await load(src)] as const)),
      htmlToPdfContent(
        sanitizeHtml(document.contentHtml),
        async (src) => {
          const image = await load(src);
          return image && { image: image.key, width: image.width, height: image.height };
        },
        contentWidth,
      ),
    ]);
    const images = new Map(loaded.filter((entry): entry is readonly [string, PdfImage] => entry[1] !== undefined));
    const blob = await pdfBlob(() => pdfMake.createPdf(proofPdfDefinition(document, { logo, images, content })));
    performance.measure('proof-pdf', 'proof-pdf:start');
    performance.measure('proof-pdf-build', 'proof-pdf:loaded');
    return blob;
  } finally {
    // pdfmake keeps what it is given for good; a proof's images would add up over a working day.
    for (const key of written) delete pdfMake.virtualfs.storage[key];
  }
}
