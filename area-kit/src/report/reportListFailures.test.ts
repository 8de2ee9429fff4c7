import 'fake-indexeddb/auto';
import { fakeApi, type Reply } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import { resetStore, signInAs } from '../../testing/renderAreaPage';
import { columnsBody, inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { failureOf } from './listStatus';
import { reportStore, startListWorkersWith } from './reportStore';
import { suggestionsOf } from './suggestions';

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

/** Waits until `check` holds: the worker answers on later ticks. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const reports = [sampleReport(1, { userName: 'asha-punter' }), sampleReport(2, { userName: 'ben-punter' })];

it('says why when the list breaks as it streams in, keeps answering views from the server, and Retry brings it whole', async () => {
  startListWorkersWith(inThreadListWorker);
  const resource = turboArea.report;
  const store = reportStore(resource);
  resetStore(store);
  signInAs('admin');
  let broken = true;
  const routes = reportListRoutes(resource, () => reports);
  const columns = routes[`GET /api${resource.apiBase}/columns`] as (...args: never[]) => Reply;
  server = fakeApi({
    ...routes,
    [`GET /api${resource.apiBase}/columns`]: (call) =>
      broken ? { text: `${columnsBody(reports, 'W/"x.2"').slice(0, 30)}\n{mangled\n` } : columns(call as never),
  });

  await store.getState().load();
  await until(() => store.getState().status.kind === 'failed');
  expect(failureOf(store.getState().status)).toBe('The list arrived incomplete; please try again');
  expect(store.getState().shown?.engine).toBe('server');
  // A search meanwhile: the server answers it, and the failure stays said until a Retry.
  store.getState().setFilters({ searchTerm: 'ben' });
  await until(() => store.getState().rows.length === 1);
  expect(store.getState().shown?.engine).toBe('server');
  expect(failureOf(store.getState().status)).toBe('The list arrived incomplete; please try again');

  broken = false;
  await store.getState().load();
  await until(() => store.getState().shown?.engine === 'browser');
  expect(store.getState().status).toEqual({ kind: 'whole' });
  expect(store.getState().rows.map((row) => row.userName)).toEqual(['ben-punter']);
});

it('shows the server’s view when the list worker cannot start, says why, and the form’s suggestions stay empty', async () => {
  startListWorkersWith(() => Promise.reject(new Error('workers are not allowed here')));
  const resource = forexArea.report;
  const store = reportStore(resource);
  resetStore(store);
  signInAs('admin');
  server = fakeApi(reportListRoutes(resource, () => reports));

  await store.getState().load();
  expect(
    store
      .getState()
      .rows.map((row) => row.userName)
      .sort(),
  ).toEqual(['asha-punter', 'ben-punter']);
  expect(store.getState().shown?.engine).toBe('server');
  expect(failureOf(store.getState().status)).toBe(resource.messages.fetchFailed);
  // The form asks for suggestions without awaiting them: the failed worker must not make that reject.
  await expect(store.getState().loadSuggestions()).resolves.toBeUndefined();
  expect(store.getState().suggestions).toEqual(suggestionsOf([]));
});
