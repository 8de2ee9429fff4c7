// The little XML an .xlsx part needs read, scanned with indexOf: every search moves forward from where
// the last one ended, so a hostile part costs time in proportion to its length (no backtracking regular
// expression over a whole part, no document tree).

/** The part is not the XML a spreadsheet writes: the file is refused as unreadable. */
export class UnreadableXml extends Error {}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;

/** Text as written in XML, its entities and character references decoded (anything else left as it is). */
export function xmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(
    ENTITY,
    (whole, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
      if (name) return NAMED[name];
      const code = decimal ? Number(decimal) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** Where the last attribute readAttribute found lies in its tag (one object, reused: no allocation per cell). */
const found = { nameStart: 0, nameEnd: 0, valueStart: 0, valueEnd: 0 };

/**
 * Reads the first attribute of a start tag (the text between its name and its end) at or after `at`
 * into `found`; answers where the next one may begin, or -1 when there is none.
 */
function readAttribute(tag: string, at: number): number {
  const length = tag.length;
  while (at < length && isSpace(tag.charCodeAt(at))) at += 1;
  const equals = tag.indexOf('=', at);
  if (equals === -1) return -1;
  let nameEnd = equals;
  while (nameEnd > at && isSpace(tag.charCodeAt(nameEnd - 1))) nameEnd -= 1;
  let quoteAt = equals + 1;
  while (quoteAt < length && isSpace(tag.charCodeAt(quoteAt))) quoteAt += 1;
  const quote = tag.charCodeAt(quoteAt);
  if (quote !== 34 && quote !== 39) return -1;
  const closing = tag.indexOf(quote === 34 ? '"' : "'", quoteAt + 1);
  if (closing === -1) return -1;
  found.nameStart = at;
  found.nameEnd = nameEnd;
  found.valueStart = quoteAt + 1;
  found.valueEnd = closing;
  return closing + 1;
}

const foundValue = (tag: string) => xmlText(tag.slice(found.valueStart, found.valueEnd));

/** An element's attributes, decoded. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (let at = 0; (at = readAttribute(tag, at)) !== -1;)
    attributes.set(tag.slice(found.nameStart, found.nameEnd), foundValue(tag));
  return attributes;
}

/** One attribute of an element, decoded; undefined when it has none of that name. */
export function attributeOf(tag: string, name: string): string | undefined {
  for (let at = 0; (at = readAttribute(tag, at)) !== -1;) {
    if (found.nameEnd - found.nameStart === name.length && tag.startsWith(name, found.nameStart))
      return foundValue(tag);
  }
  return undefined;
}

/** The `>` that ends the start tag opened at `at`, quoted attribute values skipped; -1 when there is none. */
function startTagEnd(xml: string, at: number, to: number): number {
  for (let i = at; i < to; i += 1) {
    const code = xml.charCodeAt(i);
    if (code === 62) return i;
    if (code === 34 || code === 39) {
      const closing = xml.indexOf(code === 34 ? '"' : "'", i + 1);
      if (closing === -1 || closing >= to) return -1;
      i = closing;
    }
  }
  return -1;
}

/** What may follow an element's name in its start tag: `>`, `/`, or white space. */
const endsName = (code: number) => code === 62 || code === 47 || isSpace(code);

/**
 * Calls `visit` with every element `name` in `xml` between `from` and `to`, in order: the text of its
 * start tag after the name, and its content (null for an empty element, `<x/>`), until `visit` answers
 * true. For elements that do not hold another of the same name (rows, cells, strings, runs). Throws
 * UnreadableXml when one is never closed.
 */
export function eachElement(
  xml: string,
  name: string,
  visit: (tag: string, content: string | null) => boolean | void,
  from = 0,
  to = xml.length,
): void {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = xml.indexOf(open, from);
  while (at !== -1 && at < to) {
    const nameEnd = at + open.length;
    if (!endsName(xml.charCodeAt(nameEnd))) {
      at = xml.indexOf(open, nameEnd);
      continue;
    }
    const tagEnd = startTagEnd(xml, nameEnd, to);
    if (tagEnd === -1) throw new UnreadableXml(`an unfinished <${name}>`);
    if (xml.charCodeAt(tagEnd - 1) === 47) {
      if (visit(xml.slice(nameEnd, tagEnd - 1), null)) return;
      at = xml.indexOf(open, tagEnd + 1);
      continue;
    }
    const closeAt = xml.indexOf(close, tagEnd + 1);
    if (closeAt === -1 || closeAt + close.length > to) throw new UnreadableXml(`an unclosed <${name}>`);
    if (visit(xml.slice(nameEnd, tagEnd), xml.slice(tagEnd + 1, closeAt))) return;
    at = xml.indexOf(open, closeAt + close.length);
  }
}

export interface Element {
  /** The start tag's text after the name. */
  tag: string;
  /** What is between the start and end tags; null for an empty element (`<x/>`). */
  content: string | null;
}

/** Every element `name` in `xml` (eachElement), as a list. */
export function elements(xml: string, name: string): Element[] {
  const found: Element[] = [];
  eachElement(xml, name, (tag, content) => void found.push({ tag, content }));
  return found;
}

/** The first element `name` in `xml`, or undefined (read no further than its end). */
export function firstElement(xml: string, name: string): Element | undefined {
  if (!xml.includes(`<${name}`)) return undefined;
  let first: Element | undefined;
  eachElement(xml, name, (tag, content) => {
    first = { tag, content };
    return true;
  });
  return first;
}

/** A part's element names as it writes them: `row`, or `x:row` in a part that names its namespace `x`. */
export type Qualified = (name: string) => string;

const unprefixed: Qualified = (name) => name;

/** The namespaces of the elements the reader reads: a sheet's, the workbook's, strings' and styles', and relationships'. */
export const SPREADSHEET_NAMESPACE = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * How `xml` names the elements of `namespace`: with the prefix its root element carries when the root
 * binds that prefix to the namespace (`<x:worksheet xmlns:x="…/spreadsheetml/2006/main">`, as some
 * writers, such as the Open XML SDK's, make them), without one otherwise (Excel's, LibreOffice's,
 * exceljs's own). Only the root is read: a part's elements share its namespace.
 */
export function qualifiedIn(xml: string, namespace: string): Qualified {
  let at = xml.indexOf('<');
  // Past the XML declaration, comments and a doctype: the root is the first element.
  while (at !== -1 && (xml.charCodeAt(at + 1) === 63 || xml.charCodeAt(at + 1) === 33)) at = xml.indexOf('<', at + 1);
  if (at === -1) return unprefixed;
  let nameEnd = at + 1;
  while (nameEnd < xml.length && !endsName(xml.charCodeAt(nameEnd))) nameEnd += 1;
  const colon = xml.indexOf(':', at + 1);
  if (colon === -1 || colon >= nameEnd) return unprefixed;
  const prefix = xml.slice(at + 1, colon);
  const tagEnd = startTagEnd(xml, nameEnd, xml.length);
  if (tagEnd === -1 || attributesOf(xml.slice(nameEnd, tagEnd)).get(`xmlns:${prefix}`) !== namespace) return unprefixed;
  return (name) => `${prefix}:${name}`;
}

/**
 * The text of a string item (a shared string's <si>, an inline string's <is>): its <t>, or its rich-text
 * runs' <t>s joined; phonetic guides (<rPh>) are not part of the text.
 */
export function stringItemText(item: string, named: Qualified = unprefixed): string {
  let text = '';
  let from = 0;
  const guide = named('rPh');
  for (const range of item.includes(`<${guide}`) ? [...guideRanges(item, guide)] : []) {
    text += textsOf(item, from, range.start, named('t'));
    from = range.end;
  }
  return text + textsOf(item, from, item.length, named('t'));
}

function textsOf(xml: string, from: number, to: number, t: string): string {
  let text = '';
  eachElement(
    xml,
    t,
    (_, content) => {
      if (content) text += xmlText(content);
    },
    from,
    to,
  );
  return text;
}

function* guideRanges(item: string, guide: string): Generator<{ start: number; end: number }> {
  const open = `<${guide}`;
  const close = `</${guide}>`;
  let at = item.indexOf(open);
  while (at !== -1) {
    const end = item.indexOf(close, at);
    if (end === -1) throw new UnreadableXml(`an unclosed ${open}>`);
    yield { start: at, end: end + close.length };
    at = item.indexOf(open, end);
  }
}
