import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS, type ReportInput } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../src/db';
import type { BlockCuts } from '../src/reports/blockPlan';
import { reportLines } from '../src/reports/stream';
import { checkXlsxZip } from '../src/reports/xlsx/zipGuard';

/** A valid report body (the contract's sample report without its server fields), with whatever a test changes. */
export function reportBody(overrides: Partial<ReportInput> = {}): ReportInput {
  const { _id, recordAddBy, ...body } = sampleReport({ afterVoidBalance: 1200.5 });
  return { ...body, ...overrides };
}

export const original = sampleOriginal;

/** Every report of a user name beginning `starts-` begins a run: a short list cut in many blocks. */
export const STARTS_CUTS: BlockCuts = { startsRun: sql`user_name LIKE 'starts-%'`, most: 1_000_000 };

/** The area's whole list as a build from nothing writes it (head, blocks, end), cut by STARTS_CUTS. */
export const wholeListLines = (db: Database, area: AreaKey = 'turbo') =>
  db.transaction(
    async (tx) => {
      const read: string[] = [];
      for await (const line of (await reportLines(tx, area, { cuts: STARTS_CUTS })).lines) read.push(String(line));
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

export const HEADER = REPORT_COLUMNS.map((column) => column.label);

/**
 * An .xlsx made with exceljs as a person would make one: a header row, then the given rows (a cell
 * value per header, by label), with optional merges ("A2:A3").
 */
export async function spreadsheet(
  rows: Array<Record<string, ExcelJS.CellValue> | null>,
  { sheetName = 'Reports', merges = [] as string[], header = HEADER } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  rows.forEach((row, i) => {
    if (!row) return;
    const written = sheet.getRow(i + 2);
    header.forEach((label, column) => {
      if (row[label] !== undefined) written.getCell(column + 1).value = row[label];
    });
    written.commit();
  });
  for (const range of merges) sheet.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One spreadsheet row of a one-original, one-bet report, with changes by header label. */
export function row(overrides: Record<string, ExcelJS.CellValue> = {}): Record<string, ExcelJS.CellValue> {
  return {
    Date: new Date('2026-03-05T00:00:00Z'),
    'User Name': 'punter7',
    Agent: 'agent-a',
    Origin: 'Mumbai',
    Sport: 'Cricket',
    Event: 'India v Australia',
    Market: 'Match Odds',
    'P&L': 250,
    Odds: 1.85,
    Stack: 100,
    Time: '14:05:09',
    'Before Void Balance': 1500,
    'After Void Balance': 1200,
    'Catch By': 'Agent',
    'Proof Type': 'Ground line or Live line',
    'Proof Status': 'Submitted',
    'Void Status': 'Void',
    Remark: '',
    'Record Added By': 'asha',
    ...overrides,
  };
}

/**
 * A zip archive written by hand, so tests can make what no library would: entries that lie about their
 * size, or compress a mountain of zeros.
 */
export function zipOf(entries: Array<{ name: string; data: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize } of entries) {
    const nameBytes = Buffer.from(name);
    const compressed = deflateRawSync(data);
    const size = declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The spreadsheet parts whose elements are in SpreadsheetML's main namespace. */
const SPREADSHEET_PART = /^xl\/(workbook|sharedStrings|styles|worksheets\/[^/]+)\.xml$/;

/**
 * The same .xlsx with SpreadsheetML's elements named with a prefix (`<x:row>`, the namespace declared as
 * `xmlns:x` on each part's root) and its relationships' with another (`<pr:Relationship>`), as the Open
 * XML SDK and tools built on it write them. Elements of other namespaces keep their own prefixes.
 */
export async function withNamespacePrefixes(file: Buffer): Promise<Buffer> {
  const prefixed = (xml: string, prefix: string) =>
    xml.replace(/<(\/?)([A-Za-z_][\w.-]*)(?=[\s/>])/g, `<$1${prefix}:$2`).replace(/ xmlns="/, ` xmlns:${prefix}="`);
  const parts = await checkXlsxZip(file, undefined, () => true);
  return zipOf(
    [...parts].map(([name, data]) => {
      const xml = data.toString('utf8');
      if (SPREADSHEET_PART.test(name)) return { name, data: Buffer.from(prefixed(xml, 'x')) };
      if (name === 'xl/_rels/workbook.xml.rels') return { name, data: Buffer.from(prefixed(xml, 'pr')) };
      return { name, data };
    }),
  );
}

/** A multipart body holding one file, as the page's import sends it. */
export function upload(bytes: Buffer, filename = 'reports.xlsx', field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}
