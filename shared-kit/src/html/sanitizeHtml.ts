import createDOMPurify from 'dompurify';
import { configureSanitizer, type HtmlSanitizer } from '@console/contract/html';

let sanitizer: HtmlSanitizer | undefined;

/**
 * Stored HTML as the browser may show it: the allow-list of `allowList.ts`, the same the API applies
 * when it stores the HTML. Its own DOMPurify instance, made on first use, so its hooks reach no other.
 */
export function sanitizeHtml(html: string): string {
  sanitizer ??= configureSanitizer(createDOMPurify(window));
  return sanitizer(html);
}
