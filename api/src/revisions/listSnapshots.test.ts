import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from '../db';
import { reportRecords } from '../reports/records';
import { reportLines } from '../reports/stream';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { reportBody } from '../../testing/reports';
import { revisionOf } from './listRevision';
import { keptWholeList } from './listSnapshots';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A list kept as an API instance keeps it, counting how often it is built. */
function instance() {
  const built = { count: 0 };
  const kept = keptWholeList(t.db, 'turbo', 'reports', (tx: Database) => {
    built.count += 1;
    return reportLines(tx, 'turbo');
  });
  return { kept, built };
}

const add = (userName: string) =>
  reportRecords(t.db, 'turbo').insertAll([{ report: reportBody({ userName }), recordAddBy: TEST_ADMIN.username }]);

describe('the whole list kept per revision', () => {
  it('is built once for many asking at once, in one instance and across two', async () => {
    await add('first');
    const one = instance();
    const two = instance();
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => one.kept.at(revision)),
      ...Array.from({ length: 5 }, () => two.kept.at(revision)),
    ]);
    expect(one.built.count + two.built.count).toBe(1);
    expect(new Set(answers.map((answer) => answer.tag))).toEqual(new Set([revision.tag]));
    const text = brotliDecompressSync(answers[0].br).toString();
    expect(text).toContain('"first"');

    // A third instance started later takes the stored copy without building.
    const three = instance();
    expect((await three.kept.at(revision)).tag).toBe(revision.tag);
    expect(three.built.count).toBe(0);
  });

  it('is built again after a change, never answered from an older revision', async () => {
    const one = instance();
    await one.kept.at(await revisionOf(t.db, 'turbo', 'reports'));
    await add('second');
    const changed = await revisionOf(t.db, 'turbo', 'reports');
    const after = await one.kept.at(changed);
    expect(after.tag).toBe(changed.tag);
    expect(brotliDecompressSync(after.br).toString()).toContain('"second"');
  });

  it('makes the gzip copy once, when first asked, and every instance sends the stored one', async () => {
    await add('third');
    const revision = await revisionOf(t.db, 'turbo', 'reports');
    const one = instance();
    const two = instance();
    const snapshot = await one.kept.at(revision);
    expect(snapshot.gzip).toBeNull();
    const [first, again] = await Promise.all([one.kept.gzip(snapshot), one.kept.gzip(snapshot)]);
    expect(again).toBe(first);
    expect(gunzipSync(first).toString()).toBe(brotliDecompressSync(snapshot.br).toString());
    const other = await two.kept.at(revision);
    expect(two.built.count).toBe(0);
    expect(other.br.equals(snapshot.br)).toBe(true);
    expect((await two.kept.gzip(other)).equals(first)).toBe(true);
  });
});
