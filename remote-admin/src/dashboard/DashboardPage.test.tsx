import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstOfMonthInKolkata, shiftDay, todayInKolkata } from '@console/contract/time';
import { fakeApi, type RecordedCall, type Reply, type Route } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import DashboardPage from './DashboardPage';
import { useDashboard } from './dashboardStore';

jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useDashboard));

// jsdom lays nothing out and has no canvas: echarts needs a size to draw, and measures text on a canvas.
beforeAll(async () => {
  await import('../charts/EChart');
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
  const measuring = { measureText: (text: string) => ({ width: text.length * 7 }), font: '' };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(measuring as unknown as CanvasRenderingContext2D);
});

// Made at each use: a run that crosses midnight in Kolkata asks for the new day's dates, as the page does.
const first = () => firstOfMonthInKolkata();
const today = () => todayInKolkata();
const lastMonth = () => shiftDay(first(), { days: -3 });

const tally = (...rows: Array<[string, number]>) => rows.map(([name, count]) => ({ name, count }));
const slices = (yes: [string, number, string], no: [string, number, string]) =>
  [yes, no].map(([name, count, percent]) => ({ name, count, percent }));

/** The API's figures of the Turbo lists: this month's, or last month's when asked for those dates. */
function turboFigures(call: { query: Record<string, string> }) {
  return {
    month: call.query.start === first() && call.query.end === today(),
    all: !call.query.start || !call.query.end,
  };
}

const turboLists = {
  'GET /api/dashboard/cbtf/proofs': (call: { query: Record<string, string> }) => {
    const { month, all } = turboFigures(call);
    return {
      body: month
        ? {
            proofs: 4,
            clients: 3,
            byMaker: tally(['asha', 2], ['ravi', 1], ['Unknown', 1]),
            usersByWhitelabel: tally(['RoyalBet', 2], ['LuckyAce', 1]),
          }
        : {
            proofs: all ? 5 : 1,
            clients: all ? 4 : 1,
            byMaker: all ? tally(['asha', 2], ['ravi', 2], ['Unknown', 1]) : tally(['ravi', 1]),
            usersByWhitelabel: all ? tally(['RoyalBet', 3], ['LuckyAce', 1]) : tally(['RoyalBet', 1]),
          },
    };
  },
  'GET /api/dashboard/cbtf/reports': (call: { query: Record<string, string> }) => {
    const { month } = turboFigures(call);
    return {
      body: month
        ? {
            reports: 3,
            byCatchBy: tally(['Agent', 2], ['Staff 1', 1]),
            proofStatus: slices(['Submitted', 1, '33.3%'], ['Not Submit', 2, '66.7%']),
            voidStatus: slices(['Void', 2, '66.7%'], ['Not Void', 1, '33.3%']),
          }
        : {
            reports: 4,
            byCatchBy: tally(['Agent', 2], ['Staff 1', 1], ['Staff 2', 1]),
            proofStatus: slices(['Submitted', 2, '50.0%'], ['Not Submit', 2, '50.0%']),
            voidStatus: slices(['Void', 3, '75.0%'], ['Not Void', 1, '25.0%']),
          },
    };
  },
  'GET /api/dashboard/cbtf/notes': { body: { count: 1 } },
  'GET /api/dashboard/cbtf/whitelabels': { body: { count: 2 } },
  'GET /api/dashboard/cbtf/prooftypes': { body: { count: 1 } },
  'GET /api/dashboard/cbtf/sports': { body: { count: 3 } },
};

/** The Turbo proofs' figures, the answer for the dates starting `start` held back until released. */
function heldProofs(start: string) {
  let release: () => void = () => undefined;
  return {
    route: async (call: { query: Record<string, string> }) => {
      if (call.query.start === start) await new Promise<void>((resolve) => (release = resolve));
      return turboLists['GET /api/dashboard/cbtf/proofs'](call);
    },
    release: () => release(),
  };
}

const noReports = {
  reports: 0,
  byCatchBy: [],
  proofStatus: slices(['Submitted', 0, '0.0%'], ['Not Submit', 0, '0.0%']),
  voidStatus: slices(['Void', 0, '0.0%'], ['Not Void', 0, '0.0%']),
};

