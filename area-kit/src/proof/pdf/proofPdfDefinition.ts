import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { theme } from 'shared-kit/theme';
import {
  A4_POINTS,
  LAYOUT,
  PX_TO_PT,
  pageGroups,
  type DocumentImage,
  type DocumentPage,
  type ProofDocument,
} from '../proofLayout';

/** An image ready for pdfmake: its name in pdfmake's virtual file system and its pixel size. */
export interface PdfImage {
  key: string;
  width: number;
  height: number;
}

export interface PdfAssets {
  logo: PdfImage | undefined;
  /** The group images that loaded, by their src; a missing one is named in the document instead. */
  images: ReadonlyMap<string, PdfImage>;
  /** The proof type's template as pdfmake content (see @console/contract/pdf htmlToPdfContent). */
  content: Content[];
}

const pt = (px: number) => px * PX_TO_PT;
const PADDING = pt(LAYOUT.padding);
const CONTENT_WIDTH = A4_POINTS.width - 2 * PADDING;
const GAP = pt(LAYOUT.gap);
const CELL_WIDTH = (CONTENT_WIDTH - 2 * GAP) / 3;
const WHITE = theme.document.onBrand;

/** A full-width band in the brand colour (the header). */
const band = (brand: string, cell: Content, height: number): Content => ({
  table: { widths: ['*'], heights: [height], body: [[{ ...(cell as object), fillColor: brand } as Content]] },
  layout: 'noBorders',
});

function header(document: ProofDocument, logo: PdfImage | undefined): Content {
  const brandMark: Content = logo
    ? { image: logo.key, fit: [pt(LAYOUT.logo.width), pt(LAYOUT.logo.height)] }
    : { text: document.whitelabelUser, bold: true, fontSize: 18, color: WHITE };
  return band(
    document.brand,
    {
      columns: [
        brandMark,
        {
          stack: [
            { text: `Event: ${document.headerEvent}`, bold: true },
            { text: `Market: ${document.headerMarket}`, bold: true, margin: [0, 4, 0, 0] },
          ],
          alignment: 'right',
          color: WHITE,
          width: '*',
        },
      ],
      margin: [PADDING, pt(20), PADDING, pt(20)],
    },
    pt(LAYOUT.headerHeight),
  );
}

/** Three images side by side, each fitted to its cell at its original resolution (pdfmake embeds the bytes). */
function imageRow(images: DocumentImage[], loaded: ReadonlyMap<string, PdfImage>): Content {
  const cells: Content[] = images.map((image) => {
    const found = loaded.get(image.src);
    return found
      ? { image: found.key, fit: [CELL_WIDTH, pt(LAYOUT.imageHeight)], alignment: 'center', width: CELL_WIDTH }
      : { text: `[${image.filename || 'image'}]`, italics: true, width: CELL_WIDTH };
  });
  return { columns: cells, columnGap: GAP, margin: [0, 4, 0, pt(16)] };
}

function group(label: string, images: DocumentImage[], loaded: ReadonlyMap<string, PdfImage>): Content[] {
  return [{ text: label, bold: true, margin: [0, 4, 0, 0] }, ...(images.length ? [imageRow(images, loaded)] : [])];
}

function details(document: ProofDocument): Content {
  const pairs = document.details;
  const rows: Content[][] = [];
  for (let at = 0; at < pairs.length; at += 2) {
    rows.push(
      pairs
        .slice(at, at + 2)
        .flatMap(({ label, value }) => [{ text: label, bold: true, color: theme.document.label }, { text: value }]),
    );
    if (rows[rows.length - 1].length < 4) rows[rows.length - 1].push({ text: '' }, { text: '' });
  }
  return {
    table: { widths: ['auto', '*', 'auto', '*'], body: rows },
    layout: 'lightHorizontalLines',
    margin: [0, 8, 0, pt(16)],
  };
}

function pageBody(document: ProofDocument, page: DocumentPage, first: boolean, assets: PdfAssets): Content {
  const body: Content[] = first
    ? [{ text: document.title, bold: true, fontSize: 16, margin: [0, 0, 0, 8] }, ...assets.content, details(document)]
    : [];
  for (const section of pageGroups(document, page, first))
    body.push(...group(section.label, section.images, assets.images));
  return { stack: body, margin: [PADDING, pt(20), PADDING, 0] };
}

/** The image names a content tree uses (the template's own images included). */
function imageNames(content: unknown): string[] {
  if (Array.isArray(content)) return content.flatMap(imageNames);
  if (!content || typeof content !== 'object') return [];
  const own = typeof (content as { image?: unknown }).image === 'string' ? [(content as { image: string }).image] : [];
  return [...own, ...Object.values(content).flatMap(imageNames)];
}

/**
 * The proof as a pdfmake document: A4, the brand header with logo, event and market on every page, the
 * template and details, the first 3 images of each group on page one and the rest on page two, and the
 * footer band with the whitelabel URL and T&c Apply. The same layout as the preview (proofLayout sizes,
 * converted from preview pixels to points). Text stays text, so the PDF can be searched and copied.
 */
export function proofPdfDefinition(document: ProofDocument, assets: PdfAssets): TDocumentDefinitions {
  const footerHeight = pt(LAYOUT.footerHeight);
  const content: Content[] = document.pages.flatMap((page, index) => [
    index === 0
      ? header(document, assets.logo)
      : ({ ...(header(document, assets.logo) as object), pageBreak: 'before' } as Content),
    pageBody(document, page, index === 0, assets),
  ]);
  return {
    // Every image goes through the images dictionary: pdfmake reads a name found there from its virtual
    // file system, while a bare name in the content would be taken for a file path.
    images: Object.fromEntries(imageNames(content).map((key) => [key, key])),
    pageSize: 'A4',
    pageMargins: [0, 0, 0, footerHeight],
    info: { title: `${document.title} - ${document.whitelabelUser}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content,
    // The footer's band is drawn under the page: a footer taller than its margin (a table with its
    // paddings) would not be drawn at all.
    background: (_page, size) => ({
      canvas: [
        { type: 'rect', x: 0, y: size.height - footerHeight, w: size.width, h: footerHeight, color: document.brand },
      ],
    }),
    footer: () => ({
      columns: [
        { text: document.url, color: WHITE, width: '*' },
        { text: 'T&c Apply', color: WHITE, alignment: 'right', width: 'auto' },
      ],
      margin: [PADDING, pt(14), PADDING, 0],
    }),
  };
}
