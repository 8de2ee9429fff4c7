import 'fake-indexeddb/auto';
import { useAuth } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { turboArea } from '../../testing/sampleAreas';
import { signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { LIST_CACHE_DB } from './list/keptLists';
import { reportStore, startListWorkersWith } from './reportStore';

const resource = turboArea.report;
const terminated: string[] = [];
// jsdom has no Worker: the list worker's own code runs on the test's thread; its end is recorded.
startListWorkersWith(() => {
  const worker = inThreadListWorker();
  worker.terminate = () => terminated.push('report-list');
  return worker;
});

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

const keptLists = async () => (await indexedDB.databases()).map((database) => database.name);

/**
 * Whether the list's sealed copy is written. The database appears as soon as the worker first reads it
 * (before the list arrives), and a copy still being sealed when the session ends would be written after
 * the database is deleted: the worker's own end stops it in a browser, not the in-thread one here.
 */
async function keptCopyWritten(): Promise<boolean> {
  if (!(await keptLists()).includes(LIST_CACHE_DB)) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open(LIST_CACHE_DB);
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const settle = (written: boolean) => {
        db.close();
        resolve(written);
      };
      if (!db.objectStoreNames.contains('lists')) return settle(false);
      const counted = db.transaction('lists').objectStore('lists').count();
      counted.onsuccess = () => settle(counted.result > 0);
      counted.onerror = () => settle(false);
    };
  });
}

/** Waits until `check` holds: the worker and IndexedDB answer on later ticks. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

it("forgets the report list at the session's end: the rows, the worker, the kept copy; the next person starts clean", async () => {
  signInAs('admin');
  server = fakeApi(reportListRoutes(resource, () => [sampleReport(1, { userName: 'asha-punter' })]));
  const store = reportStore(resource);
  await store.getState().load();
  await until(() => store.getState().shown?.engine === 'browser');
  expect(store.getState().rows.map((row) => row.userName)).toEqual(['asha-punter']);
  await until(keptCopyWritten);

  useAuth.getState().endSession('Session expired');

  expect(store.getState()).toMatchObject({
    rows: [],
    total: 0,
    shown: null,
    listClient: null,
    status: { kind: 'idle' },
  });
  await until(() => terminated.length > 0);
  expect(terminated).toEqual(['report-list']);
  await until(async () => !(await keptLists()).includes(LIST_CACHE_DB));

  // The next person's list comes from the server again, not from the last one's copy.
  server.restore();
  signInAs('user', ['report_listing'], ['Turbo']);
  server = fakeApi(reportListRoutes(resource, () => [sampleReport(2, { userName: 'ben-punter' })]));
  await store.getState().load();
  expect(store.getState().rows.map((row) => row.userName)).toEqual(['ben-punter']);
});
