import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sampleReport } from '@console/contract/testing';
import { withNamespacePrefixes } from '../../../testing/reports';
import { readCell } from './cells';
import { writeReportsXlsx } from './exportReports';
import { isReadPart, workbookSheets, type SheetRow } from './workbookRows';
import { UnreadableXml } from './xmlScan';
import { checkXlsxZip } from './zipGuard';

type Readings = Array<{ sheet: string; row: number; cells: Array<[number, ReturnType<typeof readCell>]> }>;

const readingsOf = (sheet: string, row: SheetRow) => ({
  sheet,
  row: row.number,
  cells: row.values.flatMap((value, column): Array<[number, ReturnType<typeof readCell>]> => {
    const reading = readCell(value);
    return reading.kind === 'empty' ? [] : [[column, reading]];
  }),
});

async function ours(file: Buffer): Promise<Readings> {
  const readings: Readings = [];
  for (const sheet of workbookSheets(await checkXlsxZip(file, undefined, isReadPart)))
    for await (const batch of sheet.batches) for (const row of batch) readings.push(readingsOf(sheet.name, row));
  return readings;
}

/**
 * What exceljs makes of the file, read whole: the reference these tests compare with. Not exceljs's
 * streaming reader (the import's reader before this one): in files whose sheets come before
 * `workbook.xml` and `styles.xml` (exceljs's own and the console's exports), it now and then read a
 * sheet before those parts under load (named `Sheet1`, dates as numbers), so it is no fixed reference.
 */
async function exceljsDocument(file: Buffer): Promise<Readings> {
  const readings: Readings = [];
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  workbook.eachSheet((worksheet) =>
    worksheet.eachRow((row) => {
      const values: ExcelJS.CellValue[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => (values[column] = cell.value));
      readings.push(readingsOf(worksheet.name, { number: row.number, values }));
    }),
  );
  return readings;
}

const WORKBOOK = (sheets: string, properties = '') =>
  `<?xml version="1.0"?><workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${properties}<sheets>${sheets}</sheets></workbook>`;
