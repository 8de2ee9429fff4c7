import 'fake-indexeddb/auto';
import { emptyReportFilters, type Report } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import type { FromWorker, ListQuery, ListWorker } from './protocol';
import { LIST_CACHE_DB } from './keptLists';
import { ReportStreamReader } from './streamReader';
import { columnsBody, inThreadListWorker } from '../../../testing/listFakes';

const report = (n: number, date: string): Report =>
  sampleReport({
    _id: `0190-${String(n).padStart(4, '0')}`,
    date,
    userName: `punter${n}`,
    originals: [sampleOriginal({ pl: n })],
  });
const list = [report(3, '2026-03-09'), report(2, '2026-03-05'), report(1, '2026-03-05')];
/** A session's key for kept lists, as GET /api/admin/list-key answers it (32 bytes, base64url). */
const sealOf = (session: string, expires = new Date(Date.now() + 3_600_000)) => ({
  key: btoa(session.padEnd(32, '.').slice(0, 32)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
  expires: expires.toISOString(),
});
const SEAL = sealOf('session one');
const everything: ListQuery = { filters: emptyReportFilters(), sort: null, page: 1, pageSize: 10 };

/** A worker with the messages it sent, and a way to wait for the next of a kind. */
function talk(worker: ListWorker) {
  const heard: FromWorker[] = [];
  const waiting: Array<{ kind: string; resolve: (message: FromWorker) => void }> = [];
  worker.onmessage = ({ data }) => {
    heard.push(data);
    const at = waiting.findIndex((one) => one.kind === data.kind);
    if (at >= 0) waiting.splice(at, 1)[0].resolve(data);
  };
  const next = <K extends FromWorker['kind']>(kind: K) =>
    new Promise<Extract<FromWorker, { kind: K }>>((resolve) =>
      waiting.push({ kind, resolve: resolve as (message: FromWorker) => void }),
    );
  return { heard, next };
}

/** What IndexedDB holds under `key`, once `until` holds for it: what anyone with the profile can read. */
async function stored(key: string, until: (value: unknown) => boolean = () => true): Promise<unknown> {
  for (;;) {
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = indexedDB.open(LIST_CACHE_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('lists');
      request.onerror = () => reject(request.error ?? new Error('the test could not open the list cache'));
      request.onsuccess = () => {
        const db = request.result;
        const get = db.transaction('lists').objectStore('lists').get(key);
        get.onsuccess = () => {
          db.close();
          resolve(get.result);
        };
      };
    });
    if (until(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sends a columns answer to the worker in chunks of `size` bytes (cut anywhere, inside characters too). */
function stream(worker: ListWorker, body: string, size: number) {
  const bytes = new TextEncoder().encode(body);
  worker.postMessage({ kind: 'stream' });
  for (let at = 0; at < bytes.length; at += size)
    worker.postMessage({ kind: 'bytes', bytes: bytes.slice(at, at + size) });
  worker.postMessage({ kind: 'streamEnd' });
}

describe('the column stream reader', () => {
  it('reads the lines whatever the chunks, and refuses a list cut short', () => {
    const body = columnsBody([...list, report(4, '2026-03-01')], 'W/"a.1"');
    const reader = new ReportStreamReader();
    const bytes = new TextEncoder().encode(body.replace('punter4', 'pünter4'));
    for (let at = 0; at < bytes.length; at += 7) reader.push(bytes.slice(at, at + 7));
    const { tag, table } = reader.finish();
    expect(tag).toBe('W/"a.1"');
    expect(table.size).toBe(4);
    expect(table.userName).toContain('pünter4');

    const cut = new ReportStreamReader();
    cut.push(new TextEncoder().encode(body.slice(0, body.lastIndexOf('{"kind":"end"'))));
    expect(() => cut.finish()).toThrow('The list arrived incomplete');
  });
});

describe('the report list worker', () => {
  it('indexes a streamed list, answers queries asked before it was ready, and keeps it for the next visit', async () => {
    const worker = inThreadListWorker();
    const { next } = talk(worker);
    worker.postMessage({ kind: 'open', key: 'test/one', seal: SEAL });
    expect(await next('cache')).toEqual({ kind: 'cache', tag: null });
    worker.postMessage({ kind: 'query', id: 1, query: everything });
    stream(worker, columnsBody(list, 'W/"a.1"'), 50);
    expect(await next('ready')).toEqual({ kind: 'ready', tag: 'W/"a.1"', size: 3 });
    const { result } = await next('result');
    expect(result.rows.map((row) => row.userName)).toEqual(['punter3', 'punter2', 'punter1']);
    expect(result.totals.pl).toBe(6);
    await stored('test/one', (value) => value !== undefined);

    // A reload: a new worker finds the kept copy and its revision; the server's 304 lets it use it.
    const again = inThreadListWorker();
    const second = talk(again);
    again.postMessage({ kind: 'open', key: 'test/one', seal: SEAL });
    expect(await second.next('cache')).toEqual({ kind: 'cache', tag: 'W/"a.1"' });
    again.postMessage({ kind: 'current' });
    expect(await second.next('ready')).toEqual({ kind: 'ready', tag: 'W/"a.1"', size: 3 });
    again.postMessage({
      kind: 'query',
      id: 2,
      query: { ...everything, filters: { ...emptyReportFilters(), searchTerm: 'punter2' } },
    });
    expect((await second.next('result')).result.total).toBe(1);
  });

  it("says once that a stream of lines not the list's failed, and takes the next stream whole", async () => {
    const worker = inThreadListWorker();
    const { heard, next } = talk(worker);
    worker.postMessage({ kind: 'open', key: 'test/broken', seal: SEAL });
    await next('cache');
    stream(worker, `${columnsBody(list, 'W/"b.1"').slice(0, 40)}\n{"kind":"block",mangled\n`, 16);
    expect(await next('failed')).toEqual({ kind: 'failed', message: 'The list arrived incomplete; please try again' });
    stream(worker, columnsBody(list, 'W/"b.2"'), 50);
    expect(await next('ready')).toEqual({ kind: 'ready', tag: 'W/"b.2"', size: 3 });
    expect(heard.filter((message) => message.kind === 'failed')).toHaveLength(1);
  });

  it("applies the page's own write; current only when the copy was at the revision just before it", async () => {
    const worker = inThreadListWorker();
    const { next } = talk(worker);
    worker.postMessage({ kind: 'open', key: 'test/two', seal: SEAL });
    await next('cache');
    stream(worker, columnsBody(list, 'W/"b.7"'), 1000);
    await next('ready');

    const moved = { ...report(1, '2026-03-10'), userName: 'moved' };
    worker.postMessage({
      kind: 'patch',
      id: 1,
      upserts: [moved, report(9, '2026-03-05')],
      removed: [list[1]._id],
      revisions: { before: 'W/"b.7"', after: 'W/"b.8"' },
    });
    expect(await next('patched')).toEqual({ kind: 'patched', id: 1, current: true, tag: 'W/"b.8"' });
    worker.postMessage({ kind: 'query', id: 3, query: everything });
    // The server's order: newest day first, then newest id.
    expect((await next('result')).result.rows.map((row) => row.userName)).toEqual(['moved', 'punter3', 'punter9']);

    // Someone else wrote in between: the copy is not current, the page must read the list again.
    worker.postMessage({
      kind: 'patch',
      id: 2,
      upserts: [],
      removed: [moved._id],
      revisions: { before: 'W/"b.9"', after: 'W/"b.10"' },
    });
    expect(await next('patched')).toMatchObject({ id: 2, current: false });
  });
});

describe('queries asked before the list is indexed', () => {
  it('answers the newest once the list is there, and tells the one it replaced', async () => {
    const worker = inThreadListWorker();
    const { next } = talk(worker);
    const dropped = next('dropped');
    worker.postMessage({ kind: 'query', id: 1, query: everything });
    worker.postMessage({ kind: 'query', id: 2, query: everything });
    expect(await dropped).toEqual({ kind: 'dropped', id: 1 });
    const cache = next('cache');
    worker.postMessage({ kind: 'open', key: 'test/waiting', seal: null });
    await cache;
    const result = next('result');
    stream(worker, columnsBody(list, 'W/"c.1"'), 1000);
    expect((await result).id).toBe(2);
  });
});

describe('the kept list on a shared computer', () => {
  /** Streams `list` into a fresh worker opened with `seal`, and waits until it is kept. */
  async function keep(key: string, seal: ReturnType<typeof sealOf> | null) {
    const worker = inThreadListWorker();
    const { next } = talk(worker);
    worker.postMessage({ kind: 'open', key, seal });
    await next('cache');
    stream(worker, columnsBody(list, 'W/"s.1"'), 1000);
    await next('ready');
    await stored(key, (value) => value !== undefined || seal === null);
  }

  const opened = async (key: string, seal: ReturnType<typeof sealOf> | null) => {
    const worker = inThreadListWorker();
    const { next } = talk(worker);
    worker.postMessage({ kind: 'open', key, seal });
    return (await next('cache')).tag;
  };

  it('keeps nothing readable: no name, no amount, no revision in the stored copy', async () => {
    await keep('shared/one', SEAL);
    const raw = await stored('shared/one');
    // Every byte of the record as text (the sealed bytes are an ArrayBuffer of whichever realm stored them).
    const text = JSON.stringify(raw, (_key, value: unknown) =>
      Object.prototype.toString.call(value) === '[object ArrayBuffer]'
        ? new TextDecoder('latin1').decode(new Uint8Array(value as ArrayBuffer))
        : value,
    );
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of ['punter1', 'punter3', 'W/"s.1"', 's.1']) expect(text).not.toContain(secret);
    expect(await opened('shared/one', SEAL)).toBe('W/"s.1"');
  });

  it('cannot be read with another session’s key (a forced logout, the next person), and is then gone', async () => {
    await keep('shared/two', SEAL);
    expect(await opened('shared/two', sealOf('session two'))).toBeNull();
    expect(await stored('shared/two')).toBeUndefined();
    // Nor without a key (the session is over: the server gives none).
    await keep('shared/three', SEAL);
    expect(await opened('shared/three', null)).toBeNull();
  });

  it('is discarded once its session’s end has passed, and is not kept without a key', async () => {
    await keep('shared/four', sealOf('session one', new Date(Date.now() - 1000)));
    expect(await opened('shared/four', SEAL)).toBeNull();
    expect(await stored('shared/four')).toBeUndefined();
    await keep('shared/five', null);
    expect(await stored('shared/five')).toBeUndefined();
  });
});
