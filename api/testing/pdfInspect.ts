import { inflateSync } from 'node:zlib';

/**
 * A tiny reader of the PDFs pdfmake/pdfkit write, for tests: page count, page sizes and the text, read
 * through each font's ToUnicode map, so "the PDF holds the user's name" is checked on what a reader
 * would select and copy. It handles pdfkit's output (Flate streams or none, hex-encoded glyph strings),
 * not every PDF.
 */
export interface PdfFacts {
  /** The file starts with %PDF- and ends with %%EOF. */
  wellFormed: boolean;
  pages: number;
  /** [width, height] of each page's MediaBox, in points. */
  mediaBoxes: Array<[number, number]>;
  /** The text of every page, in order, with runs of white space as one space. */
  text: string;
  /** Images embedded (alpha masks aside), with their pixel size and filter. */
  images: Array<{ width: number; height: number; filter: string }>;
}

interface PdfObject {
  id: number;
  dictionary: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): PdfObject[] {
  const source = pdf.toString('latin1');
  const objects: PdfObject[] = [];
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.push({ id: Number(match[1]), dictionary: body });
    } else {
      const dictionary = body.slice(0, streamAt);
      const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
      let stream = pdf.subarray(dataStart, dataStart + length);
      if (/\/FlateDecode/.test(dictionary) && !/\/Subtype \/Image/.test(dictionary)) stream = inflateSync(stream);
      objects.push({ id: Number(match[1]), dictionary, stream });
    }
    header.lastIndex = end;
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) to text. */
function cmapOf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, body] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of body.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(code.toLowerCase(), unicode(target));
  }
  for (const [, body] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, targets] of body.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const first = parseInt(from, 16);
      const width = from.length;
      const list = [...targets.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]);
      for (let code = first; code <= parseInt(to, 16); code += 1) {
        const key = code.toString(16).padStart(width, '0');
        if (targets.startsWith('[')) map.set(key, unicode(list[code - first] ?? ''));
        else {
          const base = parseInt(list[0], 16) + (code - first);
          map.set(key, String.fromCodePoint(base));
        }
      }
    }
  }
  return map;
}

export function inspectPdf(pdf: Buffer): PdfFacts {
  const tail = pdf.subarray(Math.max(0, pdf.length - 32)).toString('latin1');
  const objects = objectsOf(pdf);
  const byId = new Map(objects.map((object) => [object.id, object]));

  // Font resource names (/F1 ...) to the ToUnicode map of the font they name.
  const cmaps = new Map<string, Map<string, string>>();
  for (const object of objects) {
    for (const [, name, id] of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = byId.get(Number(id));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dictionary);
      const stream = toUnicode && byId.get(Number(toUnicode[1]))?.stream;
      if (stream) cmaps.set(name, cmapOf(stream.toString('latin1')));
    }
  }

  const pageObjects = objects.filter((object) => /\/Type \/Page(?!s)/.test(object.dictionary));
  const mediaBoxes = pageObjects.map((page) => {
    const box = /\/MediaBox \[([^\]]+)\]/.exec(page.dictionary)![1].trim().split(/\s+/).map(Number);
    return [box[2] - box[0], box[3] - box[1]] as [number, number];
  });

  const contentIds = pageObjects.map((page) => Number(/\/Contents (\d+) 0 R/.exec(page.dictionary)?.[1]));
  const texts: string[] = [];
  for (const id of contentIds) {
    const stream = byId.get(id)?.stream?.toString('latin1') ?? '';
    let cmap: Map<string, string> | undefined;
    let line = '';
    for (const [, font, hex, op] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)>|\b(ET)\b/gi)) {
      if (font) cmap = cmaps.get(font);
      else if (op) {
        texts.push(line);
        line = '';
      } else if (hex !== undefined && cmap) {
        const width = [...cmap.keys()][0]?.length ?? 4;
        for (let at = 0; at < hex.length; at += width) line += cmap.get(hex.slice(at, at + width).toLowerCase()) ?? '';
      }
    }
  }

  // An image's alpha channel is an image of its own, named by /SMask: not one more picture.
  const masks = new Set(
    objects.flatMap((object) => [...object.dictionary.matchAll(/\/SMask (\d+) 0 R/g)].map((m) => Number(m[1]))),
  );
  const images = objects
    .filter((object) => /\/Subtype \/Image/.test(object.dictionary) && !masks.has(object.id))
    .map((object) => ({
      width: Number(/\/Width (\d+)/.exec(object.dictionary)?.[1]),
      height: Number(/\/Height (\d+)/.exec(object.dictionary)?.[1]),
      filter: /\/Filter \/(\w+)/.exec(object.dictionary)?.[1] ?? '',
    }));

  return {
    wellFormed: pdf.subarray(0, 5).toString('latin1') === '%PDF-' && tail.includes('%%EOF'),
    pages: pageObjects.length,
    mediaBoxes,
    text: texts.join(' ').replace(/\s+/g, ' ').trim(),
    images,
  };
}
