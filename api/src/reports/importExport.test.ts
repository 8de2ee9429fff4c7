import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { AREAS } from '@console/contract/areas';
import { REPORT_MESSAGES, type Report } from '@console/contract/reports';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { ALREADY_IN_LIST } from './duplicates';
import { letPendingSearchEntriesGrow, mergePendingSearchEntries, SEARCH_GIN_INDEXES } from './pendingSearchEntries';
import { checkXlsxZip } from './xlsx/zipGuard';
import { original, reportBody, row, spreadsheet, upload, withNamespacePrefixes, zipOf } from '../../testing/reports';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(30_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const area = AREAS.find((a) => a.key === 'turbo')!;
const forex = AREAS.find((a) => a.key === 'forex')!;
const base = `/api${area.report.apiBase}`;

const importFile = (bytes: Buffer, url = `${base}/import`, filename?: string) =>
  t.app.inject({ method: 'POST', url, headers: admin, payload: upload(bytes, filename) });
const all = async (url = base): Promise<Report[]> =>
  (await t.app.inject({ url: `${url}/all`, headers: admin })).json().data;
const clear = async (url = base) => {
  for (const report of await all(url))
    await t.app.inject({ method: 'DELETE', url: `${url}/${report._id}`, headers: admin });
};
const withoutIds = ({ _id, createdAt, updatedAt, version, ...rest }: Report) => (
  void _id,
  void createdAt,
  void updatedAt,
  void version,
  rest
);

async function exported(query = ''): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  const response = await t.app.inject({ url: `${base}/exportExcel${query}`, headers: admin });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

beforeEach(() => clear());

describe('import', () => {
  it('stores every report of a good file made with exceljs, one row per bet, merged report cells', async () => {
    // Report 1: two originals, the first with two bets (rows 2-4); report 2: one row (row 5).
    const file = await spreadsheet(
      [
        row({ 'User Name': 'two-originals', Sport: 'Cricket\nTennis', Odds: 1.5, Stack: 10, Time: '09:00:00' }),
        { Odds: 2.5, Stack: 20, Time: '10:30:00' },
        { Sport: 'Soccer', Event: 'Derby', Market: 'Over 2.5', 'P&L': -40.5, Odds: 3, Stack: 5, Time: '11:00:00' },
        row({ 'User Name': 'single', Date: '05-03-2026', 'Catch By': 'Staff 2', Remark: 'ok' }),
      ],
      { merges: ['A2:A4', 'B2:B4', 'C2:C4', 'E2:E3', 'F2:F3', 'G2:G3', 'H2:H3'] },
    );
    const response = await importFile(file);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Reports imported successfully', errors: [], blankRows: [] });
    expect(body.data).toHaveLength(2);
    const stored = await all();
    const first = stored.find((r) => r.userName === 'two-originals')!;
    expect(first).toMatchObject({
      date: '2026-03-05',
      // The sheet says 'asha'; who imports is who added them.
      recordAddBy: TEST_ADMIN.username,
      originals: [
        {
          sportNames: ['Cricket', 'Tennis'],
          pl: 250,
          betDetails: [
            { odds: 1.5, stack: 10, time: '09:00:00' },
            { odds: 2.5, stack: 20, time: '10:30:00' },
          ],
        },
        {
          sportNames: ['Soccer'],
          eventNames: ['Derby'],
          marketNames: ['Over 2.5'],
          pl: -40.5,
          betDetails: [{ odds: 3, stack: 5, time: '11:00:00' }],
        },
      ],
    });
    expect(stored.find((r) => r.userName === 'single')).toMatchObject({
      date: '2026-03-05',
      catchBy: 'Staff 2',
      remark: 'ok',
    });
  });

  it('answers the stored reports as GET /all sends them, its problems beside them, compressed when asked', async () => {
    const file = await spreadsheet([
      row({ 'User Name': 'first', Remark: 'quote " and \\ and é' }),
      row({ Sport: 'Chess' }),
      row({ 'User Name': 'second', Sport: 'Cricket\nTennis' }),
    ]);
    for (const encoding of ['gzip', 'br', 'identity']) {
      await clear();
      const response = await t.app.inject({
        method: 'POST',
        url: `${base}/import`,
        headers: { ...admin, 'accept-encoding': encoding },
        payload: upload(file),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const text = { gzip: gunzipSync, br: brotliDecompressSync, identity: (bytes: Buffer) => bytes }[encoding]!(
        response.rawPayload,
      ).toString('utf8');
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const stored = await all();
      expect(JSON.parse(text)).toEqual({
        message: '2 of 3 reports imported; 1 errors and 0 blank rows found',
        errors: [{ sheetName: 'Reports', rowIndex: 3, msg: REPORT_MESSAGES.sportNames }],
        blankRows: [],
        data: ['first', 'second'].map((name) => stored.find((r) => r.userName === name)),
      });
    }
  });

  it('stores the same reports from a file whose parts name their elements with a prefix (<x:row>)', async () => {
    const file = await spreadsheet(
      [
        row({ 'User Name': 'two-bets', Odds: 1.5, Stack: 10, Time: '09:00:00' }),
        { Odds: 2.5, Stack: 20, Time: '10:30:00' },
        row({ 'User Name': 'dated as text', Date: '05-03-2026', Remark: 'ok & <fine>' }),
        row({ 'User Name': 'refused', Sport: 'Chess' }),
      ],
      { sheetName: 'Prefixed', merges: ['A2:A3', 'B2:B3'] },
    );
    const plain = (await importFile(file)).json();
    const stored = (await all()).map(withoutIds);
    await clear();

    const response = await importFile(await withNamespacePrefixes(file));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('2 of 3 reports imported; 1 errors and 0 blank rows found');
    expect(body.errors).toEqual([{ sheetName: 'Prefixed', rowIndex: 5, msg: REPORT_MESSAGES.sportNames }]);
    expect({ ...body, data: body.data.map(withoutIds) }).toEqual({ ...plain, data: plain.data.map(withoutIds) });
    const again = (await all()).map(withoutIds);
    expect(again).toEqual(stored);
    expect(again.map((report) => report.userName).sort()).toEqual(['dated as text', 'two-bets']);
    expect(again.find((report) => report.userName === 'two-bets')?.originals[0].betDetails).toHaveLength(2);
  });

  it('stores the valid reports and reports each bad row with its sheet, row and message', async () => {
    const file = await spreadsheet(
      [
        row({ 'User Name': 'good' }),
        row({ Sport: 'Chess' }),
        row({ Remark: { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' } }),
        { Odds: 2, Stack: 1, Time: '10:00:00' },
        null,
        row({ 'User Name': '', Agent: 'x', Time: '9 am' }),
      ],
      { sheetName: 'March' },
    );
    // Row 5 (a bet row after a complete report) belongs to the report of row 4, which is refused anyway.
    const response = await importFile(file);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('1 of 4 reports imported; 3 errors and 1 blank rows found');
    expect(body.errors).toEqual([
      { sheetName: 'March', rowIndex: 3, msg: REPORT_MESSAGES.sportNames },
      { sheetName: 'March', rowIndex: 4, msg: 'Remark: formulas are not accepted' },
      { sheetName: 'March', rowIndex: 7, msg: `${REPORT_MESSAGES.userName}; ${REPORT_MESSAGES.betDetails}` },
    ]);
    expect(body.blankRows).toEqual([{ sheetName: 'March', rowIndex: 6, msg: 'Blank row' }]);
    expect((await all()).map((r) => r.userName)).toEqual(['good']);
  });

  it('reports a bet row that follows a blank row, since no report starts above it', async () => {
    const file = await spreadsheet([row(), null, { Odds: 2, Stack: 1, Time: '10:00:00' }]);
    const body = (await importFile(file)).json();
    expect(body.blankRows).toEqual([{ sheetName: 'Reports', rowIndex: 3, msg: 'Blank row' }]);
    expect(body.errors).toEqual([
      { sheetName: 'Reports', rowIndex: 4, msg: 'The row continues a report, but no report starts above it' },
    ]);
  });

  it('stores nothing and says how many problems when no row is valid', async () => {
    const file = await spreadsheet([row({ Agent: '' }), null, row({ 'Void Status': 'Maybe' })]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Failed to import reports: 2 errors and 1 blank rows found',
      data: [],
    });
    expect(await all()).toEqual([]);
  });

  it('names the missing columns of a sheet with the wrong header', async () => {
    const file = await spreadsheet([row()], { header: ['Date', 'User Name', 'Agent'] });
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      sheetName: 'Reports',
      rowIndex: 1,
      msg: 'Missing columns: Sport, Event, Market, P&L, Odds, Stack, Time, Before Void Balance, After Void Balance, Catch By, Proof Type, Proof Status, Void Status',
    });
  });

  it('refuses what is not a spreadsheet with a clear 400 and stores nothing', async () => {
    for (const bytes of [
      Buffer.from('name,agent\nravi,north\n'),
      Buffer.from('%PDF-1.4 not a sheet'),
      zipOf([{ name: 'hello.txt', data: Buffer.from('hi') }]),
    ]) {
      const response = await importFile(bytes, undefined, 'reports.xlsx');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The file is not an .xlsx spreadsheet',
        errors: [],
        blankRows: [],
      });
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      headers: admin,
      payload: new FormData(),
    });
    expect(noFile.statusCode).toBe(400);
    expect(await all()).toEqual([]);
  });

  it('refuses decompression bombs, honest or lying about their size', async () => {
    const workbook = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') };
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const honest = await importFile(zipOf([workbook, { name: 'xl/worksheets/sheet1.xml', data: zeros }]));
    expect(honest.statusCode).toBe(400);
    expect(honest.json().message).toMatch(/decompression bomb/);
    const lying = await importFile(
      zipOf([workbook, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]),
    );
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toMatch(/larger than it declares/);
  });

  it('refuses a spreadsheet that unpacks to more than 100,000 rows ever need (100 MB), before inflating it', async () => {
    const workbook = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') };
    const strings = { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst/>'), declaredSize: 101 * 1024 * 1024 };
    const response = await importFile(zipOf([workbook, strings]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The spreadsheet unpacks to more data than is accepted');
  });

  it('refuses a file over 10 MB', async () => {
    const response = await importFile(Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 10 MB');
  });
});

describe('export', () => {
  it('writes one header row, one row per bet detail with merged report cells, dates as dates and numbers as numbers', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${base}/create`,
      headers: admin,
      payload: reportBody({
        userName: '+91 98765',
        remark: '=HYPERLINK("http://evil.example")',
        originals: [
          original({
            betDetails: [
              { odds: 1.5, stack: 10, time: '09:00:00' },
              { odds: 2, stack: 20, time: '10:00:00' },
            ],
          }),
          original({ sportNames: ['Tennis', 'Soccer'], eventNames: ['@home'] }),
        ],
      }),
    });
    const { status, headers, bytes } = await exported();
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers['content-disposition']).toBe('attachment; filename="reports.xlsx"');
    const sheet = await sheetOf(bytes);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'User Name',
      'Agent',
      'Origin',
      'Sport',
      'Event',
      'Market',
      'P&L',
      'Odds',
      'Stack',
      'Time',
      'Before Void Balance',
      'After Void Balance',
      'Catch By',
      'Proof Type',
      'Proof Status',
      'Void Status',
      'Remark',
      'Record Added By',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell('A2').value).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(sheet.getCell('B2').value).toBe("'+91 98765");
    expect(sheet.getCell('R2').value).toBe('\'=HYPERLINK("http://evil.example")');
    expect(sheet.getCell('F4').value).toBe("'@home");
    expect(sheet.getCell('E4').value).toBe('Tennis\nSoccer');
    expect(sheet.getCell('H2').value).toBe(250);
    expect(sheet.getCell('I3').value).toBe(2);
    expect(sheet.getCell('L2').value).toBe(1500);
    const merges = (sheet.model as unknown as { merges: string[] }).merges;
    expect(merges).toEqual(expect.arrayContaining(['A2:A4', 'B2:B4', 'L2:L4', 'S2:S4', 'E2:E3', 'H2:H3']));
    expect(merges).not.toContain('I2:I3');
  });

  it('exports only what the filters select, void status included', async () => {
    for (const [userName, voidStatus, agent] of [
      ['keep', 'Not Void', 'north'],
      ['other-status', 'Void', 'north'],
      ['other-agent', 'Not Void', 'south'],
    ]) {
      await t.app.inject({
        method: 'POST',
        url: `${base}/create`,
        headers: admin,
        payload: reportBody({ userName, voidStatus, agent }),
      });
    }
    const { bytes } = await exported('?voidStatus=Not%20Void&agent=nor&pl%5Bmin%5D=100&startDate=2026-03-01');
    const sheet = await sheetOf(bytes);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('B2').value).toBe('keep');
  });

  it('names the Forex file forexReports.xlsx', async () => {
    const response = await t.app.inject({ url: `/api${forex.report.apiBase}/exportExcel`, headers: admin });
    expect(response.headers['content-disposition']).toBe('attachment; filename="forexReports.xlsx"');
  });

  it('gives back the same reports when its file is imported again', async () => {
    const bodies = [
      reportBody({ userName: 'round-1', remark: '-5 units, see www.proofs.example', origin: '' }),
      reportBody({
        userName: 'round-2',
        date: '2025-12-31',
        catchBy: 'Staff 4',
        proofStatus: 'Not Submit',
        voidStatus: 'Not Void',
        acBalance: 0.01,
        afterVoidBalance: -12.34,
        originals: [
          original({
            sportNames: ['Horse Racing', 'Int Casino'],
            eventNames: ['Race 1, Ascot', 'Race 2'],
            marketNames: ['Win', 'Place'],
            pl: -0.5,
            betDetails: [
              { odds: 10.25, stack: 0.01, time: '00:00:00' },
              { odds: 1.01, stack: 99999.99, time: '23:59:59' },
            ],
          }),
          original({ betDetails: [{ odds: 2, stack: 3, time: '12:00:00' }] }),
        ],
      }),
    ];
    for (const payload of bodies)
      await t.app.inject({ method: 'POST', url: `${base}/create`, headers: admin, payload });
    const before = (await all()).map(withoutIds);
    const { bytes } = await exported();
    await clear();
    const response = await importFile(bytes);
    expect(response.json()).toMatchObject({ message: 'Reports imported successfully', errors: [], blankRows: [] });
    const after = (await all()).map(withoutIds);
    expect(after).toEqual(before);
  });

  it('adds nothing when its own export is imported again, and names every skipped row as a duplicate', async () => {
    for (const payload of [
      reportBody({ userName: 'again-1', date: '2026-03-06' }),
      reportBody({ userName: 'again-2', date: '2026-03-05', remark: 'see www.proofs.example' }),
    ])
      await t.app.inject({ method: 'POST', url: `${base}/create`, headers: admin, payload });
    const before = (await all()).map(withoutIds);
    const { bytes } = await exported();
    const response = await importFile(bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '0 of 2 reports imported; 2 duplicates skipped, 0 errors and 0 blank rows found',
      errors: [
        { sheetName: 'Reports', rowIndex: 2, msg: ALREADY_IN_LIST },
        { sheetName: 'Reports', rowIndex: 3, msg: ALREADY_IN_LIST },
      ],
      blankRows: [],
      data: [],
    });
    expect((await all()).map(withoutIds)).toEqual(before);
  });

  // Long enough that its reports are stored in several statements while the file is read (importing.ts).
  const longFile = (last: Record<string, ExcelJS.CellValue>) =>
    spreadsheet([
      row({ 'User Name': 'first' }),
      ...Array.from({ length: 2500 }, (_, i) => row({ 'User Name': `punter${i}` })),
      last,
    ]);

  it('names a repeat far down a long file as a duplicate of its first row, though that row is stored by then', async () => {
    const response = await importFile(await longFile(row({ 'User Name': 'first' })));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('2501 of 2502 reports imported; 1 duplicates skipped, 0 errors and 0 blank rows found');
    expect(body.errors).toEqual([
      { sheetName: 'Reports', rowIndex: 2503, msg: 'Duplicate of Sheet: Reports, Row: 2 of this file; skipped' },
    ]);
    expect(await all()).toHaveLength(2501);
    // Gone at once: clear() deletes one report a call.
    await t.db.execute(sql`DELETE FROM reports`);
  });

  it("finds a long file's reports by search at once, and merges their search entries into the indexes after the answer", async () => {
    await t.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pgstattuple`);
    // The pages waiting in the pending lists of the area's two trigram indexes (pendingSearchEntries.ts).
    const pending = async () => {
      const { rows } = await t.db.execute<{ pages: number }>(
        sql`SELECT sum((pgstatginindex(gin.indexrelid)).pending_pages)::int AS pages FROM (${SEARCH_GIN_INDEXES}) AS gin`,
      );
      return rows[0].pages;
    };
    const searched = async () =>
      (await t.app.inject({ url: `${base}/view?searchTerm=punter2499`, headers: admin })).json();
    const response = await importFile(await longFile(row({ 'User Name': 'last' })));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2502);
    expect((await searched()).data.map((r: Report) => r.userName)).toEqual(['punter2499']);
    // Merged by the import's own merge, not a vacuum's: autovacuum looks at most once a minute.
    for (let pages = await pending(); pages > 0; pages = await pending())
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await searched()).total).toBe(1);
    await t.db.execute(sql`DELETE FROM reports`);
  });

  it("lets an import's search entries wait in the pending lists past the 4 MB at which a write merges them", async () => {
    await t.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pgstattuple`);
    expect((await importFile(await longFile(row({ 'User Name': 'last' })))).statusCode).toBe(200);
    await mergePendingSearchEntries(t.db);
    // The 2,502 reports again (copies) in a transaction, with and without the import's setting: about
    // 7 MB of entries an index. 4 MB is 512 pages.
    const pendingAfterCopy = (grow: boolean) =>
      t.db
        .transaction(async (tx) => {
          if (grow) await letPendingSearchEntriesGrow(tx);
          await tx.execute(sql`INSERT INTO reports (id, area, date, user_name, agent, origin, originals,
              ac_balance, after_void_balance, catch_by, proof_type, proof_status, void_status, remark, record_add_by)
            SELECT gen_random_uuid(), area, date, user_name || 'x', agent, origin, originals, ac_balance,
              after_void_balance, catch_by, proof_type, proof_status, void_status, remark, record_add_by FROM reports`);
          const { rows } = await tx.execute<{ pages: number }>(
            sql`SELECT (pgstatginindex('report_search_turbo_search_idx')).pending_pages AS pages`,
          );
          throw Object.assign(new Error('rolled back'), { pages: rows[0].pages });
        })
        .catch((error: { pages: number }) => error.pages);
    expect(await pendingAfterCopy(false)).toBeLessThanOrEqual(512);
    expect(await pendingAfterCopy(true)).toBeGreaterThan(512);
    await t.db.execute(sql`DELETE FROM reports`);
  });

  it('stores none of a long file whose last rows cannot be read, though its first ones were written', async () => {
    const parts = await checkXlsxZip(await longFile(row({ 'User Name': 'last' })), undefined, () => true);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    // A cell never closed, after thousands of good rows.
    parts.set(
      'xl/worksheets/sheet1.xml',
      Buffer.from(sheet.replace('</sheetData>', '<row r="3000"><c r="A3000"><v>1</v></row></sheetData>')),
    );
    const response = await importFile(zipOf([...parts].map(([name, data]) => ({ name, data }))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The file could not be read as an .xlsx spreadsheet',
      errors: [],
      blankRows: [],
      data: [],
    });
    expect(await all()).toEqual([]);
  });

  it('skips a report repeated in the file and one already stored under other statuses, keeping the rest', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${base}/create`,
      headers: admin,
      payload: reportBody({ userName: 'stored', afterVoidBalance: 1200, proofStatus: 'Submitted', remark: '' }),
    });
    const file = await spreadsheet([
      row({ 'User Name': 'twice' }),
      row({ 'User Name': 'twice' }),
      // The same case as the stored one, its status and remark corrected: still the same report.
      row({ 'User Name': 'stored', 'Proof Status': 'Not Submit', Remark: 'checked' }),
      row({ 'User Name': 'twice', 'Before Void Balance': 999 }),
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('2 of 4 reports imported; 2 duplicates skipped, 0 errors and 0 blank rows found');
    expect(body.errors).toEqual([
      { sheetName: 'Reports', rowIndex: 3, msg: 'Duplicate of Sheet: Reports, Row: 2 of this file; skipped' },
      { sheetName: 'Reports', rowIndex: 4, msg: ALREADY_IN_LIST },
    ]);
    expect(body.data.map((r: Report) => [r.userName, r.acBalance])).toEqual([
      ['twice', expect.any(Number)],
      ['twice', 999],
    ]);
    expect((await all()).map((r) => r.userName).sort()).toEqual(['stored', 'twice', 'twice']);
  });
});
