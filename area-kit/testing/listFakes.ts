import type { ReportResource } from '@console/contract/areas';
import { clampPage, pageCount } from '@console/contract/paging';
import {
  indexReports,
  pageOfReports,
  queryReports,
  viewFromQuery,
  ReportBlockWriter,
  type Report,
  type ReportStreamLine,
} from '@console/contract/reports';
import type { RecordedCall, Reply, Route } from '@console/platform/testing';
import type { FromWorker, ListWorker, ToWorker } from '../src/report/list/protocol';
import { serveReportList, type ListPort } from '../src/report/list/serveReportList';

/**
 * The list worker's own work served on the test's thread (jsdom has no Worker): the same messages,
 * delivered a tick later, as a worker would.
 */
export function inThreadListWorker(): ListWorker {
  const page: ListWorker = {
    onmessage: null,
    postMessage: (message: ToWorker) => setTimeout(() => worker.onmessage?.({ data: message } as MessageEvent)),
    terminate: () => undefined,
  };
  const worker: ListPort = {
    onmessage: null,
    postMessage: (message: FromWorker) => setTimeout(() => page.onmessage?.({ data: message } as MessageEvent)),
  };
  serveReportList(worker);
  return page;
}

/** The columns call's answer for a list, as the API streams it (blocks of `blockSize`). */
export function columnsBody(reports: readonly Report[], tag: string, blockSize = 2): string {
  const writer = new ReportBlockWriter();
  const lines: ReportStreamLine[] = [{ kind: 'head', revision: tag, count: reports.length }];
  for (let start = 0; start < reports.length; start += blockSize)
    lines.push(writer.block(reports.slice(start, start + blockSize)));
  lines.push({ kind: 'end', count: reports.length });
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}

/**
 * A report API holding `list()` (read at each call, so a test may change it) at revision `tag()` (by
 * default one of its own, as each database has its own epoch):
 * GET /columns (304 for a copy at the tag) and GET /view answered with the contract's own rules (the
 * browser's index, which the server's SQL is held equal to), the whole list allowed in the browser
 * unless `wholeList` says otherwise.
 */
let servers = 0;

export function reportListRoutes(
  resource: ReportResource,
  list: () => Report[],
  tag: () => string = (
    (server) => () =>
      `W/"test-${server}.${list().length}"`
  )(++servers),
  wholeList: () => boolean = () => true,
): Record<string, Route> {
  const base = `/api${resource.apiBase}`;
  return {
    // One session's key, as the API derives it (32 bytes, base64url).
    'GET /api/admin/list-key': () => ({
      body: {
        key: 'a2VwdC1saXN0LWtleS1vZi10aGUtdGVzdC1zZXNzaW8',
        expires: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    [`GET ${base}/columns`]: (call: RecordedCall): Reply =>
      call.headers.get('if-none-match') === tag()
        ? { status: 304, headers: { etag: tag() } }
        : {
            text: columnsBody(list(), tag()),
            headers: { etag: tag(), 'content-type': 'application/x-ndjson' },
          },
    [`GET ${base}/view`]: (call: RecordedCall) => {
      const view = viewFromQuery(call.query);
      const index = indexReports(list());
      const { matches, totals } = queryReports(index, view.filters, view.sort);
      const page = clampPage(view.page, pageCount(matches.length, view.pageSize));
      const data = pageOfReports(index, matches, page, view.pageSize);
      return { body: { data, page, total: matches.length, totals, wholeList: wholeList() } };
    },
  };
}
