import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { AREAS, forexArea, turboArea } from '@console/contract/areas';
import {
  addBlock,
  defaultReportFilters,
  indexReports,
  queryReports,
  reportAt,
  ReportTableBuilder,
  type Report,
  type ReportStreamLine,
} from '@console/contract/reports';
import { backupRegistry } from '../backup/registry';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { reportRecords } from './records';
import { BLOCK_CUTS, BLOCK_SIZE, reportLines } from './stream';
import { original, reportBody, spreadsheet, row, upload } from '../../testing/reports';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const base = (area = turboArea) => `/api${area.report.apiBase}`;
const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
/** The list's revision, as the spec's /all sends it and the write headers name it. */
const tagOf = async (area = turboArea) => (await get(`${base(area)}/all`)).headers.etag as string;
const allReports = async (area = turboArea) => (await get(`${base(area)}/all`)).json().data as Report[];

/** The column stream's lines, checked for a head first and an end last. */
function linesOf(body: string): ReportStreamLine[] {
  const lines = body
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as ReportStreamLine);
  expect(lines[0].kind).toBe('head');
  expect(lines.at(-1)!.kind).toBe('end');
  return lines;
}

describe('list revision (ETag) of the report lists', () => {
  it('answers 304 without a body while the list is unchanged, on /columns and on the spec’s /all', async () => {
    const first = await get(`${base()}/columns`);
    expect(first.statusCode).toBe(200);
    // Strong: these very bytes (the kept copy of this revision, no compression asked for).
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    for (const path of ['columns', 'all']) {
      const again = await get(`${base()}/${path}`, { ...admin, 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const all = await get(`${base()}/all`);
    expect(all.headers.etag).toBe(`W/${first.headers.etag}`);
    expect(all.headers['cache-control']).toBe('private, no-cache');
  });

  it('changes with every write: create, update, delete, import, restore; not with a refused one', async () => {
    const tags = [await tagOf()];
    const changed = async (what: string) => {
      const tag = await tagOf();
      expect({ what, changed: !tags.includes(tag) }).toEqual({ what, changed: true });
      tags.push(tag);
    };

    const created = await t.app.inject({
      method: 'POST',
      url: `${base()}/create`,
      headers: admin,
      payload: reportBody({ userName: 'revision-one' }),
    });
    const id = created.json().data._id as string;
    await changed('create');

    await t.app.inject({ method: 'PUT', url: `${base()}/${id}`, headers: admin, payload: reportBody({ agent: 'b' }) });
    await changed('update');

    const missing = await t.app.inject({
      method: 'PUT',
      url: `${base()}/01900000-0000-7000-8000-000000000000`,
      headers: admin,
      payload: reportBody(),
    });
    expect(missing.statusCode).toBe(404);
    expect(await tagOf()).toBe(tags.at(-1));

    const collection = backupRegistry.get(turboArea.report.backupCollection)!;
    const dump = await collection.dump(t.db);

    await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: admin });
    await changed('delete');

    const imported = await t.app.inject({
      method: 'POST',
      url: `${base()}/import`,
      headers: admin,
      payload: upload(await spreadsheet([row({ 'User Name': 'imported-one' })])),
    });
    expect(imported.statusCode).toBe(200);
    await changed('import');

    await collection.restore(t.db, dump);
    await changed('restore');
  });

  it('tells a writer the tags just before and after its write, so its browser can apply the write itself', async () => {
    const start = await tagOf();
    const created = await t.app.inject({
      method: 'POST',
      url: `${base()}/create`,
      headers: admin,
      payload: reportBody({ userName: 'revision-two' }),
    });
    expect(created.headers['x-list-revision-before']).toBe(start);
    expect(created.headers['x-list-revision-after']).toBe(await tagOf());
    const id = created.json().data._id as string;
    const removed = await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: admin });
    expect(removed.headers['x-list-revision-before']).toBe(created.headers['x-list-revision-after']);

    // Two writes at once: one waits for the other, and each one's tags describe only its own write.
    const [one, two] = await Promise.all(
      ['together-1', 'together-2'].map((userName) =>
        t.app.inject({ method: 'POST', url: `${base()}/create`, headers: admin, payload: reportBody({ userName }) }),
      ),
    );
    const pairs = [one, two].map((answer) => [
      answer.headers['x-list-revision-before'],
      answer.headers['x-list-revision-after'],
    ]);
    const [first, second] = pairs[0][1] === pairs[1][0] ? pairs : [pairs[1], pairs[0]];
    expect(first[1]).toBe(second[0]);
    expect(first[0]).toBe(removed.headers['x-list-revision-after']);
    expect(second[1]).toBe(await tagOf());
  });

  it('keeps one revision per area: a Turbo write leaves the Forex tag as it was', async () => {
    const forexTag = await tagOf(forexArea);
    await t.app.inject({ method: 'POST', url: `${base()}/create`, headers: admin, payload: reportBody() });
    expect(await tagOf(forexArea)).toBe(forexTag);
  });
});

