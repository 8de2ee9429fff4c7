import { Profiler, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { turboArea } from '../../testing/sampleAreas';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { reportStore, startListWorkersWith } from './reportStore';

startListWorkersWith(inThreadListWorker);
import { ReportPage } from './ReportPage';
import type { ReportTableProps } from './ReportTable';

/** Every render of the report table, counted: the real table (memoised as it is), wrapped. */
const mockTableRendered = jest.fn();
jest.mock('./ReportTable', () => {
  const actual = jest.requireActual<typeof import('./ReportTable')>('./ReportTable');
  const { memo } = jest.requireActual<typeof import('react')>('react');
  // A memo component keeps the function it renders as `type`.
  const render = (actual.ReportTable as unknown as { type: (props: ReportTableProps) => ReactNode }).type;
  return {
    ...actual,
    ReportTable: memo((props: ReportTableProps) => {
      mockTableRendered();
      return render(props);
    }),
  };
});

/** Every render of the list around the table (its header, search, pager), counted by the view it reads. */
const mockListRendered = jest.fn();
jest.mock('./useReportView', () => {
  const actual = jest.requireActual<typeof import('./useReportView')>('./useReportView');
  return {
    useReportView: (...args: Parameters<typeof actual.useReportView>) => {
      mockListRendered();
      return actual.useReportView(...args);
    },
  };
});

/** Every render of the filter drawer's panel (the memo's own function, wrapped). */
const mockDrawerRendered = jest.fn();
jest.mock('./ReportFilterDrawer', () => {
  const actual = jest.requireActual<typeof import('./ReportFilterDrawer')>('./ReportFilterDrawer');
  const { memo } = jest.requireActual<typeof import('react')>('react');
  type Props = Parameters<typeof actual.ReportFilterDrawer>[0];
  const drawer = actual.ReportFilterDrawer as unknown as {
    type: (props: Props) => ReactNode;
    compare: (before: Props, after: Props) => boolean;
  };
  return {
    ...actual,
    ReportFilterDrawer: memo((props: Props) => {
      mockDrawerRendered(props.open);
      return drawer.type(props);
    }, drawer.compare),
  };
});

const resource = turboArea.report;
let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(reportStore(resource)));

function openPage() {
  signInAs('admin');
  server = fakeApi({
    ...reportListRoutes(resource, () => [sampleReport(1)]),
    [`GET /api${resource.apiBase}/options`]: { body: { data: { catchBy: ['Agent'] } } },
  });
}

it("renders nothing again while only the list's streaming progress moves", async () => {
  openPage();
  let commits = 0;
  renderAreaPage(
    <Profiler id="reports" onRender={() => (commits += 1)}>
      <ReportPage area={turboArea} />
    </Profiler>,
  );
  await screen.findByRole('cell', { name: 'punter1' });
  const before = commits;
  const table = mockTableRendered.mock.calls.length;
  act(() =>
    reportStore(resource).setState({ status: { kind: 'filling', progress: { loaded: 50_000, total: 100_000 } } }),
  );
  act(() =>
    reportStore(resource).setState({ status: { kind: 'filling', progress: { loaded: 60_000, total: 100_000 } } }),
  );
  expect(commits).toBe(before);
  expect(mockTableRendered).toHaveBeenCalledTimes(table);
  // What the page shows still renders: a notice does.
  act(() => reportStore(resource).setState({ notice: { kind: 'success', text: 'shown' } }));
  expect(commits).toBeGreaterThan(before);
});

it("renders only the export's progress, not the list or its table, while an export's bytes come in", async () => {
  openPage();
  renderAreaPage(<ReportPage area={turboArea} />);
  await screen.findByRole('cell', { name: 'punter1' });
  // The export starts: Export Records turns busy (the list around the table renders once).
  act(() => reportStore(resource).setState({ exporting: 0 }));
  const table = mockTableRendered.mock.calls.length;
  const list = mockListRendered.mock.calls.length;
  act(() => reportStore(resource).setState({ exporting: 10 * 1024 }));
  act(() => reportStore(resource).setState({ exporting: 20 * 1024 }));
  expect(screen.getByText('Exporting... 20 KB received')).toBeInTheDocument();
  expect(mockTableRendered).toHaveBeenCalledTimes(table);
  expect(mockListRendered).toHaveBeenCalledTimes(list);
});

it('dims the table on a layer of its own, so a keystroke repaints no row', async () => {
  openPage();
  renderAreaPage(<ReportPage area={turboArea} />);
  const table = await screen.findByRole('table', { name: resource.title });
  const wrapper = table.closest('[data-engine]')!;
  // The compositor dims the layer the table was painted on (Chromium then paints none of its rows again).
  expect(getComputedStyle(wrapper).getPropertyValue('will-change')).toBe('opacity');
  expect(wrapper).not.toHaveAttribute('aria-busy');
  expect(getComputedStyle(wrapper).opacity).not.toBe('0.7');
  act(() => reportStore(resource).getState().setFilters({ searchTerm: 'zz' }));
  expect(wrapper).toHaveAttribute('aria-busy', 'true');
  expect(getComputedStyle(wrapper).opacity).toBe('0.7');
  expect(getComputedStyle(wrapper).getPropertyValue('will-change')).toBe('opacity');
});

it('does not render the closed filter drawer again while a search is typed, and shows it current when opened', async () => {
  openPage();
  renderAreaPage(<ReportPage area={turboArea} />);
  await screen.findByRole('cell', { name: 'punter1' });
  const search = screen.getByRole('searchbox', { name: 'Search reports' });
  const before = mockDrawerRendered.mock.calls.length;
  for (const typed of ['p', 'pu', 'pun']) fireEvent.change(search, { target: { value: typed } });
  expect(search).toHaveValue('pun');
  // Clear filters, with the drawer closed, changes the filters it holds: still not rendered.
  fireEvent.change(search, { target: { value: '' } });
  act(() => reportStore(resource).getState().setFilters({ userName: 'punter1' }));
  expect(mockDrawerRendered).toHaveBeenCalledTimes(before);
  // Opened, it renders with the filters of that moment.
  fireEvent.click(screen.getByRole('switch', { name: /Filters/ }));
  expect(mockDrawerRendered).toHaveBeenLastCalledWith(true);
  expect(screen.getByRole('textbox', { name: 'User Name' })).toHaveValue('punter1');
});
