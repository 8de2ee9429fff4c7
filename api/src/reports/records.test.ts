import { reports } from '../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { reportRecords } from './records';
import { reportBody } from '../../testing/reports';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(30_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('insertAll', () => {
  it('stores an import in one transaction: a failure in a later batch leaves nothing behind', async () => {
    const records = reportRecords(t.db, 'forex');
    const rows = Array.from({ length: 25 }, () => ({ report: reportBody(), recordAddBy: 'ravi' }));
    // A day PostgreSQL refuses, in the third batch of inserts.
    rows[24] = { report: reportBody({ date: '2026-13-45' }), recordAddBy: 'ravi' };
    await expect(records.insertAll(rows, 10)).rejects.toThrow();
    expect(await t.db.select().from(reports)).toEqual([]);
    rows[24] = { report: reportBody(), recordAddBy: 'ravi' };
    expect(await records.insertAll(rows, 10)).toHaveLength(25);
  });
});
