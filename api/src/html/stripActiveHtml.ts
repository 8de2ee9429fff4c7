/**
 * Removes what could run in a browser from HTML that is otherwise kept as written: `<script>` elements
 * with their content, event-handler attributes (`on*`), `srcdoc`, and attributes whose value holds a
 * javascript: or vbscript: URL (also when hidden behind character references, tabs or newlines).
 *
 * The browser sanitises again on display (DOMPurify); this is the server's own line, so stored HTML is
 * safe for any other reader too. It follows the HTML tokenizer's rules for where tags and attributes
 * begin and end, and keeps two invariants that make its output read the same in every parsing context
 * (text, comments, raw-text elements such as <textarea> or <noscript>):
 *  - every `<` followed by a letter, or by `/` and a letter, starts a tag, wherever it is;
 *  - a tag it writes contains `<` only at its start and `>` only at its end: values holding either are
 *    re-quoted with `&lt;` / `&gt;`, and tags or attributes with unusual names are dropped.
 * Tags that need no change are kept byte for byte.
 */
export function stripActiveHtml(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) return out + html.slice(at);
    out += html.slice(at, lt);
    if (!startsTag(html, lt)) {
      out += '<';
      at = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    // A tag cut off by the end of the input is dropped by browsers too.
    if (!tag) return out;
    at = tag.next;
    if (tag.name.toLowerCase() === 'script') {
      if (!tag.end) at = skipScriptContent(html, at);
      continue;
    }
    out += writeTag(html, lt, tag);
  }
  return out;
}

interface Attribute {
  name: string;
  /** null for an attribute written without `=`. */
  value: string | null;
}

interface Tag {
  end: boolean;
  name: string;
  attributes: Attribute[];
  selfClosing: boolean;
  /** Index just past the closing `>`. */
  next: number;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

function startsTag(html: string, lt: number): boolean {
  return isLetter(html[lt + 1]) || (html[lt + 1] === '/' && isLetter(html[lt + 2]));
}

/** Reads the tag starting at `lt` as the HTML tokenizer would; null when the input ends inside it. */
function readTag(html: string, lt: number): Tag | null {
  const n = html.length;
  let p = lt + 1;
  const end = html[p] === '/';
  if (end) p += 1;
  const nameStart = p;
  while (p < n && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>') p += 1;
  const tag: Tag = { end, name: html.slice(nameStart, p), attributes: [], selfClosing: false, next: 0 };

  for (;;) {
    // Before an attribute name: spaces and stray slashes; a slash right before `>` closes the tag.
    while (p < n && (isSpace(html[p]) || html[p] === '/')) {
      if (html[p] === '/' && html[p + 1] === '>') tag.selfClosing = true;
      p += 1;
    }
    if (p >= n) return null;
    if (html[p] === '>') {
      tag.next = p + 1;
      return tag;
    }
    // The first character of a name may be anything, even `=`; later ones stop at `=`.
    const nameAt = p;
    p += 1;
    while (p < n && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>' && html[p] !== '=') p += 1;
    const name = html.slice(nameAt, p);
    while (p < n && isSpace(html[p])) p += 1;
    if (p >= n) return null;
    if (html[p] !== '=') {
      tag.attributes.push({ name, value: null });
      continue;
    }
    p += 1;
    while (p < n && isSpace(html[p])) p += 1;
    if (p >= n) return null;
    const quote = html[p];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, p + 1);
      if (close < 0) return null;
      value = html.slice(p + 1, close);
      p = close + 1;
    } else {
      const valueAt = p;
      while (p < n && !isSpace(html[p]) && html[p] !== '>') p += 1;
      value = html.slice(valueAt, p);
    }
    tag.attributes.push({ name, value });
  }
}

const SCRIPT_END = /<\/script[\t\n\f\r />]/gi;

/** Index past the end tag closing the script whose content starts at `from` (the input's end if none). */
function skipScriptContent(html: string, from: number): number {
  SCRIPT_END.lastIndex = from;
  const found = SCRIPT_END.exec(html);
  if (!found) return html.length;
  return readTag(html, found.index)?.next ?? html.length;
}

const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*(?::[A-Za-z][A-Za-z0-9-]*)?$/;
const ATTRIBUTE_NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

function isActive({ name, value }: Attribute): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('on') || lower === 'srcdoc' || (value !== null && holdsScriptUrl(value));
}

/** The tag as written when it is safe as is, rebuilt without its active parts otherwise. */
function writeTag(html: string, lt: number, tag: Tag): string {
  if (!TAG_NAME.test(tag.name)) return '';
  const seen = new Set<string>();
  const kept = tag.attributes.filter((attribute) => {
    const lower = attribute.name.toLowerCase();
    // Browsers use the first of repeated attributes and ignore the rest.
    if (!ATTRIBUTE_NAME.test(attribute.name) || seen.has(lower) || isActive(attribute)) return false;
    seen.add(lower);
    return true;
  });
  const unchanged =
    kept.length === tag.attributes.length && kept.every(({ value }) => value === null || !/[<>]/.test(value));
  if (unchanged) return html.slice(lt, tag.next);
  if (tag.end) return `</${tag.name}>`;
  const attributes = kept.map(({ name, value }) => (value === null ? ` ${name}` : ` ${name}="${quoteValue(value)}"`));
  return `<${tag.name}${attributes.join('')}${tag.selfClosing ? ' /' : ''}>`;
}

// `&` stays as written: the value is still in source form, so its character references mean the same.
const quoteValue = (value: string) => value.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function codePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
}

/**
 * Whether a value would reach a script URL once the browser decodes character references and, as URL
 * parsing does, drops control characters and spaces. Looks anywhere in the value, since SVG animation
 * values are lists (`values="x;javascript:..."`).
 */
export function holdsScriptUrl(value: string): boolean {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, decimal: string) => codePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&(?:tab|newline);/gi, '');
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /(?:java|vb|live)script:/.test(compact);
}
