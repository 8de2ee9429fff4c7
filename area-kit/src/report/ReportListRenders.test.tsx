import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { turboArea } from '../../testing/sampleAreas';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { reportStore, startListWorkersWith } from './reportStore';

startListWorkersWith(inThreadListWorker);
import { ReportPage } from './ReportPage';

const resource = turboArea.report;
let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(reportStore(resource)));

it("renders nothing again while only the list's streaming progress moves", async () => {
  signInAs('admin');
  server = fakeApi({
    ...reportListRoutes(resource, () => [sampleReport(1)]),
    [`GET /api${resource.apiBase}/options`]: { body: { data: { catchBy: ['Agent'] } } },
  });
  let commits = 0;
  renderAreaPage(
    <Profiler id="reports" onRender={() => (commits += 1)}>
      <ReportPage area={turboArea} />
    </Profiler>,
  );
  await screen.findByRole('cell', { name: 'punter1' });
  const before = commits;
  act(() =>
    reportStore(resource).setState({ status: { kind: 'filling', progress: { loaded: 50_000, total: 100_000 } } }),
  );
  act(() =>
    reportStore(resource).setState({ status: { kind: 'filling', progress: { loaded: 60_000, total: 100_000 } } }),
  );
  expect(commits).toBe(before);
  // What the page shows still renders: a notice does.
  act(() => reportStore(resource).setState({ notice: { kind: 'success', text: 'shown' } }));
  expect(commits).toBeGreaterThan(before);
});
