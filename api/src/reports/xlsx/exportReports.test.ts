import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { REPORT_COLUMNS, type Report } from '@console/contract/reports';
import { writeReportsXlsx } from './exportReports';
import { columnLetters } from './sheetRowXml';

const BET = { odds: 2, stack: 10, time: '10:00:00' };
/** A report of three rows: two originals, the first with two bets (report and original cells merged). */
const report = (n: number): Report =>
  sampleReport({
    _id: `r${n}`,
    userName: `punter${n}`,
    remark: `a remark long enough to make the sheet's XML grow like real data does, number ${n}`,
    originals: [sampleOriginal({ betDetails: [BET, { ...BET, odds: 3 }] }), sampleOriginal()],
  });

const REPORTS = 40_000;
const turnsOfTheEventLoop = async (turns: number) => {
  for (let i = 0; i < turns; i += 1) await new Promise(setImmediate);
};

describe('writeReportsXlsx with a reader that stops reading', () => {
  it('stops taking reports from the list while its last writes wait, and goes on when reading resumes', async () => {
    let taken = 0;
    async function* list() {
      for (let n = 0; n < REPORTS; n += 1) {
        taken += 1;
        yield report(n);
      }
    }
    const held: Array<() => void> = [];
    let reading = false;
    let bytes = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (reading) done();
        else held.push(done);
      },
    });
    const finished = writeReportsXlsx(list(), out);

    // Without backpressure the whole list goes through in these turns (a batch of 1000 rows per turn).
    await turnsOfTheEventLoop(3000);
    expect(taken).toBeLessThan(REPORTS / 4);

    reading = true;
    held.splice(0).forEach((done) => done());
    await finished;
    expect(taken).toBe(REPORTS);
    expect(bytes).toBeGreaterThan(0);
  });

  it('writes the merges of every report, in exceljs order, however many there are', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // More merges than one chunk of the merge list (5000); exceljs's reader checks each merge against
    // every earlier one, so not many more.
    const count = 400;
    await writeReportsXlsx(
      Array.from({ length: count }, (_, n) => report(n)),
      out,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Reports')!;
    const merges = (sheet.model as unknown as { merges: string[] }).merges;
    // Per report: each report column over its 3 rows, each original column over the first original's 2.
    const expected = (n: number) => {
      const top = 2 + 3 * n;
      return REPORT_COLUMNS.flatMap((column, i) => {
        const letter = columnLetters(i + 1);
        if (column.level === 'report') return [`${letter}${top}:${letter}${top + 2}`];
        if (column.level === 'original') return [`${letter}${top}:${letter}${top + 1}`];
        return [];
      });
    };
    expect(merges).toEqual(Array.from({ length: count }, (_, n) => expected(n)).flat());
    expect(sheet.rowCount).toBe(1 + 3 * count);
  });
});
