import { createInflateRaw } from 'node:zlib';

/**
 * Checks an uploaded .xlsx (a zip archive) before any spreadsheet code reads it: a decompression bomb
 * or a file that is not a zip at all is refused here. The central directory's entry count, sizes and
 * ratios are checked first; then every entry is inflated, streaming in zlib's thread pool (the event
 * loop stays free), with its declared size as a hard cap checked chunk by chunk (a zip can lie about
 * sizes: inflating stops at the first byte too many), and the local entries must follow one another
 * exactly as the directory lists them, so the reader that parses the file afterwards (workbookRows.ts)
 * meets nothing that was not checked: it reads the parts this check inflated.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of all entries' uncompressed sizes. */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio of an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

/**
 * An export of 100,000 rows of varied reports (the import's row limit) unpacks to 60 MB (its sheet,
 * 6.3 times smaller zipped); 100 MB leaves room for hand-made sheets with shared strings. Was 400 MB:
 * a 3 MB file whose shared strings unpacked to 409 MB took the server to 1.08 GB.
 */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** Why an upload is refused; `notSpreadsheet` when it is no .xlsx at all. */
export class ZipProblem extends Error {
  constructor(
    message: string,
    readonly notSpreadsheet = false,
  ) {
    super(message);
  }
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64_MARK = 0xffffffff;

const notSpreadsheet = () => new ZipProblem('The file is not an .xlsx spreadsheet', true);
const malformed = () => new ZipProblem('The file is not a well-formed .xlsx spreadsheet', true);

function findEndOfDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw notSpreadsheet();
}

function readDirectory(zip: Buffer, limits: ZipLimits): Entry[] {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_ENTRY) throw notSpreadsheet();
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw new ZipProblem('ZIP64 spreadsheets are not accepted');
  if (count > limits.maxEntries) throw new ZipProblem(`The spreadsheet holds more than ${limits.maxEntries} parts`);
  if (directoryOffset + directorySize > end) throw malformed();

  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw malformed();
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK)
      throw new ZipProblem('ZIP64 spreadsheets are not accepted');
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function checkDeclaredSizes(entries: Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new ZipProblem('The spreadsheet unpacks to more data than is accepted');
    if (entry.size > limits.ratioFloorBytes && entry.size > entry.compressedSize * limits.maxRatio) {
      throw new ZipProblem('The spreadsheet is compressed suspiciously well (a decompression bomb?)');
    }
  }
}

const bombInside = () => new ZipProblem('The spreadsheet holds a part larger than it declares (a decompression bomb?)');

/**
 * Inflates one entry as a stream, stopping at the first byte past its declared size, and checks it holds
 * exactly that; answers its content when `keep`, nothing otherwise (what is not read is not held).
 */
async function checkContent(zip: Buffer, entry: Entry, dataStart: number, keep: boolean): Promise<Buffer | null> {
  const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw malformed();
  if (entry.method === 0) {
    if (entry.size !== entry.compressedSize) throw malformed();
    return keep ? data : null;
  }
  if (entry.method !== 8) throw new ZipProblem('The spreadsheet uses an unsupported compression');
  const chunks: Buffer[] = [];
  const inflated = await new Promise<number>((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.size) {
        inflate.destroy();
        reject(bombInside());
      }
      if (keep) chunks.push(chunk);
    });
    inflate.on('error', () => reject(malformed()));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
  if (inflated !== entry.size) throw malformed();
  return keep ? Buffer.concat(chunks, inflated) : null;
}

/** Size of the data descriptor after an entry's data, if its flags say one follows. */
function descriptorLength(zip: Buffer, entry: Entry, dataEnd: number): number {
  if (!(entry.flags & 0x08)) return 0;
  return dataEnd + 4 <= zip.length && zip.readUInt32LE(dataEnd) === DATA_DESCRIPTOR ? 16 : 12;
}

/**
 * Rejects with a ZipProblem unless `zip` is a sound .xlsx archive within the limits; answers the content
 * of the parts `keep` names, inflated once by the check itself.
 */
export async function checkXlsxZip(
  zip: Buffer,
  limits: ZipLimits = XLSX_ZIP_LIMITS,
  keep: (name: string) => boolean = () => false,
): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  const entries = readDirectory(zip, limits);
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw notSpreadsheet();
  checkDeclaredSizes(entries, limits);
  const directoryStart = zip.readUInt32LE(findEndOfDirectory(zip) + 16);
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected || at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_ENTRY) throw malformed();
    const nameLength = zip.readUInt16LE(at + 26);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) throw malformed();
    const dataStart = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const content = await checkContent(zip, entry, dataStart, keep(entry.name));
    if (content) parts.set(entry.name, content);
    const dataEnd = dataStart + entry.compressedSize;
    expected = dataEnd + descriptorLength(zip, entry, dataEnd);
  }
  if (expected !== directoryStart) throw malformed();
  return parts;
}