const RELS = (targets: Record<string, string>) =>
  `<Relationships>${Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="worksheet" Target="${target}"/>`)
    .join('')}</Relationships>`;
const SHEET = (rows: string) => `<worksheet><sheetData>${rows}</sheetData><rowBreaks count="0"/></worksheet>`;

/** A row's values from column A (index 1) on: toEqual takes a hole and undefined alike. */
const fromColumnA = (...values: unknown[]) => [undefined, ...values];

async function rowsOf(parts: Record<string, string>) {
  const rows: Array<{ sheet: string } & SheetRow> = [];
  const map = new Map(Object.entries(parts).map(([name, text]) => [name, Buffer.from(text)]));
  for (const sheet of workbookSheets(map))
    for await (const batch of sheet.batches) for (const row of batch) rows.push({ sheet: sheet.name, ...row });
  return rows;
}

describe('workbookSheets', () => {
  it('reads what exceljs writes as exceljs reads it: strings, rich text, numbers, dates, booleans, formulas, errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('March & April');
    first.addRow(['Date', 'User Name', 'P&L', 'Flag', 'Remark']);
    first.addRow([new Date(Date.UTC(2026, 2, 5)), 'punter <7> & "co"', 250.5, true, { formula: 'A1', result: 1 }]);
    first.addRow([
      '05/03/2026',
      { richText: [{ text: 'rich ' }, { font: { bold: true }, text: 'text' }] },
      -0.25,
      false,
      { error: '#N/A' },
    ]);
    first.getCell('F3').value = new Date(Date.UTC(1899, 11, 30, 8, 5, 3));
    first.getCell('F3').numFmt = 'hh:mm:ss';
    first.getCell('G3').value = 45000;
    first.getCell('G3').numFmt = '"day "0';
    first.getCell('H3').value = 45000;
    first.getCell('H3').numFmt = 'dd/mm/yyyy';
    first.getCell('A5').value = 'after a gap';
    first.getCell('B6').style = { font: { bold: true } };
    const second = workbook.addWorksheet('Second');
    second.addRow(['  padded  ', 'ünïcödé ✓', '=looks like a formula', 1e21]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await ours(file);
    // The document reader skips a row whose cells are all empty (row 6 has only a style); ours keeps it.
    expect(read.filter(({ cells }) => cells.length > 0)).toEqual(await exceljsDocument(file));
    expect(read.map(({ sheet, row }) => `${sheet}:${row}`)).toEqual([
      'March & April:1',
      'March & April:2',
      'March & April:3',
      'March & April:5',
      'March & April:6',
      'Second:1',
    ]);
  });

  it('reads parts that name their elements with a namespace prefix (<x:row>) as the same parts without', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prefixed');
    sheet.addRow(['Date', 'shared', { richText: [{ text: 'rich ' }, { font: { bold: true }, text: 'text' }] }, 2.5]);
    sheet.addRow([new Date(Date.UTC(2026, 2, 5)), { formula: 'B1', result: 'x' }, true, null, 'after a hole']);
    // Longer than a stretch (BATCH_BYTES), so stretches are cut after a prefixed row's end.
    for (let n = 0; n < 12_000; n += 1) sheet.addRow([`row ${n}`, n]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const prefixed = await withNamespacePrefixes(file);
    const parts = await checkXlsxZip(prefixed, undefined, isReadPart);
    expect(parts.get('xl/worksheets/sheet1.xml')!.toString('utf8')).toContain('<x:row r="2"');
    expect(parts.get('xl/_rels/workbook.xml.rels')!.toString('utf8')).toContain('<pr:Relationship ');

    const read = await ours(prefixed);
    expect(read).toEqual(await ours(file));
    expect(read).toHaveLength(12_002);
    expect(read.slice(0, 2)).toEqual([
      {
        sheet: 'Prefixed',
        row: 1,
        cells: [
          [1, { kind: 'text', text: 'Date' }],
          [2, { kind: 'text', text: 'shared' }],
          [3, { kind: 'text', text: 'rich text' }],
          [4, { kind: 'number', value: 2.5 }],
        ],
      },
      {
        sheet: 'Prefixed',
        row: 2,
        cells: [
          [1, { kind: 'date', value: new Date(Date.UTC(2026, 2, 5)) }],
          [2, { kind: 'refused', reason: 'formulas are not accepted' }],
          [3, { kind: 'text', text: 'true' }],
          [5, { kind: 'text', text: 'after a hole' }],
        ],
      },
    ]);
    expect(read.at(-1)).toEqual({
      sheet: 'Prefixed',
      row: 12_002,
      cells: [
        [1, { kind: 'text', text: 'row 11999' }],
        [2, { kind: 'number', value: 11_999 }],
      ],
    });
  });

  it('reads a prefix only where the root binds it to the spreadsheet’s namespace', async () => {
    const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const parts = (root: string) => ({
      'xl/workbook.xml': `<?xml version="1.0"?><!-- by hand --><x:workbook xmlns:x="${MAIN}" xmlns:r="r"><x:sheets><x:sheet name="S" r:id="rId1"/></x:sheets></x:workbook>`,
      'xl/_rels/workbook.xml.rels': RELS({ rId1: 'worksheets/sheet1.xml' }),
      'xl/worksheets/sheet1.xml': `${root}<x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>one</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`,
    });
    expect(await rowsOf(parts(`<x:worksheet xmlns:x="${MAIN}">`))).toEqual([
      { sheet: 'S', number: 1, values: fromColumnA('one') },
    ]);
    // The same prefix bound to another namespace holds none of a sheet's rows.
    expect(await rowsOf(parts('<x:worksheet xmlns:x="urn:something-else">'))).toEqual([]);
  });

  it('takes the sheets in the workbook’s order and names, wherever their parts are', async () => {
    const rows = await rowsOf({
      'xl/workbook.xml': WORKBOOK(
        '<sheet name="B &amp; C" sheetId="2" r:id="rId2"/><sheet name="A" sheetId="1" r:id="rId1"/><sheet name="D" r:id="rId3"/>',
      ),
      'xl/_rels/workbook.xml.rels': RELS({
        rId1: 'worksheets/sheet1.xml',
        rId2: '/xl/worksheets/other.xml',
        rId3: './worksheets/../worksheets/third.xml',
      }),
      'xl/worksheets/sheet1.xml': SHEET('<row r="1"><c r="A1" t="str"><v>in A</v></c></row>'),
      'xl/worksheets/other.xml': SHEET('<row r="1"><c r="A1" t="str"><v>in B</v></c></row>'),
      'xl/worksheets/third.xml': SHEET('<row r="1"><c r="A1" t="str"><v>in D</v></c></row>'),
    });
    expect(rows.map((row) => [row.sheet, row.values[1]])).toEqual([
      ['B & C', 'in B'],
      ['A', 'in A'],
      ['D', 'in D'],
    ]);
  });

  it('reads inline and shared strings without their phonetic guides, entities decoded once', async () => {
    const rows = await rowsOf({
      'xl/workbook.xml': WORKBOOK('<sheet name="S" r:id="rId1"/>'),
      'xl/_rels/workbook.xml.rels': RELS({ rId1: 'worksheets/sheet1.xml' }),
      'xl/sharedStrings.xml':
        '<sst><si><t>plain</t></si><si><r><rPr><b/></rPr><t xml:space="preserve">run </t></r><r><t>two</t></r><rPh sb="0" eb="1"><t>guide</t></rPh></si><si><t/></si></sst>',
      'xl/worksheets/sheet1.xml': SHEET(
        '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="s"><v>2</v></c><c r="D2" t="s"><v>9</v></c>' +
          '<c r="E2" t="inlineStr"><is><t>a &amp;lt; b &#233;&#x2713;</t></is></c></row>',
      ),
    });
    expect(rows).toEqual([{ sheet: 'S', number: 2, values: fromColumnA('plain', 'run two', '', null, 'a &lt; b é✓') }]);
  });

  it('numbers rows and cells written without references after the one before', async () => {
    const rows = await rowsOf({
      'xl/workbook.xml': WORKBOOK('<sheet name="S" r:id="rId1"/>', '<workbookPr date1904="1"/>'),
      'xl/_rels/workbook.xml.rels': RELS({ rId1: 'worksheets/sheet1.xml' }),
      'xl/styles.xml':
        '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[Red]&quot;d&quot;0"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>',
      'xl/worksheets/sheet1.xml': SHEET(
        '<row><c><v>1</v></c><c s="1"><v>0</v></c><c s="2"><v>3</v></c></row><row/><row r="7"><c r="C7" t="b"><v>1</v></c><c t="d"><v>2026-03-05T00:00:00Z</v></c></row>',
      ),
    });
    expect(rows).toEqual([
      { sheet: 'S', number: 1, values: fromColumnA(1, new Date(Date.UTC(1904, 0, 1)), 3) },
      { sheet: 'S', number: 2, values: [] },
      { sheet: 'S', number: 7, values: fromColumnA(undefined, undefined, true, new Date(Date.UTC(2026, 2, 5))) },
    ]);
  });

  it('refuses parts that are not a sheet’s XML instead of guessing', async () => {
    const sheet = (rows: string) => ({
      'xl/workbook.xml': WORKBOOK('<sheet name="S" r:id="rId1"/>'),
      'xl/_rels/workbook.xml.rels': RELS({ rId1: 'worksheets/sheet1.xml' }),
      'xl/worksheets/sheet1.xml': SHEET(rows),
    });
    for (const broken of [
      '<row r="1"><c r="A1"><v>1</v></row>',
      `<row r="1">${'<c r="A1"><v>1</v>'.repeat(10_000)}`,
      '<row r="0"></row>',
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="str><v>1</v></c></row>',
    ])
      await expect(rowsOf(sheet(broken))).rejects.toBeInstanceOf(UnreadableXml);
  });

  it('reads a file exported by the console the same as exceljs did', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeReportsXlsx([sampleReport({ remark: '=SUM(A1) & <b>' }), sampleReport({ userName: 'ünï' })], out);
    const file = Buffer.concat(chunks);
    const read = await ours(file);
    expect(read).toEqual(await exceljsDocument(file));
    expect(read.map(({ sheet, row }) => `${sheet}:${row}`)).toEqual(['Reports:1', 'Reports:2', 'Reports:3']);
    expect(read[1]?.cells.find(([, reading]) => reading.kind === 'date')).toBeDefined();
  });
});
