import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInKolkata } from '@console/contract/time';
import { fakeApi, fakeDateOnly, type RecordedCall, type Reply } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { defaultReportFilters, REPORT_MESSAGES, type Report } from '@console/contract/reports';
import { theme } from 'shared-kit/ui';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { sampleReport } from '../../testing/sampleReport';
import { reportStore, startListWorkersWith } from './reportStore';

// jsdom has no Worker: the list worker's own code runs on the test's thread, message for message.
startListWorkersWith(inThreadListWorker);
import { ReportPage } from './ReportPage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

const CATCH_BY = ['Agent', 'Staff 1', 'Staff 2'];

const report = sampleReport;

const twoOriginals = report(1, {
  userName: 'merged-user',
  remark: 'proof at https://proofs.example/a/very/long/path and more',
  originals: [
    {
      sportNames: ['Cricket', 'Tennis'],
      eventNames: ['Final'],
      marketNames: ['Winner'],
      pl: 25.5,
      betDetails: [
        { odds: 1.5, stack: 10, time: '09:00:00' },
        { odds: 2.5, stack: 20, time: '09:30:00' },
      ],
    },
    {
      sportNames: ['Soccer'],
      eventNames: ['Derby'],
      marketNames: ['Over 2.5'],
      pl: -5.25,
      betDetails: [{ odds: 3, stack: 5, time: '11:00:00' }],
    },
  ],
});