const forexLists = {
  'GET /api/dashboard/forex/proofs': {
    body: { proofs: 1, clients: 1, byMaker: tally(['meera', 1]), usersByWhitelabel: tally(['FxPrime', 1]) },
  },
  'GET /api/dashboard/forex/reports': { body: noReports },
  'GET /api/dashboard/forex/notes': { body: { count: 0 } },
  'GET /api/dashboard/forex/whitelabels': { body: { count: 1 } },
  'GET /api/dashboard/forex/prooftypes': { body: { count: 0 } },
  'GET /api/dashboard/forex/sports': { body: { count: 0 } },
};

type ListRoute = Exclude<Route, Reply[]>;

/**
 * The fake API of the dashboard: the page asks for an area's lists in one call (GET
 * /api/dashboard/{area}?lists=), answered here from what each list's own call (`GET /api/dashboard/{area}/{list}`
 * in `lists`) answers: its figures, or its status and message inside the answer. A list without a route
 * is refused as an unknown path would be.
 */
function dashboardApi(lists: Record<string, ListRoute>) {
  const areas = new Map<string, Map<string, ListRoute>>();
  for (const [route, reply] of Object.entries(lists)) {
    const [, area, list] = /^GET \/api\/dashboard\/(\w+)\/(\w+)$/.exec(route)!;
    areas.set(area, (areas.get(area) ?? new Map<string, ListRoute>()).set(list, reply));
  }
  const together = (routes: Map<string, ListRoute>) => async (call: RecordedCall) => {
    const answer: Record<string, unknown> = {};
    for (const list of call.query.lists.split(',')) {
      const route = routes.get(list) ?? { status: 404, body: { message: 'Not found' } };
      const { start, end } = call.query;
      const reply = typeof route === 'function' ? await route({ ...call, query: { start, end } }) : route;
      if (reply === 'network-error') return reply;
      answer[list] =
        (reply.status ?? 200) === 200
          ? { stats: reply.body }
          : { status: reply.status, message: (reply.body as { message: string }).message };
    }
    return { body: answer };
  };
  return fakeApi(
    Object.fromEntries([...areas].map(([area, routes]) => [`GET /api/dashboard/${area}`, together(routes)])),
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });
const cardValue = (title: string) =>
  within(card(title)).getByRole('heading', { name: title }).nextElementSibling?.textContent;
const tableRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** The lists asked for, as their own paths: an area's call asks for several. */
const askedLists = (calls: RecordedCall[]) =>
  calls.flatMap((call) =>
    call.query.lists === undefined ? [call.path] : call.query.lists.split(',').map((list) => `${call.path}/${list}`),
  );
const requested = () => askedLists(server.calls).sort();
const dates = (call: RecordedCall | undefined) => ({ start: call?.query.start, end: call?.query.end });

