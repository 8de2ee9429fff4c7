import ExcelJS from 'exceljs';
import { columnLetters, sheetRowXml, type SheetValue } from './sheetRowXml';

const RowXform = require('exceljs/lib/xlsx/xform/sheet/row-xform');
const XmlStream = require('exceljs/lib/utils/xml-stream');
const StylesXform = require('exceljs/lib/xlsx/xform/style/styles-xform');

const DATE = { numFmt: 'yyyy-mm-dd' };
const NUMBER = { numFmt: '0.00' };
const TEXT = { alignment: { vertical: 'top' as const, wrapText: true } };

/** The row as exceljs itself renders it: a worksheet row, its model, the row xform. */
function exceljsRowXml(
  number: number,
  values: ReadonlyArray<SheetValue | undefined>,
  styles: Array<Partial<ExcelJS.Style>>,
) {
  const sheet = new ExcelJS.Workbook().addWorksheet('Reports');
  const row = sheet.getRow(number);
  values.forEach((value, i) => {
    if (value === undefined) return;
    const cell = row.getCell(i + 1);
    cell.value = value;
    cell.style = styles[i];
  });
  const stylesXform = new StylesXform(true);
  const model = row.model!;
  const xform = new RowXform();
  const options = {
    styles: stylesXform,
    hyperlinks: [],
    merges: { add() {} },
    formulae: {},
    siFormulae: 0,
    comments: [],
  };
  xform.prepare(model, options);
  const stream = new XmlStream();
  xform.render(stream, model, options);
  return {
    xml: stream.xml as string,
    styleIds: styles.map((style, i) => stylesXform.addStyleModel(style, typeOf(values[i]))),
  };
}

const typeOf = (value: SheetValue | undefined) =>
  value instanceof Date
    ? ExcelJS.ValueType.Date
    : typeof value === 'number'
      ? ExcelJS.ValueType.Number
      : ExcelJS.ValueType.String;

describe('sheetRowXml', () => {
  it('writes a row byte for byte as exceljs does: text escaped, numbers, dates, styled blanks, skipped cells', () => {
    const values: Array<SheetValue | undefined> = [
      undefined,
      new Date('2026-03-07T00:00:00Z'),
      'Tom & "Jerry" <o\'k>\u0001\nline two',
      -1250.5,
      0.1 + 0.2,
      null,
      undefined,
      "'=SUM(A1)",
    ];
    const styles = [TEXT, DATE, TEXT, NUMBER, NUMBER, NUMBER, TEXT, TEXT];
    const expected = exceljsRowXml(12, values, styles);
    expect(
      sheetRowXml(
        12,
        values,
        expected.styleIds,
        values.map((_, i) => columnLetters(i + 1)),
      ),
    ).toBe(expected.xml);
  });

  it('writes nothing for a row without cells', () => {
    expect(sheetRowXml(3, [undefined, undefined], [0, 0], ['A', 'B'])).toBe('');
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 15, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual([
      'A',
      'O',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