describe.each([turboArea, forexArea])('$label report page', (area: Area) => {
  const resource = area.report;
  const base = `/api${resource.apiBase}`;
  const routes = (reports: Report[], extra: Parameters<typeof fakeApi>[0] = {}) => ({
    ...reportListRoutes(resource, () => reports),
    [`GET ${base}/options`]: { body: { data: { catchBy: CATCH_BY } } },
    ...extra,
  });
  beforeEach(() => resetStore(reportStore(resource)));

  /** The table shown with the whole list in the browser (the list worker answers from now on). */
  async function listShown() {
    const table = await screen.findByRole('table', { name: resource.title });
    await waitFor(() => expect(table.closest('[data-engine]')).toHaveAttribute('data-engine', 'browser'));
  }

  /** The engine that answered the rows shown. */
  const engine = () =>
    screen.getByRole('table', { name: resource.title }).closest('[data-engine]')?.getAttribute('data-engine');

  it('answers every view from the server while the whole list is on its way, then from the browser without a change', async () => {
    signInAs('admin');
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const reports = Array.from({ length: 12 }, (_, i) => report(i + 1));
    const api = reportListRoutes(resource, () => reports);
    const columns = api[`GET ${base}/columns`] as (call: RecordedCall) => Reply;
    server = fakeApi(
      routes(reports, {
        [`GET ${base}/columns`]: async (call) => {
          await arrived;
          return columns(call);
        },
      }),
    );
    renderAreaPage(<ReportPage area={area} />);
    const table = await screen.findByRole('table', { name: resource.title });
    expect(await within(table).findByRole('cell', { name: 'punter12' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 12 of 12 entries')).toBeInTheDocument();
    expect(
      within(table)
        .getByText(/^Totals:/)
        .closest('tfoot'),
    ).not.toHaveAttribute('aria-busy');
    // A search typed before the whole list is in: the server answers it.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'punter1');
    expect(await screen.findByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    expect(engine()).toBe('server');
    const serverRows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(server.calls.filter((call) => call.path === `${base}/view`).at(-1)?.query.searchTerm).toBe('punter1');
    // The whole list arrives: the browser answers the same view, with the same rows and count.
    release();
    await listShown();
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(serverRows);
  });

  it('never loads the whole list when the server says it is too large, and answers every view from the server', async () => {
    signInAs('admin');
    const reports = Array.from({ length: 30 }, (_, i) => report(i + 1));
    server = fakeApi(
      routes(
        reports,
        reportListRoutes(
          resource,
          () => reports,
          undefined,
          () => false,
        ),
      ),
    );
    renderAreaPage(<ReportPage area={area} />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'punter25' })).toBeInTheDocument();
    expect(engine()).toBe('server');
    expect(server.calls.filter((call) => call.path === `${base}/columns`)).toEqual([]);
  });

  it('checks the list against the server on every visit: unchanged costs a 304, a change made elsewhere shows', async () => {
    signInAs('admin');
    let reports = [report(1)];
    server = fakeApi(
      routes(
        [],
        reportListRoutes(resource, () => reports),
      ),
    );
    const { unmount } = renderAreaPage(<ReportPage area={area} />);
    await listShown();
    unmount();
    renderAreaPage(<ReportPage area={area} />).unmount();
    await waitFor(() => expect(server.calls.filter((call) => call.path === `${base}/columns`)).toHaveLength(2));
    // The second visit sends the copy's revision and hears 304: nothing travels again.
    expect(
      server.calls.filter((call) => call.path === `${base}/columns`).map((call) => call.headers.get('if-none-match')),
    ).toEqual([null, expect.stringMatching(/^W\/"test-/)]);
    reports = [report(1), report(7, { userName: 'added-elsewhere' })];
    renderAreaPage(<ReportPage area={area} />);
    expect(await screen.findByRole('cell', { name: 'added-elsewhere' })).toBeInTheDocument();
  });

  it('keeps its default dates on the calendar: after midnight a visit shows the new day, chosen dates stay', async () => {
    // 23:50 on 31 January in Kolkata; the store as a session begun that evening made it.
    fakeDateOnly(new Date('2027-01-31T18:20:00.000Z'));
    try {
      reportStore(resource).setState({ filters: defaultReportFilters(), datesMadeOn: todayInKolkata() });
      signInAs('admin');
      server = fakeApi(routes([report(1)]));
      /** A visit of the page, with the drawer open: its Start and End Date. */
      const visit = async () => {
        const page = renderAreaPage(<ReportPage area={area} />);
        await screen.findByRole('table', { name: resource.title });
        await userEvent.click(screen.getByRole('switch', { name: /^Filters/ }));
        const drawer = screen.getByRole('complementary', { name: resource.filterTitle });
        const days = [within(drawer).getByLabelText('Start Date'), within(drawer).getByLabelText('End Date')];
        return { page, drawer, days };
      };
      const first = await visit();
      expect(first.days.map((input) => (input as HTMLInputElement).value)).toEqual(['2027-01-02', '2027-01-31']);
      first.page.unmount();

      // 00:10 on 1 February: the defaults are today's (on the 1st, from the 2nd of the month before), and
      // the switch counts no filter set.
      jest.setSystemTime(new Date('2027-01-31T18:40:00.000Z'));
      const next = await visit();
      expect(next.days.map((input) => (input as HTMLInputElement).value)).toEqual(['2027-01-02', '2027-02-01']);
      expect(screen.getByRole('switch', { name: 'Filters' })).toBeInTheDocument();
      fireEvent.change(next.days[0], { target: { value: '2027-01-15' } });
      next.page.unmount();

      // A day later the dates the person chose stay; Reset Filters makes that day's defaults.
      jest.setSystemTime(new Date('2027-02-01T18:40:00.000Z'));
      const chosen = await visit();
      expect(chosen.days.map((input) => (input as HTMLInputElement).value)).toEqual(['2027-01-15', '2027-02-01']);
      await userEvent.click(within(chosen.drawer).getByRole('button', { name: 'Reset Filters' }));
      expect(chosen.days.map((input) => (input as HTMLInputElement).value)).toEqual(['2027-02-02', '2027-02-02']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows only the denial text without the listing right, and fetches nothing', async () => {
    signInAs('user', [resource.rights.create, resource.rights.update]);
    server = fakeApi({});
    renderAreaPage(<ReportPage area={area} />);
    expect(screen.getByText(resource.messages.accessDenied)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('merges the rows of a report across its originals and bets, with totals over every filtered report', async () => {
    signInAs('admin');
    server = fakeApi(routes([twoOriginals, report(2)]));
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    const table = screen.getByRole('table', { name: resource.title });
    const user = within(table).getByRole('cell', { name: 'merged-user' });
    expect(user).toHaveAttribute('rowspan', '3');
    expect(within(table).getByRole('cell', { name: 'Cricket, Tennis' })).toHaveAttribute('rowspan', '2');
    expect(within(table).getByRole('cell', { name: 'Soccer' })).not.toHaveAttribute('rowspan');
    expect(within(table).getAllByRole('button', { name: /Edit report of merged-user/ })).toHaveLength(1);
    const totals = within(table).getByText('Totals:').closest('tr')!;
    // P&L 25.5 - 5.25 + 20, stack 10 + 20 + 5 + 2, balances 100 + 100 and 50 + 50.
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Totals:', '', '40.25', '', '37.00', '', '200.00', '100.00', '', '']);
    const link = within(table).getByRole('link', { name: 'proofs.example/a' });
    expect(link).toHaveAttribute('href', 'https://proofs.example/a/very/long/path');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.parentElement).toHaveTextContent('proof at proofs.example/a...');
  });

  it('sorts by a column from its header, ascending then descending, saying so in aria-sort', async () => {
    signInAs('admin');
    server = fakeApi(
      routes([report(2, { userName: 'bravo' }), report(1, { userName: 'charlie' }), report(3, { userName: 'alpha' })]),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    const table = screen.getByRole('table', { name: resource.title });
    const userNames = () =>
      within(table)
        .getAllByRole('cell', { name: /^(alpha|bravo|charlie)$/ })
        .map((cell) => cell.textContent);
    const header = within(table).getByRole('columnheader', { name: /User Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: 'User Name' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(userNames()).toEqual(['alpha', 'bravo', 'charlie']);
    await userEvent.click(within(header).getByRole('button', { name: 'User Name' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(userNames()).toEqual(['charlie', 'bravo', 'alpha']);
  });

  it('filters as one types in the search, across the spec fields, and goes back to page 1', async () => {
    signInAs('admin');
    const many = Array.from({ length: 30 }, (_, i) => report(i + 1, i === 28 ? { catchBy: 'Staff 2' } : {}));
    server = fakeApi(routes(many));
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'staff 2');
    await waitFor(() => expect(screen.getByText('Page 1 of 1')).toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'punter29' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'punter1' })).not.toBeInTheDocument();
  });

  it('filters from the drawer and Reset Filters brings every report back', async () => {
    signInAs('admin');
    server = fakeApi(routes([report(1), report(2, { voidStatus: 'Not Void' }), report(3, { date: '2020-01-05' })]));
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    // The default range starts on the 2nd of the month: the 2020 report is out of it.
    expect(screen.queryByRole('cell', { name: 'punter3' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Filters' }));
    const drawer = screen.getByRole('complementary', { name: resource.filterTitle });
    await userEvent.selectOptions(within(drawer).getByLabelText('Void Status'), 'Not Void');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'punter1' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'punter2' })).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Stack min'), '5');
    await waitFor(() => expect(screen.getByText(resource.messages.empty)).toBeInTheDocument());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'punter1' })).toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'punter2' })).toBeInTheDocument();
  });

  it('shows how many filters are set on the switch with the drawer closed, and clears them in one action', async () => {
    signInAs('admin');
    server = fakeApi(routes([report(1), report(2, { voidStatus: 'Not Void' })]));
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    expect(screen.getByRole('switch', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Filters' }));
    const drawer = screen.getByRole('complementary', { name: resource.filterTitle });
    await userEvent.selectOptions(within(drawer).getByLabelText('Void Status'), 'Not Void');
    await userEvent.type(within(drawer).getByLabelText('P&L min'), '1');
    await userEvent.type(within(drawer).getByLabelText('P&L max'), '900');
    await userEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    const filters = screen.getByRole('switch', { name: /^Filters\s*\(2 set\)$/ });
    expect(filters).not.toBeChecked();
    expect(filters).toHaveTextContent(/^Filters2/);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'punter1' })).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'punter');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('switch', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    // The search box is not a drawer filter: it stays as typed.
    expect(screen.getByRole('searchbox', { name: 'Search reports' })).toHaveValue('punter');
    await waitFor(() => expect(screen.getByRole('cell', { name: 'punter1' })).toBeInTheDocument());
  });

  it('puts the keyboard in the first field of a row it adds, and on its add button when a row goes', async () => {
    signInAs('admin');
    server = fakeApi(routes([]));
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: 'Add Record' }));
    const form = screen.getByRole('form', { name: resource.createTitle });

    await userEvent.click(within(form).getByRole('button', { name: '+ Add Bet Detail' }));
    expect(within(form).getByLabelText('Odds, bet detail 2 of original 1')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove bet detail 2 of original 1' }));
    expect(within(form).getByRole('button', { name: '+ Add Bet Detail' })).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: '+ Add Event Name' }));
    expect(within(form).getByLabelText('Event Name 2 of original 1')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Event Name 2 of original 1' }));
    expect(within(form).getByRole('button', { name: '+ Add Event Name' })).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: '+ Add Original' }));
    const second = within(form).getByRole('group', { name: 'Original 2' });
    expect(within(second).getByLabelText('Sport Name 1 of original 2')).toHaveFocus();
    await userEvent.click(within(second).getByRole('button', { name: 'Remove Original 2' }));
    expect(within(form).getByRole('button', { name: '+ Add Original' })).toHaveFocus();
  });

  it('adds a report with two originals and two bet details through the form', async () => {
    signInAs('admin');
    const created = report(9, { userName: 'new-user' });
    server = fakeApi(
      routes([], {
        [`POST ${base}/create`]: { status: 201, body: { data: created, message: resource.messages.created } },
      }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: 'Add Record' }));
    const form = screen.getByRole('form', { name: resource.createTitle });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const problems = within(form).getByRole('alert');
    for (const message of [
      REPORT_MESSAGES.userName,
      REPORT_MESSAGES.agent,
      REPORT_MESSAGES.sportNames,
      REPORT_MESSAGES.betDetails,
      REPORT_MESSAGES.catchBy,
      REPORT_MESSAGES.acBalance,
    ]) {
      expect(problems).toHaveTextContent(message);
    }
    expect(within(form).getByLabelText(/Proof Type/)).toHaveValue('Ground line or Live line');
    expect(within(form).getByLabelText(/Proof Status/)).toHaveValue('Submitted');
    expect(within(form).getByLabelText(/Void Status/)).toHaveValue('Void');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(todayInKolkata());

    await userEvent.type(within(form).getByLabelText(/User Name/), ' new-user ');
    await userEvent.type(within(form).getByLabelText(/^Agent/), 'agent-x');
    await userEvent.click(within(form).getByRole('button', { name: '+ Add Original' }));
    for (const [index, sport] of [
      [1, 'Cricket'],
      [2, 'Tennis'],
    ] as const) {
      await userEvent.selectOptions(within(form).getByLabelText(`Sport Name 1 of original ${index}`), sport);
      await userEvent.type(within(form).getByLabelText(`Event Name 1 of original ${index}`), `Event ${index}`);
      await userEvent.type(within(form).getByLabelText(`Market Name 1 of original ${index}`), 'Match Odds');
      await userEvent.type(within(form).getByLabelText(`Odds, bet detail 1 of original ${index}`), '1.5');
      await userEvent.type(within(form).getByLabelText(`Stack, bet detail 1 of original ${index}`), '10');
      await userEvent.type(within(form).getByLabelText(`Time, bet detail 1 of original ${index}`), '10:00:00');
    }
    await userEvent.click(within(form).getAllByRole('button', { name: '+ Add Bet Detail' })[0]);
    expect(within(form).queryByRole('button', { name: 'Remove bet detail 1 of original 1' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Odds, bet detail 2 of original 1'), '2');
    await userEvent.type(within(form).getByLabelText('Stack, bet detail 2 of original 1'), '20');
    await userEvent.type(within(form).getByLabelText('Time, bet detail 2 of original 1'), '23:59:59');
    await userEvent.type(within(form).getByLabelText(/Before Void Balance/), '1500');
    await userEvent.selectOptions(within(form).getByLabelText(/Catch By/), 'Staff 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    await listShown();
    const sent = server.calls.find((call) => call.method === 'POST')!.body as Report;
    expect(sent).toMatchObject({
      userName: 'new-user',
      agent: 'agent-x',
      catchBy: 'Staff 1',
      acBalance: 1500,
      afterVoidBalance: 0,
      originals: [
        {
          sportNames: ['Cricket'],
          eventNames: ['Event 1'],
          pl: 0,
          betDetails: [
            { odds: 1.5, stack: 10, time: '10:00:00' },
            { odds: 2, stack: 20, time: '23:59:59' },
          ],
        },
        { sportNames: ['Tennis'], eventNames: ['Event 2'], betDetails: [{ odds: 1.5, stack: 10, time: '10:00:00' }] },
      ],
    });
    expect(screen.getByText(resource.messages.created).closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'new-user' })).toBeInTheDocument();
  });

  it("shows the server's refusal inside the form, prefixed as the spec says", async () => {
    signInAs('admin');
    server = fakeApi(
      routes([report(1)], { [`PUT ${base}/r1`]: { status: 403, body: { message: resource.messages.denied.update } } }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: 'Edit report of punter1' }));
    const form = screen.getByRole('form', { name: resource.updateTitle });
    expect(within(form).getByLabelText(/User Name/)).toHaveValue('punter1');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `${resource.messages.updateFailedAlert}${resource.messages.denied.update}`,
    );
  });

  it('previews every field and deletes after the confirmation', async () => {
    signInAs('admin');
    server = fakeApi(
      routes([twoOriginals], { [`DELETE ${base}/r1`]: { body: { message: resource.messages.deleted } } }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: 'Preview report of merged-user' }));
    const preview = screen.getByRole('dialog', { name: 'Report Preview' });
    expect(within(preview).getByRole('region', { name: 'Original 2' })).toHaveTextContent('Derby');
    expect(within(preview).getAllByRole('row')).toHaveLength(2 + 3);
    await userEvent.click(within(preview).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete report of merged-user' }));
    expect(screen.getByText(resource.messages.confirmDelete)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(resource.messages.empty)).toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === `${base}/r1`)).toBe(true);
  });

  it('lists import errors by sheet and row, unknown ones as Unknown Sheet and N/A, cut at 100 characters', async () => {
    signInAs('admin');
    const long = 'x'.repeat(150);
    server = fakeApi(
      routes([], {
        [`POST ${base}/import`]: {
          body: {
            message: '1 of 3 reports imported; 2 errors and 1 blank rows found',
            errors: [{ sheetName: 'March', rowIndex: 4, msg: 'Agent is required' }, { msg: long }],
            blankRows: [{ sheetName: 'March', rowIndex: 6, msg: 'Blank row' }],
            data: [report(5, { userName: 'imported-user' })],
          },
        },
      }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.upload(screen.getByLabelText('Spreadsheet to import'), new File(['xlsx'], 'march.xlsx'));
    expect(
      await screen.findByText('Import Success: 1 of 3 reports imported; 2 errors and 1 blank rows found'),
    ).toBeInTheDocument();
    expect(screen.getByText('Import Errors:')).toBeInTheDocument();
    expect(screen.getByText('Sheet: March, Row: 4: Agent is required')).toBeInTheDocument();
    expect(screen.getByText(`Sheet: Unknown Sheet, Row: N/A: ${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText('Blank Rows Skipped:')).toBeInTheDocument();
    expect(screen.getByText('Sheet: March, Row: 6')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'imported-user' })).toBeInTheDocument();
    // Rows were left out: a warning, not a success, and each message can be read in full.
    const outcome = screen.getByText('Import Errors:').closest<HTMLElement>('[role="status"]')!;
    expect(outcome).toHaveStyle({ backgroundColor: theme.colors.warningBackground });
    const full = within(outcome).getByRole('button', { name: 'Show full messages' });
    await userEvent.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'true');
    expect(within(outcome).getByText(`Sheet: Unknown Sheet, Row: N/A: ${long}`)).toBeInTheDocument();
  });

  it('says how many problems a refused import had when the server gives no message', async () => {
    signInAs('admin');
    server = fakeApi(
      routes([], {
        [`POST ${base}/import`]: {
          status: 400,
          body: { errors: [{ sheetName: 'S', rowIndex: 2, msg: 'bad' }], blankRows: [] },
        },
      }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.upload(screen.getByLabelText('Spreadsheet to import'), new File(['xlsx'], 'bad.xlsx'));
    const expected = resource.messages.importRowProblems.replace('{errors}', '1').replace('{blankRows}', '0');
    expect(await screen.findByText(`Error: ${expected}`)).toBeInTheDocument();
  });

  it('exports with the filters and says so, or says why not', async () => {
    signInAs('admin');
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:report';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    server = fakeApi(
      routes([report(1)], {
        [`GET ${base}/exportExcel`]: [
          { text: 'PK', headers: { 'content-type': 'application/octet-stream' } },
          { status: 500, body: {} },
        ],
      }),
    );
    renderAreaPage(<ReportPage area={area} />);
    await listShown();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'punter');
    await userEvent.click(screen.getByRole('button', { name: 'Export Records' }));
    expect(await screen.findByText(`Export Success: ${resource.messages.exported}`)).toBeInTheDocument();
    expect(saved).toEqual([resource.exportFileName]);
    const call = server.calls.find((one) => one.path === `${base}/exportExcel`)!;
    expect(call.query).toMatchObject({ searchTerm: 'punter', endDate: todayInKolkata() });
    await userEvent.click(screen.getByRole('button', { name: 'Export Records' }));
    expect(
      await screen.findByText(`Export Error: ${resource.messages.exportFailedAlert}${resource.messages.exportFailed}`),
    ).toBeInTheDocument();
  });
});
