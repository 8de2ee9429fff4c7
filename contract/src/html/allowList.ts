/**
 * The one allow-list for stored HTML (proof-type templates), used by the API when it stores or reads
 * HTML (DOMPurify on jsdom) and by the browser when it shows it (DOMPurify on the page's window), so
 * both keep exactly the same markup. Pure: no DOM of its own; the caller hands in a DOMPurify instance
 * made for its window (`createDOMPurify(window)`), which this configures.
 *
 * DOMPurify's defaults keep `<form>`, `<input>`, `<button>`, `<style>` and any `style=`: a template could
 * then be a full-screen "Session expired" form posting a password off-site, or fetch a beacon. Here:
 *  - text-level and block markup, lists, tables and images only: no form controls, no frames, no
 *    `<style>`/`<link>`/`<meta>`/`<base>`, no SVG or MathML, no links (a template is printed, not browsed);
 *  - no `id`/`class`, so a template can neither pick up the console's own classes nor clobber globals;
 *  - `style=` reduced to an allow-list of properties that colour, size and space text: nothing that
 *    positions (`position`, `top`, `z-index`, `transform`, negative margins, viewport units), nothing
 *    that fetches (`url(...)`, `image-set`), no escapes or comments that could hide either;
 *  - images only from this console's upload store (`/api/uploads/...`) or inline `data:` images.
 */
import type { Config, DOMPurify } from 'dompurify';

export const ALLOWED_TAGS = [
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'hr', 'pre', 'code',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img',
]; // prettier-ignore

export const ALLOWED_ATTR = [
  'style', 'title', 'lang', 'dir', 'align', 'valign', 'width', 'height', 'colspan', 'rowspan', 'span',
  'border', 'cellpadding', 'cellspacing', 'src', 'alt',
]; // prettier-ignore

/** Properties that style text and boxes in place; none of them can move a box over the page or load anything. */
export const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'font-weight', 'font-style', 'font-size', 'font-family', 'font-variant',
  'text-align', 'text-decoration', 'text-transform', 'text-indent', 'line-height', 'letter-spacing',
  'word-spacing', 'white-space', 'vertical-align', 'list-style-type',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style',
  'border-width', 'border-radius', 'border-collapse', 'border-spacing',
  'width', 'height', 'max-width', 'max-height', 'min-width', 'min-height',
]); // prettier-ignore

/** A stored upload as the console shows it (the upload store's path shape under /api/). */
const UPLOAD_IMAGE = /^\/api\/uploads\/(?:[a-z0-9_-]+\/)+[A-Za-z0-9_-]{20,}\.(?:jpg|png|gif|webp)$/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Whether an image source is one a stored template may show: this console's uploads or inline data. */
export function isAllowedImageSource(src: string): boolean {
  const trimmed = src.trim();
  return UPLOAD_IMAGE.test(trimmed) || DATA_IMAGE.test(trimmed);
}

const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(\s*[\d.,%\s/]*\)/gi;
const VIEWPORT_UNIT = /\d\s*(?:[dsl]?v(?:w|h|min|max|i|b))\b/i;

/** One declaration's value, when it only sets a size, colour or keyword. */
function safeValue(value: string): boolean {
  if (!value || /[\\<>{}@;]|\/\*/.test(value)) return false;
  const plain = value.replace(COLOUR_FUNCTION, 'colour');
  // Any other function (url, image-set, var, calc, expression, attr...) is refused.
  if (/[()]/.test(plain)) return false;
  if (!/^[\w\s#%.,'"+-]*$/.test(plain)) return false;
  // Negative lengths pull a box over what comes before it; viewport units size it by the window.
  if (/(^|[^\w-])-\s*[\d.]/.test(plain) || VIEWPORT_UNIT.test(plain)) return false;
  return true;
}

/**
 * The declarations of a `style` attribute that the allow-list keeps; the attribute as written when it
 * keeps them all, '' when none is left.
 */
export function safeStyle(style: string): string {
  const declarations = style.split(';').filter((declaration) => declaration.trim());
  const kept = declarations.flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    if (colon < 0) return [];
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    return STYLE_PROPERTIES.has(property) && safeValue(value.replace(/\s*!important$/i, ''))
      ? [`${property}: ${value}`]
      : [];
  });
  return kept.length === declarations.length ? style.trim() : kept.join('; ');
}

export const SANITIZER_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only HTML: SVG and MathML have their own parsing rules, the usual home of mutation XSS.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  // The children of a dropped form or link stay as text; those of these go with them.
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'iframe', 'object',
    'embed', 'textarea', 'select', 'option', 'title', 'xmp', 'plaintext', 'svg', 'math'], // prettier-ignore
  RETURN_TRUSTED_TYPE: false,
};

export type HtmlSanitizer = (html: string) => string;

/** Configures `purify` (a DOMPurify instance of its own: hooks stay on it) and answers the sanitiser. */
export function configureSanitizer(purify: DOMPurify): HtmlSanitizer {
  purify.addHook('uponSanitizeAttribute', (_node, attribute) => {
    if (attribute.attrName === 'style') {
      attribute.attrValue = safeStyle(attribute.attrValue);
      if (!attribute.attrValue) attribute.keepAttr = false;
    } else if (attribute.attrName === 'src' && !isAllowedImageSource(attribute.attrValue)) {
      attribute.keepAttr = false;
    }
  });
  return (html) => purify.sanitize(html, SANITIZER_CONFIG);
}