describe('Dashboard', () => {
  it('says the spec text and fetches nothing without any listing right', async () => {
    signInAs('user', { permissions: ['proof_create', 'report_export'] });
    server = fakeApi({});
    renderAdminPage(<DashboardPage />);
    expect(screen.getByText('You do not have permission to view any data on this dashboard.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
  });

  it('shows admin the cbtf area first: cards counted over the month, tables and charts, links to the area pages', async () => {
    signInAs('admin');
    server = dashboardApi(turboLists);
    renderAdminPage(<DashboardPage />);

    const areaSwitch = screen.getByRole('group', { name: 'Area' });
    expect(within(areaSwitch).getByRole('button', { name: 'CBTF' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(areaSwitch).getByRole('button', { name: 'Forex' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Start Date')).toHaveValue(first());
    expect(screen.getByLabelText('End Date')).toHaveValue(today());

    await waitFor(() => expect(cardValue('Sports')).toBe('3'));
    expect(cardValue('Proofs')).toBe('4');
    expect(cardValue('Clients')).toBe('3');
    expect(cardValue('Reports')).toBe('3');
    expect(within(card('Reports')).getByText('2 Void, 1 Not Void')).toBeInTheDocument();
    expect(cardValue('Notes')).toBe('1');
    expect(cardValue('Whitelabels')).toBe('2');
    expect(cardValue('Proof Types')).toBe('1');
    expect(within(card('Proofs')).getByText(/^Updated as of \d{2} \w{3} \d{4}$/)).toBeInTheDocument();
    expect(within(card('Proofs')).getByRole('link')).toHaveAttribute('href', '/proof');
    expect(within(card('Whitelabels')).getByRole('link')).toHaveAttribute('href', '/whitelabel');

    expect(tableRows('CBTF Proofs by Proof Maker')).toEqual([
      ['asha', '2'],
      ['ravi', '1'],
      ['Unknown', '1'],
    ]);
    expect(tableRows('CBTF Users Caught by Whitelabel')).toEqual([
      ['RoyalBet', '2'],
      ['LuckyAce', '1'],
    ]);
    for (const title of [
      'CBTF Proofs by Proof Maker',
      'CBTF Users Caught by Whitelabel',
      'CBTF Reports by Catch By',
      'Proof Status',
      'Void Status',
    ]) {
      const figure = await screen.findByRole('figure', { name: title });
      await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
    }
    // echarts draws the labels on a later frame.
    await waitFor(() =>
      expect(screen.getByRole('figure', { name: 'Void Status' }).textContent).toMatch(/Void.*66\.7%.*Not Void.*33\.3%/),
    );
    await waitFor(() =>
      expect(screen.getByRole('figure', { name: 'Proof Status' }).textContent).toMatch(
        /Submitted.*33\.3%.*Not Submit.*66\.7%/,
      ),
    );
    // Only the shown area's figures are asked for, counted by the server for the dates shown.
    expect(requested()).toEqual([
      '/api/dashboard/cbtf/notes',
      '/api/dashboard/cbtf/proofs',
      '/api/dashboard/cbtf/prooftypes',
      '/api/dashboard/cbtf/reports',
      '/api/dashboard/cbtf/sports',
      '/api/dashboard/cbtf/whitelabels',
    ]);
    // In one call for the area.
    expect(server.calls.map((call) => call.path)).toEqual(['/api/dashboard/cbtf']);
    expect(dates(server.calls[0])).toEqual({ start: first(), end: today() });
  });

  it('asks for the dated figures again when the dates change, the catalogue counts not; a cleared date counts all', async () => {
    signInAs('admin');
    server = dashboardApi(turboLists);
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    const before = server.calls.length;
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: lastMonth() } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: lastMonth() } });
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    expect(tableRows('CBTF Proofs by Proof Maker')).toEqual([['ravi', '1']]);
    const asked = askedLists(server.calls.slice(before));
    expect(new Set(asked)).toEqual(
      new Set(['/api/dashboard/cbtf/proofs', '/api/dashboard/cbtf/reports', '/api/dashboard/cbtf/notes']),
    );
    expect(dates(server.calls.at(-1))).toEqual({ start: lastMonth(), end: lastMonth() });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '' } });
    await waitFor(() => expect(cardValue('Proofs')).toBe('5'));
    expect(cardValue('Reports')).toBe('4');
    expect(within(card('Proofs')).getByText('All dates')).toBeInTheDocument();
  });

  it('shows the figures of the newest dates even when an older answer comes last', async () => {
    signInAs('user', { section: ['Turbo'], permissions: ['proof_listing'] });
    const proofs = heldProofs(first());
    server = dashboardApi({ 'GET /api/dashboard/cbtf/proofs': proofs.route });
    renderAdminPage(<DashboardPage />);
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: lastMonth() } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: lastMonth() } });
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    proofs.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cardValue('Proofs')).toBe('1');
  });

  it('keeps the figures of the previous dates on screen, marked busy, while the new dates are counted', async () => {
    signInAs('user', { section: ['Turbo'], permissions: ['proof_listing'] });
    const proofs = heldProofs(lastMonth());
    server = dashboardApi({ 'GET /api/dashboard/cbtf/proofs': proofs.route });
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: lastMonth() } });
    await waitFor(() => expect(server.calls.some((call) => call.query.start === lastMonth())).toBe(true));
    expect(cardValue('Proofs')).toBe('…');
    const table = screen.getByRole('table', { name: 'CBTF Proofs by Proof Maker' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(tableRows('CBTF Proofs by Proof Maker')).toEqual([
      ['asha', '2'],
      ['ravi', '1'],
      ['Unknown', '1'],
    ]);
    proofs.release();
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    expect(tableRows('CBTF Proofs by Proof Maker')).toEqual([['ravi', '1']]);
    expect(screen.getByRole('table', { name: 'CBTF Proofs by Proof Maker' }).closest('[aria-busy]')).toBeNull();
  });

  it('counts the dated figures again when the dates go back to earlier ones', async () => {
    signInAs('user', { section: ['Turbo'], permissions: ['proof_listing'] });
    server = dashboardApi({ 'GET /api/dashboard/cbtf/proofs': turboLists['GET /api/dashboard/cbtf/proofs'] });
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: lastMonth() } });
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: first() } });
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(dates(server.calls.at(-1))).toEqual({ start: first(), end: today() });
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
  });

  it('switches to forex, fetching its lists then, with the forex titles', async () => {
    signInAs('admin');
    server = dashboardApi({ ...turboLists, ...forexLists });
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    await userEvent.click(screen.getByRole('button', { name: 'Forex' }));
    expect(screen.getByRole('button', { name: 'Forex' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    expect(tableRows('Forex Proofs by Proof Maker')).toEqual([['meera', '1']]);
    expect(tableRows('Forex Users Caught by Whitelabel')).toEqual([['FxPrime', '1']]);
    expect(screen.getByText('No report data available')).toBeInTheDocument();
    expect(within(card('Whitelabels')).getByRole('link')).toHaveAttribute('href', '/forex_whitelabel');
    expect(askedLists(server.calls).filter((path) => path === '/api/dashboard/forex/proofs')).toHaveLength(1);
  });

  it('opens on forex for a forex-only person, fetching only the lists their rights allow', async () => {
    signInAs('user', {
      section: ['Forex'],
      permissions: ['forexReport_listing', 'forex_note_listing', 'forex_note_create'],
    });
    server = dashboardApi(forexLists);
    renderAdminPage(<DashboardPage />);
    const areaSwitch = screen.getByRole('group', { name: 'Area' });
    expect(
      within(areaSwitch)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Forex']);
    await waitFor(() => expect(cardValue('Notes')).toBe('0'));
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Reports',
      'Notes',
    ]);
    expect(screen.queryByRole('heading', { name: 'Proofs' })).not.toBeInTheDocument();
    expect(requested()).toEqual(['/api/dashboard/forex/notes', '/api/dashboard/forex/reports']);
    // The Forex note page admits note rights, the report page listing: both cards link.
    expect(within(card('Notes')).getByRole('link')).toHaveAttribute('href', '/forex_note');
  });

  it('shows the empty texts of the proof tables when the range holds no proof', async () => {
    signInAs('user', { section: ['Turbo'], permissions: ['proof_listing', 'whitelabel_listing'] });
    server = dashboardApi({
      'GET /api/dashboard/cbtf/proofs': { body: { proofs: 0, clients: 0, byMaker: [], usersByWhitelabel: [] } },
      'GET /api/dashboard/cbtf/whitelabels': { body: { count: 0 } },
    });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('No proof data available')).toBeInTheDocument();
    expect(screen.getByText('No whitelabel data available')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // whitelabel_listing alone does not open /whitelabel (its guard asks create, update, delete or preview).
    expect(within(card('Whitelabels')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Reports Error with the server message and keeps the rest working; each list refused fails alone', async () => {
    signInAs('admin');
    server = dashboardApi({
      ...turboLists,
      'GET /api/dashboard/cbtf/reports': {
        status: 403,
        body: { message: 'You do not have access to the Turbo section' },
      },
      'GET /api/dashboard/cbtf/notes': { status: 404, body: { message: 'Not found' } },
    });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('Reports Error: You do not have access to the Turbo section')).toBeInTheDocument();
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    expect(within(card('Notes')).getByRole('alert')).toHaveTextContent('Not found');
    expect(within(card('Reports')).getByRole('alert')).toHaveTextContent('You do not have access to the Turbo section');
  });

  it('shows Forex Reports Error with the fallback when the server sends no message', async () => {
    signInAs('user', { section: ['Forex'], permissions: ['forexReport_listing'] });
    server = fakeApi({ 'GET /api/dashboard/forex': { status: 400, text: 'oops' } });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('Forex Reports Error: Error fetching forex reports')).toBeInTheDocument();
  });

  it("fails every list of the call with the server's words when the whole call is refused", async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/dashboard/cbtf': { status: 500, body: { message: 'Internal server error' } },
    });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('Reports Error: Internal server error')).toBeInTheDocument();
    expect(within(card('Notes')).getByRole('alert')).toHaveTextContent('Internal server error');
    expect(within(card('Proofs')).getByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('asks each list on its own from an API that has no call per area yet', async () => {
    signInAs('admin');
    server = fakeApi(turboLists);
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Sports')).toBe('3'));
    expect(cardValue('Proofs')).toBe('4');
    expect(cardValue('Reports')).toBe('3');
    expect(server.calls[0].path).toBe('/api/dashboard/cbtf');
    expect(
      server.calls
        .slice(1)
        .map((call) => call.path)
        .sort(),
    ).toEqual(
      Object.keys(turboLists)
        .map((route) => route.replace('GET ', ''))
        .sort(),
    );
  });
});
