import { emptyReportFilters } from '@console/contract/reports';
import type { ReportApi } from '../reportApi';
import type { ReportSuggestions } from '../suggestions';
import type { FromWorker, ListQuery, ListWorker, ToWorker } from './protocol';
import { ListCallDropped, reportListClient } from './reportListClient';

/** A worker the test answers by hand: what the page asked, and a way to reply as the worker would. */
function scriptedWorker() {
  const asked: ToWorker[] = [];
  const worker: ListWorker = {
    postMessage: (message) => asked.push(message),
    onmessage: null,
    terminate: () => undefined,
  };
  const reply = (message: FromWorker) => worker.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  return { worker, asked, reply };
}

const everything: ListQuery = { filters: emptyReportFilters(), sort: null, page: 1, pageSize: 10 };
const suggestionsOf = (name: string) => ({ userNames: [name] }) as unknown as ReportSuggestions;
const totals = { pl: 0, stack: 0, acBalance: 0, afterVoidBalance: 0 };
const idOf = (message: ToWorker) => (message as { id: number }).id;

function client() {
  const script = scriptedWorker();
  const failed = jest.fn();
  const list = reportListClient({} as ReportApi, script.worker, 'test', {
    progress: () => undefined,
    ready: () => undefined,
    failed,
  });
  return { ...script, list, failed };
}

it('gives calls made at once each their own answer, whatever order the worker answers in', async () => {
  const { list, asked, reply } = client();
  const first = list.suggestions();
  const second = list.suggestions();
  const [a, b] = asked;
  reply({ kind: 'suggestions', id: idOf(b), suggestions: suggestionsOf('second') });
  reply({ kind: 'suggestions', id: idOf(a), suggestions: suggestionsOf('first') });
  expect(await first).toEqual(suggestionsOf('first'));
  expect(await second).toEqual(suggestionsOf('second'));
});

it('rejects every waiting call when the list fails, and says so once', async () => {
  const { list, reply, failed } = client();
  const query = list.query(everything);
  const suggestions = list.suggestions();
  const patch = list.patch([], ['gone'], null);
  reply({ kind: 'failed', message: 'the list could not be read' });
  await expect(query).rejects.toThrow('the list could not be read');
  await expect(suggestions).rejects.toThrow('the list could not be read');
  await expect(patch).rejects.toThrow('the list could not be read');
  expect(failed).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledWith('the list could not be read');
});

it('rejects only the call a failure names, and the query a newer one replaced', async () => {
  const { list, asked, reply, failed } = client();
  const older = list.query(everything);
  const newer = list.query({ ...everything, page: 2 });
  const suggestions = list.suggestions();
  reply({ kind: 'dropped', id: idOf(asked[0]) });
  reply({ kind: 'failed', id: idOf(asked[2]), message: 'no index yet' });
  reply({ kind: 'result', id: idOf(asked[1]), result: { rows: [], page: 2, total: 0, totals } });
  await expect(older).rejects.toBeInstanceOf(ListCallDropped);
  await expect(suggestions).rejects.toThrow('no index yet');
  expect(await newer).toEqual({ rows: [], page: 2, total: 0, totals });
  expect(failed).not.toHaveBeenCalled();
});

it('closed at the session end: stops the worker, hears it no more, and refuses every waiting call', async () => {
  const { list, worker, reply } = client();
  const terminate = jest.spyOn(worker, 'terminate');
  const query = list.query(everything);
  const suggestions = list.suggestions();
  list.close();
  expect(terminate).toHaveBeenCalledTimes(1);
  expect(worker.onmessage).toBeNull();
  reply({ kind: 'result', id: 1, result: { rows: [], page: 1, total: 0, totals } });
  await expect(query).rejects.toThrow('the session ended');
  await expect(suggestions).rejects.toThrow('the session ended');
});

it('rejects every waiting call when the worker itself fails (its script, an uncaught error), and says so once', async () => {
  const { list, worker, failed } = client();
  const query = list.query(everything);
  const suggestions = list.suggestions();
  const preventDefault = jest.fn();
  worker.onerror?.({ message: 'the worker script did not load', preventDefault } as unknown as ErrorEvent);
  await expect(query).rejects.toThrow('the worker script did not load');
  await expect(suggestions).rejects.toThrow('the worker script did not load');
  expect(preventDefault).toHaveBeenCalled();
  expect(failed).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledWith('the worker script did not load');
});

it('refuses the check against the server when the kept copy cannot be read, and reads it again on the next', async () => {
  const script = scriptedWorker();
  const columns = jest.fn();
  const calls = { listKey: () => Promise.resolve(null), columns } as unknown as ReportApi;
  const list = reportListClient(calls, script.worker, 'test', {
    progress: () => undefined,
    ready: () => undefined,
    failed: () => undefined,
  });
  const until = async (count: number) => {
    while (script.asked.length < count) await new Promise((resolve) => setTimeout(resolve));
  };
  const first = list.sync();
  await until(1);
  expect(script.asked[0]).toMatchObject({ kind: 'open', key: 'test' });
  script.reply({ kind: 'failed', message: 'the kept list could not be opened' });
  await expect(first).rejects.toThrow('the kept list could not be opened');
  expect(columns).not.toHaveBeenCalled();
  void list.sync().catch(() => undefined);
  await until(2);
  expect(script.asked[1]).toMatchObject({ kind: 'open', key: 'test' });
});
