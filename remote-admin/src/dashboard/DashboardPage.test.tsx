import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstOfMonthInKolkata, shiftDay, todayInKolkata } from '@console/contract/time';
import { fakeApi } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../testing/renderAdminPage';
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

const first = firstOfMonthInKolkata();
const today = todayInKolkata();
const lastMonth = shiftDay(first, { days: -3 });
// The same day written the other way round (day-month-year), as older records do.
const dmy = (day: string) => day.split('-').reverse().join('-');

const proof = (date: string, proofMaker: string, whitelabel: string, user: string) => ({
  _id: `${user}-${date}`,
  date,
  proofMaker,
  user,
  whitelabel_user: { _id: whitelabel, whitelabel_user: whitelabel },
});
const report = (date: string, catchBy: string, proofStatus: string, voidStatus: string) => ({
  _id: `${catchBy}-${date}-${proofStatus}-${voidStatus}`,
  date,
  catchBy,
  proofStatus,
  voidStatus,
});

const turboLists = {
  'GET /api/client': {
    body: {
      data: [
        proof(first, 'asha', 'RoyalBet', 'u1'),
        proof(today, 'asha', 'RoyalBet', 'u2'),
        proof(dmy(today), 'ravi', 'LuckyAce', 'u3'),
        proof(today, '', 'LuckyAce', 'u3'),
        proof(lastMonth, 'ravi', 'RoyalBet', 'u9'),
      ],
    },
  },
  'GET /api/report/all': {
    body: {
      data: [
        report(today, 'Agent', 'Submitted', 'Void'),
        report(today, 'Agent', 'Not Submit', 'Void'),
        report(first, 'Staff 1', '', 'Not Void'),
        report(lastMonth, 'Staff 2', 'Submitted', 'Void'),
      ],
    },
  },
  'GET /api/note': {
    body: {
      data: [
        { _id: 'n1', date: today },
        { _id: 'n2', date: lastMonth },
      ],
    },
  },
  'GET /api/whitelabel/all': { body: { data: [{ _id: 'w1' }, { _id: 'w2' }] } },
  'GET /api/prooftype': { body: { data: [{ _id: 'p1' }] } },
  'GET /api/sports': { body: { data: [{ _id: 's1' }, { _id: 's2' }, { _id: 's3' }] } },
};

const forexLists = {
  'GET /api/forexProof': {
    body: {
      data: [
        { date: today, proofMaker: 'meera', user: 'fx1', forex_whitelabel_user: { forex_whitelabel_user: 'FxPrime' } },
      ],
    },
  },
  'GET /api/forexReport/all': { body: { data: [] } },
  'GET /api/forexnote': { body: { data: [] } },
  'GET /api/forexwhitelabel/all': { body: { data: [{ _id: 'f1' }] } },
  'GET /api/forexprooftype': { body: { data: [] } },
  'GET /api/forexsport': { body: { data: [] } },
};

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
const requested = () => server.calls.map((call) => call.path).sort();

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
    server = fakeApi(turboLists);
    renderAdminPage(<DashboardPage />);

    const areaSwitch = screen.getByRole('group', { name: 'Area' });
    expect(within(areaSwitch).getByRole('button', { name: 'CBTF' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(areaSwitch).getByRole('button', { name: 'Forex' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Start Date')).toHaveValue(first);
    expect(screen.getByLabelText('End Date')).toHaveValue(today);

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
    // Only the shown area's lists are fetched.
    expect(requested()).toEqual([
      '/api/client',
      '/api/note',
      '/api/prooftype',
      '/api/report/all',
      '/api/sports',
      '/api/whitelabel/all',
    ]);
  });

  it('counts again when the dates change, and counts every record when a date is cleared', async () => {
    signInAs('admin');
    server = fakeApi(turboLists);
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: lastMonth } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: lastMonth } });
    expect(cardValue('Proofs')).toBe('1');
    expect(tableRows('CBTF Proofs by Proof Maker')).toEqual([['ravi', '1']]);
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '' } });
    expect(cardValue('Proofs')).toBe('5');
    expect(cardValue('Reports')).toBe('4');
    expect(within(card('Proofs')).getByText('All dates')).toBeInTheDocument();
  });

  it('switches to forex, fetching its lists then, with the forex titles', async () => {
    signInAs('admin');
    server = fakeApi({ ...turboLists, ...forexLists });
    renderAdminPage(<DashboardPage />);
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    await userEvent.click(screen.getByRole('button', { name: 'Forex' }));
    expect(screen.getByRole('button', { name: 'Forex' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardValue('Proofs')).toBe('1'));
    expect(tableRows('Forex Proofs by Proof Maker')).toEqual([['meera', '1']]);
    expect(tableRows('Forex Users Caught by Whitelabel')).toEqual([['FxPrime', '1']]);
    expect(screen.getByText('No report data available')).toBeInTheDocument();
    expect(within(card('Whitelabels')).getByRole('link')).toHaveAttribute('href', '/forex_whitelabel');
    expect(server.calls.filter((call) => call.path === '/api/forexProof')).toHaveLength(1);
  });

  it('opens on forex for a forex-only person, fetching only the lists their rights allow', async () => {
    signInAs('user', {
      section: ['Forex'],
      permissions: ['forexReport_listing', 'forex_note_listing', 'forex_note_create'],
    });
    server = fakeApi(forexLists);
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
    expect(requested()).toEqual(['/api/forexReport/all', '/api/forexnote']);
    // The Forex note page admits note rights, the report page listing: both cards link.
    expect(within(card('Notes')).getByRole('link')).toHaveAttribute('href', '/forex_note');
  });

  it('shows the empty texts of the proof tables when the range holds no proof', async () => {
    signInAs('user', { section: ['Turbo'], permissions: ['proof_listing', 'whitelabel_listing'] });
    server = fakeApi({
      'GET /api/client': { body: { data: [proof(lastMonth, 'asha', 'RoyalBet', 'u1')] } },
      'GET /api/whitelabel/all': { body: { data: [] } },
    });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('No proof data available')).toBeInTheDocument();
    expect(screen.getByText('No whitelabel data available')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // whitelabel_listing alone does not open /whitelabel (its guard asks create, update, delete or preview).
    expect(within(card('Whitelabels')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Reports Error with the server message and keeps the rest working; a missing endpoint fails alone', async () => {
    signInAs('admin');
    server = fakeApi({
      ...turboLists,
      'GET /api/report/all': { status: 403, body: { message: 'You do not have access to the Turbo section' } },
      'GET /api/note': { status: 404, body: { message: 'Not found' } },
    });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('Reports Error: You do not have access to the Turbo section')).toBeInTheDocument();
    await waitFor(() => expect(cardValue('Proofs')).toBe('4'));
    expect(within(card('Notes')).getByRole('alert')).toHaveTextContent('Not found');
    expect(within(card('Reports')).getByRole('alert')).toHaveTextContent('You do not have access to the Turbo section');
  });

  it('shows Forex Reports Error with the fallback when the server sends no message', async () => {
    signInAs('user', { section: ['Forex'], permissions: ['forexReport_listing'] });
    server = fakeApi({ 'GET /api/forexReport/all': { status: 400, text: 'oops' } });
    renderAdminPage(<DashboardPage />);
    expect(await screen.findByText('Forex Reports Error: Error fetching forex reports')).toBeInTheDocument();
  });
});
