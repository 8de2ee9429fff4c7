import { screen } from '@testing-library/react';
import { defaultReportFilters, viewToQuery } from '@console/contract/reports';
import { prefetchRead } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { firstReportView } from '../descriptor/routeManifest';
import { reportStore, startListWorkersWith } from './reportStore';

startListWorkersWith(inThreadListWorker);
import { ReportPage } from './ReportPage';

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])("$label report page's first view, asked for by the shell", (area) => {
  const resource = area.report;
  beforeEach(() => resetStore(reportStore(resource)));

  /** The page's first view, as its store asks for it. */
  const firstView = () => ({
    path: `${resource.apiBase}/view`,
    searchParams: viewToQuery({
      filters: defaultReportFilters(),
      sort: resource.defaultSort,
      page: 1,
      pageSize: resource.defaultPageSize,
    }),
  });

  it('is named in the route manifest as the page asks for it, its dates as the shell fills them in', () => {
    const named = firstReportView(resource);
    const { startDate, endDate } = defaultReportFilters();
    const filled = Object.fromEntries(
      Object.entries(named.searchParams).map(([name, value]) => [
        name,
        value === '{rangeStart}' ? startDate : value === '{today}' ? endDate : value,
      ]),
    );
    expect({ path: named.path, searchParams: filled }).toEqual(firstView());
  });

  it('is taken by the page instead of asking again', async () => {
    signInAs('admin');
    const routes = reportListRoutes(resource, () => [sampleReport(1)]);
    server = fakeApi({
      ...routes,
      [`GET /api${resource.apiBase}/options`]: { body: { data: { catchBy: ['Agent'] } } },
    });
    prefetchRead(firstView());
    renderAreaPage(<ReportPage area={area} />);
    await screen.findByRole('cell', { name: 'punter1' });
    const views = server.calls.filter((call) => call.path === `/api${resource.apiBase}/view`);
    expect(views).toHaveLength(1);
  });
});