describe.each(AREAS)('$label report columns and first page', (area) => {
  // Longer than a run may be (BLOCK_CUTS.most): two blocks at least, whichever reports start runs.
  const seeded = Array.from({ length: BLOCK_CUTS.most + 7 }, (_, n) => ({
    report: reportBody({
      // Spread over two months, so the default range holds some and not others.
      date: `2026-0${5 + (n % 2)}-${String(1 + (n % 28)).padStart(2, '0')}`,
      userName: `${area.key}-user-${n}`,
      agent: `agent-${n % 13}`,
      originals: [
        original({
          pl: (n % 17) - 8.25,
          betDetails: [
            { odds: 1.5, stack: n % 50, time: '10:00:00' },
            { odds: 2, stack: 0.5, time: '11:00:00' },
          ],
        }),
        ...(n % 3 ? [] : [original({ sportNames: ['Tennis'], pl: 3.5, betDetails: [] })]),
      ],
    }),
    recordAddBy: 'admin',
  }));

  beforeAll(async () => {
    await reportRecords(t.db, area.key).insertAll(seeded);
  });

  it('streams the whole list as columns in blocks, in the order and with the values GET /all answers', async () => {
    const response = await get(`${base(area)}/columns`);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = linesOf(response.body);
    const all = await allReports(area);
    expect(lines[0]).toEqual({ kind: 'head', revision: `W/${response.headers.etag}`, count: all.length });
    const blocks = lines.filter((line) => line.kind === 'block');
    expect(blocks.length).toBeGreaterThan(1);
    const builder = new ReportTableBuilder();
    for (const block of blocks) addBlock(builder, block);
    const table = builder.table();
    expect(Array.from({ length: table.size }, (_, i) => reportAt(table, i))).toEqual(all);
  });

  it('reads every block in the snapshot of the list’s head', async () => {
    await t.db.transaction(
      async (tx) => {
        const { count, lines } = await reportLines(tx, area.key);
        const reading = lines[Symbol.asyncIterator]();
        await reading.next();
        // Committed after the snapshot began; the oldest report, so in the last block.
        await reportRecords(t.db, area.key).insertAll([
          { report: reportBody({ date: '2001-01-01' }), recordAddBy: 'admin' },
        ]);
        const builder = new ReportTableBuilder();
        for (let next = await reading.next(); !next.done; next = await reading.next()) {
          const value = JSON.parse(String(next.value)) as ReportStreamLine;
          if (value.kind === 'block') addBlock(builder, value);
        }
        expect(builder.size).toBe(count);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect((await allReports(area)).at(-1)!.date).toBe('2001-01-01');
  });

  it('reads the list with JIT compilation off, for its own transaction only', async () => {
    const jit = async (db: typeof t.db) =>
      (await db.execute<{ jit: string }>(sql`SELECT current_setting('jit') AS jit`)).rows[0].jit;
    const before = await jit(t.db);
    await t.db.transaction(
      async (tx) => {
        const { lines } = await reportLines(tx, area.key);
        const read: string[] = [];
        for await (const line of lines) read.push(String(line));
        expect(read.at(-1)).toContain('"kind":"end"');
        expect(await jit(tx)).toBe('off');
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    expect(await jit(t.db)).toBe(before);
  });

  it('streams older and hand-written records as GET /all normalises them, in any block', async () => {
    const nth = (n: number) =>
      sql`(SELECT id FROM reports WHERE area = ${area.key} ORDER BY date DESC, id DESC OFFSET ${n} LIMIT 1)`;
    // What the writers never store: single names, numbers as text, untrimmed texts, an original that is no object.
    await t.db.execute(sql`UPDATE reports SET user_name = ' spaced ', agent = 'agent-1 ', ac_balance = '-0',
      originals = '[{"sportName": " Cricket ", "eventName": "Final", "pl": "12.5",
        "betDetails": [{"odds": "1.5", "stack": 2, "time": " 10:00:00 "}]}, 3]'::jsonb
      WHERE id = ${nth(1)}`);
    // A record as the writers store it but for a negative zero, in the next block.
    await t.db.execute(sql`UPDATE reports SET after_void_balance = '-0',
      originals = '[{"sportNames": [], "eventNames": ["Final"], "marketNames": ["Toss"], "pl": 0, "betDetails": []}]'::jsonb
      WHERE id = ${nth(BLOCK_SIZE + 3)}`);
    // Lists that are no arrays: a name list as a text, another as an object, the bets as an object.
    await t.db.execute(sql`UPDATE reports SET originals = '[{"sportNames": "Cricket", "eventNames": {"a": 1},
      "marketNames": ["Toss"], "pl": 1, "betDetails": {"odds": 2}}]'::jsonb WHERE id = ${nth(5)}`);
    const blocks = linesOf((await get(`${base(area)}/columns`)).body).filter((line) => line.kind === 'block');
    const builder = new ReportTableBuilder();
    for (const block of blocks) addBlock(builder, block);
    const table = builder.table();
    const all = await allReports(area);
    expect(all[1]).toMatchObject({ userName: 'spaced', agent: 'agent-1', acBalance: 0 });
    expect(Array.from({ length: table.size }, (_, i) => reportAt(table, i))).toEqual(all);
  });

  it('sends the columns compressed when the browser accepts brotli', async () => {
    const response = await get(`${base(area)}/columns`, { ...admin, 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a list built for the answer as it is packed, the bytes of the copy kept for the next', async () => {
    await reportRecords(t.db, area.key).insertAll([
      { report: reportBody({ userName: 'sent-while-built' }), recordAddBy: 'admin' },
    ]);
    const br = { ...admin, 'accept-encoding': 'br' };
    // Built for this answer: sent as it is packed, so its length is not known when it begins.
    const built = await get(`${base(area)}/columns`, br);
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-encoding']).toBe('br');
    expect(built.headers['content-length']).toBeUndefined();
    const kept = await get(`${base(area)}/columns`, br);
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
    expect(built.rawPayload.equals(kept.rawPayload)).toBe(true);
    expect(built.headers.etag).toBe(kept.headers.etag);
    expect(brotliDecompressSync(built.rawPayload).toString()).toContain('"sent-while-built"');
  });

  it('sends the same lines in gzip, made when first asked, and unpacked to a browser that takes neither', async () => {
    const plain = await get(`${base(area)}/columns`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i += 1) {
      const gzip = await get(`${base(area)}/columns`, { ...admin, 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.etag).toBe(plain.headers.etag!.toString().replace(/"$/, '.gzip"'));
      expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers the default view’s first page, count and totals as the browser computes them on the whole list', async () => {
    const filters = { ...defaultReportFilters(), startDate: '2026-06-02', endDate: '2026-06-20' };
    const all = await allReports(area);
    const expected = queryReports(indexReports(all), filters, { key: 'date', direction: 'desc' });
    const response = await get(
      `${base(area)}/first-page?startDate=${filters.startDate}&endDate=${filters.endDate}&pageSize=20`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.data).toEqual(Array.from(expected.matches.subarray(0, 20), (i) => all[i]));
    expect(page.total).toBe(expected.matches.length);
    const again = await get(
      `${base(area)}/first-page?startDate=${filters.startDate}&endDate=${filters.endDate}&pageSize=20`,
      { ...admin, 'if-none-match': response.headers.etag as string },
    );
    expect(again.statusCode).toBe(304);
    for (const key of ['pl', 'stack', 'acBalance', 'afterVoidBalance'] as const)
      expect(page.totals[key]).toBeCloseTo(expected.totals[key], 6);
  });

  it('refuses page sizes and dates it cannot read', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=ten', 'startDate=05-06-2026', 'endDate=2026-6-1']) {
      expect({ query, status: (await get(`${base(area)}/first-page?${query}`)).statusCode }).toEqual({
        query,
        status: 400,
      });
    }
  });

  it('asks the listing right and the section, with the report page’s words', async () => {
    for (const path of ['columns', 'first-page']) {
      const anonymous = await t.app.inject({ url: `${base(area)}/${path}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Not authorized, please log in.');
    }
    const { user, password } = await t.createUser({
      section: [area.section],
      permissions: [area.report.rights.create],
    });
    const headers = t.bearer(await t.loginAs(user.username, password));
    for (const path of ['columns', 'first-page']) {
      const refused = await get(`${base(area)}/${path}`, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(area.report.messages.accessDenied);
    }
  });
});
