import type { Content } from 'pdfmake/interfaces';

/**
 * An image the HTML names, as pdfmake can embed it (a data URL, or the name of a file in pdfmake's
 * virtual file system) with its size in CSS pixels, or undefined to leave it out.
 */
export type ImageLoader = (src: string) => Promise<{ image: string; width: number; height: number } | undefined>;

/** CSS pixels to PDF points (96 to 72 per inch). */
const PX_TO_PT = 0.75;

interface Run {
  text: string;
  bold?: boolean;
  italics?: boolean;
  fontSize?: number;
}

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Elements whose content is no text of the page. */
const HIDDEN = new Set([
  'head',
  'iframe',
  'math',
  'noscript',
  'object',
  'script',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
]);
const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 17, h3: 15, h4: 13, h5: 12, h6: 11 };
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rupee: '₹',
};

/** Character references as the browser reads them (the common named ones and every numeric one). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\w[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
const SRC = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const ALT = /(?:^|\s)alt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const attribute = (attributes: string, pattern: RegExp) => {
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

/**
 * The text and images of HTML as pdfmake content: one paragraph per block element, bold, italic and
 * heading sizes kept, list items bulleted, images (through `loadImage`) at their size or fitted to
 * `width`; everything else is left out. A reading of the content, not a browser's layout. The HTML must
 * come sanitised (the API strips it, the browser runs DOMPurify); hidden elements' text is skipped.
 * Pure string work, so the API and the browser share it.
 */
export async function htmlToPdfContent(html: string, loadImage: ImageLoader, width: number): Promise<Content[]> {
  const content: Content[] = [];
  let runs: Run[] = [];
  const open: string[] = [];
  let hiddenDepth = 0;

  const flush = () => {
    const text = runs.map((run) => run.text).join('');
    if (text.trim()) {
      runs[0] = { ...runs[0], text: runs[0].text.trimStart() };
      runs[runs.length - 1] = { ...runs[runs.length - 1], text: runs[runs.length - 1].text.trimEnd() };
      content.push({ text: runs.filter((run) => run.text), margin: [0, 0, 0, 6] });
    }
    runs = [];
  };
  const style = (): Omit<Run, 'text'> => {
    const heading = open.findLast((tag) => tag in HEADING_SIZE);
    return {
      ...(open.some((tag) => tag === 'b' || tag === 'strong' || tag in HEADING_SIZE) && { bold: true }),
      ...(open.some((tag) => tag === 'i' || tag === 'em') && { italics: true }),
      ...(heading && { fontSize: HEADING_SIZE[heading] }),
    };
  };

  for (const [, closing, rawName, attributes = '', text] of html.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (hiddenDepth === 0) {
        const collapsed = decodeEntities(text).replace(/\s+/g, ' ');
        const last = runs.at(-1)?.text ?? ' ';
        const joined = last.endsWith(' ') ? collapsed.replace(/^ /, '') : collapsed;
        if (joined) runs.push({ text: joined, ...style() });
      }
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (HIDDEN.has(name)) {
      if (!attributes.trimEnd().endsWith('/')) hiddenDepth = Math.max(0, hiddenDepth + (closing ? -1 : 1));
      continue;
    }
    if (hiddenDepth > 0) continue;
    if (BLOCKS.has(name)) flush();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at);
      continue;
    }
    if (name === 'li') runs.push({ text: '• ' });
    if (name === 'img') {
      const src = attribute(attributes, SRC);
      const image = src ? await loadImage(src) : undefined;
      flush();
      if (image) {
        // As large as the page shows it, never enlarged: a small image stays small.
        const fit: [number, number] = [
          Math.min(width, image.width * PX_TO_PT),
          Math.min(width * 1.2, image.height * PX_TO_PT),
        ];
        content.push({ image: image.image, fit, margin: [0, 0, 0, 8] });
      } else runs.push({ text: `[${attribute(attributes, ALT) || 'image'}]`, italics: true });
      continue;
    }
    if (!BLOCKS.has(name) || name in HEADING_SIZE) open.push(name);
  }
  flush();
  return content;
}
