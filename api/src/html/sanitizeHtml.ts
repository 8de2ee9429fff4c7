import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { configureSanitizer, type HtmlSanitizer } from '@console/contract/html';
import { Refusal } from '../http/refusal';

/**
 * How much markup the server parses at all. jsdom's parser is slow on large and deep documents
 * (measured: 2000 nested elements 1.4 s, 50,000 nested `<b>` 142 s, deeper ones overflow the stack), and
 * it runs on the API's thread when a template is stored: a template of a few tables is far below these.
 */
export const MAX_ELEMENTS = 1500;
export const MAX_DEPTH = 64;

/** HTML past those limits: answered 400, never parsed. */
export class HtmlTooComplexError extends Refusal {
  constructor(message: string) {
    super(400, message);
  }
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/** Counts start tags and how deep they could nest (end tags taken at their word), without parsing. */
function checkComplexity(html: string): void {
  let elements = 0;
  let depth = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    elements += 1;
    if (!VOID.has(name.toLowerCase()) && !selfClosing) depth += 1;
    if (elements > MAX_ELEMENTS) throw new HtmlTooComplexError(`The HTML has more than ${MAX_ELEMENTS} elements`);
    if (depth > MAX_DEPTH) throw new HtmlTooComplexError(`The HTML nests elements more than ${MAX_DEPTH} deep`);
  }
}

let sanitizer: HtmlSanitizer | undefined;

/**
 * Stored HTML (proof-type templates, the preview PDF's page) through the console's one allow-list
 * (`shared-kit/html`), with DOMPurify on a jsdom window: a maintained sanitiser that parses as a
 * browser does, rather than a hand-written tag scanner. The window is made once, on first use.
 * Throws HtmlTooComplexError past MAX_ELEMENTS or MAX_DEPTH.
 */
export function sanitizeHtml(html: string): string {
  checkComplexity(html);
  sanitizer ??= configureSanitizer(createDOMPurify(new JSDOM('').window));
  return sanitizer(html);
}
