import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content } from 'pdfmake/interfaces';

/** pdfmake's own Roboto, from its package, so the server embeds the same font as the browser. */
const FONTS_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');

let configured = false;

/** pdfmake on the server reads only its fonts: no URL is ever fetched, no other local file read. */
function configure(): void {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(FONTS_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(FONTS_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(FONTS_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONTS_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONTS_DIR + path.sep));
  configured = true;
}

/** A4 in points, the page of every proof PDF. */
export const A4_WIDTH = 595.28;
export const PAGE_MARGIN = 40;

/** An A4 PDF of `content` with selectable text (Roboto embedded). */
export async function renderPdf(content: Content[], title: string): Promise<Buffer> {
  configure();
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: PAGE_MARGIN,
      info: { title },
      content,
      defaultStyle: { font: 'Roboto', fontSize: 11 },
    })
    .getBuffer();
}
