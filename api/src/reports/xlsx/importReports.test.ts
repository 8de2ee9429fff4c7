import { catchByOptions } from '@console/contract/reports';
import { row, spreadsheet } from '../../../testing/reports';
import { Refusal } from '../../http/refusal';
import { parseReportsXlsx } from './importReports';

const options = { catchBy: catchByOptions(['Staff 1']), importedBy: 'ravi', maxRows: 3 };

describe('parseReportsXlsx', () => {
  it('refuses a file with more rows than allowed, blank rows counted', async () => {
    const file = await spreadsheet([row(), row(), null, row()]);
    await expect(parseReportsXlsx(file, options)).rejects.toEqual(new Refusal(400, 'The file has more than 3 rows'));
    await expect(parseReportsXlsx(await spreadsheet([row(), null, row()]), options)).resolves.toMatchObject({
      errors: [],
    });
  });

  it("fills Record Added By with the importer's name when the sheet leaves it out or blank", async () => {
    const withoutColumn = await spreadsheet([row()], {
      header: Object.keys(row()).filter((label) => label !== 'Record Added By'),
    });
    const parsed = await parseReportsXlsx(withoutColumn, options);
    expect(parsed.reports.map((r) => r.recordAddBy)).toEqual(['ravi']);
    const blank = await parseReportsXlsx(await spreadsheet([row({ 'Record Added By': '' })]), options);
    expect(blank.reports[0].recordAddBy).toBe('ravi');
  });

  it('never believes the sheet about who added a record: it is whoever imports', async () => {
    const forged = await parseReportsXlsx(await spreadsheet([row({ 'Record Added By': 'admin' })]), options);
    expect(forged.reports.map((r) => r.recordAddBy)).toEqual(['ravi']);
  });

  it('reads day-first text dates, time cells and numbers written as text', async () => {
    const file = await spreadsheet([
      row({ Date: '07/03/2026', Time: new Date(Date.UTC(1899, 11, 30, 8, 5, 3)), 'P&L': '1,250.50', Stack: '12' }),
    ]);
    const { reports } = await parseReportsXlsx(file, options);
    expect(reports[0].report).toMatchObject({
      date: '2026-03-07',
      originals: [{ pl: 1250.5, betDetails: [{ stack: 12, time: '08:05:03' }] }],
    });
  });
});
