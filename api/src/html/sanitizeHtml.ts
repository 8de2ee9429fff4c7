import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { configureSanitizer, type HtmlSanitizer } from 'shared-kit/html';

let sanitizer: HtmlSanitizer | undefined;

/**
 * Stored HTML (proof-type templates, the preview PDF's page) through the console's one allow-list
 * (`shared-kit/html`), with DOMPurify on a jsdom window: a maintained sanitiser that parses as a
 * browser does, rather than a hand-written tag scanner. The window is made once, on first use.
 */
export function sanitizeHtml(html: string): string {
  sanitizer ??= configureSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
  return sanitizer(html);
}
