import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftDay } from '@console/contract/time';
import { fakeApi } from '@console/platform/testing';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import { useForexChart } from './forexChartStore';
import FourXChartPage from './FourXChartPage';

// These tests type whole names and addresses; on a busy shared machine that can outlast jest's 5 s.
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useForexChart));

// jsdom lays nothing out and has no canvas: echarts needs a size to draw, and measures text on a canvas.
// The chart chunk is loaded on first use; loading it here keeps that one-off cost out of the waits below.
beforeAll(async () => {
  await import('../charts/EChart');
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  const measuring = { measureText: (text: string) => ({ width: text.length * 7 }), font: '' };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(measuring as unknown as CanvasRenderingContext2D);
});

// A fixed clock in the middle of a month (Kolkata noon), so "the 1st" and "today" differ on any real date; fake
// timers also run ky's retry back-off and the banners' timeouts without waiting for them (RTL's waits advance
// them). Animation frames stay real: echarts draws on them.
const today = '2026-11-15';
const first = '2026-11-01';
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(`${today}T06:30:00.000Z`),
    doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  // The store made its range and blank form when it was created, on the real clock (its first session's):
  // made again on the fixed one, as a new session would.
  useForexChart.setState({
    range: { from: first, to: today },
    rangeMadeOn: today,
    form: { date: today, amount: '' },
    formMadeOn: today,
  });
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => jest.useRealTimers());
const entry = (id: string, day: string, amount: number) => ({ _id: id, date: `${day}T00:00:00.000Z`, amount });
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('4xChart', () => {
  it('is refused to anyone but an admin with the spec text', () => {
    signInAs('subadmin');
    renderAdminPage(<FourXChartPage />);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('draws the line chart and the table of the month with pnl and delta_pnl to 2 decimals', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/forexchart': {
        body: [entry('a', first, 100), entry('b', today, 112.5), entry('old', shiftDay(first, { days: -3 }), 1)],
      },
    });
    renderAdminPage(<FourXChartPage />);
    const chart = await screen.findByRole('figure', { name: '4xChart: Amount vs Date' });
    // echarts draws on a later frame: wait for the drawn title, not just the svg element.
    await waitFor(() => expect(chart.querySelector('svg')?.textContent).toContain('4xChart: Amount vs Date'));
    expect(server.calls[0].headers.get('authorization')).toMatch(/^Bearer /);
    const cells = dataRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['100.00', '0.00', '0.00'],
      ['112.50', '12.50', '12.50'],
    ]);
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Rows per page/)).toHaveValue('20');
  });

  it('says No data available for an empty range', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/forexchart': { body: [] } });
    renderAdminPage(<FourXChartPage />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('says Failed to fetch entries when the ledger cannot be read', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/forexchart': { status: 500, text: 'oops' } });
    renderAdminPage(<FourXChartPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch entries');
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('adds an entry, then puts the date back to today and clears the amount; empty fields do nothing', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/forexchart': [{ body: [] }, { body: [entry('n', first, 42.25)] }],
      'POST /api/forexchart': { status: 201, body: { message: 'Entry created successfully' } },
    });
    renderAdminPage(<FourXChartPage />);
    await screen.findByText('No data available');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const form = screen.getByRole('form', { name: 'New entry' });
    expect(within(form).getByLabelText('Amount')).toHaveAttribute('step', '0.01');
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), first);
    await user.type(within(form).getByLabelText('Amount'), '42.25');
    await user.click(within(form).getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByText('42.25')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ date: first, amount: 42.25 });
    expect(within(form).getByLabelText('Date')).toHaveValue(today);
    expect(within(form).getByLabelText('Amount')).toHaveValue(null);
  });

  it('dates a new entry and ends the range on the day of the visit; a date the admin typed stays', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/forexchart': { body: [] } });
    const visit = async () => {
      const page = renderAdminPage(<FourXChartPage />);
      await screen.findByText('No data available');
      const form = screen.getByRole('form', { name: 'New entry' });
      const range = screen.getByRole('group', { name: 'Date range' });
      return { page, date: within(form).getByLabelText('Date'), amount: within(form).getByLabelText('Amount'), range };
    };
    const opened = await visit();
    await user.type(opened.amount, '5');
    opened.page.unmount();

    // The next day: the new entry is dated that day (its amount kept), and the range ends on it.
    const tomorrow = shiftDay(today, { days: 1 });
    jest.setSystemTime(new Date(`${tomorrow}T06:30:00.000Z`));
    const next = await visit();
    expect(next.date).toHaveValue(tomorrow);
    expect(next.amount).toHaveValue(5);
    expect(within(next.range).getByLabelText('From')).toHaveValue(first);
    expect(within(next.range).getByLabelText('To')).toHaveValue(tomorrow);
    await user.clear(next.date);
    await user.type(next.date, first);
    next.page.unmount();

    jest.setSystemTime(new Date(`${shiftDay(today, { days: 2 })}T06:30:00.000Z`));
    expect((await visit()).date).toHaveValue(first);
  });

  it('edits an entry with Update, and shows the spec alert when that fails', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/forexchart': { body: [entry('a', today, 10)] },
      // A write is never resent by the client: each Update is one PUT.
      'PUT /api/forexchart/a': [
        { status: 400, text: 'boom' },
        'network-error',
        { body: { message: 'Entry updated successfully' } },
      ],
    });
    renderAdminPage(<FourXChartPage />);
    await user.click(await screen.findByRole('button', { name: /^Edit entry of / }));
    const form = screen.getByRole('form', { name: 'Edit entry' });
    expect(within(form).getByLabelText('Amount')).toHaveValue(10);
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '11');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update entry')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    // A PUT that got no answer is not sent again: the person sees the error at once.
    expect(await screen.findByText('An error occurred during submission')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('form', { name: 'New entry' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ date: today, amount: 11 });
  });

  it('keeps an edit whose entry another admin saved meanwhile, shows their amount, and saves on their version', async () => {
    signInAs('admin');
    const seen = { ...entry('a', today, 10), version: 4 };
    server = fakeApi({
      'GET /api/forexchart': { body: [seen] },
      'PUT /api/forexchart/a': [
        { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: { ...seen, amount: 15, version: 5 } } },
        { body: { message: 'Entry updated successfully' } },
      ],
    });
    renderAdminPage(<FourXChartPage />);
    await user.click(await screen.findByRole('button', { name: /^Edit entry of / }));
    const form = screen.getByRole('form', { name: 'Edit entry' });
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '11');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    const amount = await screen.findByRole('group', { name: 'Amount' });
    expect(within(amount).getByRole('radio', { name: 'Keep mine: 11' })).toBeChecked();
    await user.click(within(amount).getByRole('radio', { name: 'Take theirs: 15' }));
    expect(within(form).getByLabelText('Amount')).toHaveValue(15);
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('form', { name: 'New entry' })).toBeInTheDocument();
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.headers.get('if-match'))).toEqual(['"4"', '"5"']);
    expect(puts[1].body).toEqual({ date: today, amount: 15 });
  });

  it('deletes after confirmation with the spec message', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/forexchart': { body: [entry('a', today, 10)] },
      'DELETE /api/forexchart/a': [
        { status: 404, body: { message: 'Entry not found' } },
        { body: { message: 'Entry deleted successfully!' } },
      ],
    });
    renderAdminPage(<FourXChartPage />);
    await user.click(await screen.findByRole('button', { name: /^Delete entry of / }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Delete entry of / }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry deleted successfully!')).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});
