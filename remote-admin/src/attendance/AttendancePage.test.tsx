import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstOfMonthInKolkata, shiftDay, todayInKolkata } from '@console/contract/time';
import { fakeApi, fakeDateOnly } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import AttendancePage from './AttendancePage';
import { useAttendance } from './attendanceStore';

// These tests type whole names and addresses; on a busy shared machine that can outlast jest's 5 s.
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => {
  server?.restore();
  jest.useRealTimers();
});
beforeEach(() => {
  resetStore(useAttendance);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const person = (n: number) => ({ _id: `u${n}`, username: `person${n}`, email: `person${n}@example.com` });
const HOUR = 3600_000;
let serial = 0;
/** A record of `hours` length, ending `endedAgo` hours ago (open when null). */
function record(n: number, hours: number, endedAgo: number | null = 1) {
  serial += 1;
  const end = Date.now() - (endedAgo ?? 0) * HOUR;
  return {
    _id: `r${serial}`,
    userId: person(n),
    date: todayInKolkata(new Date(end - hours * HOUR)),
    loginTime: new Date(end - hours * HOUR).toISOString(),
    logoutTime: endedAgo === null ? null : new Date(end).toISOString(),
  };
}

/** A user of the list a subadmin's actions are checked against: role user, Turbo. */
const staffMember = (n: number, extra: object = {}) => ({
  ...person(n),
  role: 'user',
  section: ['Turbo'],
  permissions: ['note_listing'],
  ...extra,
});

function serve(
  records: object[],
  loggedIn: object[] = [],
  extra: Parameters<typeof fakeApi>[0] = {},
  staff: object[] = [],
) {
  server = fakeApi({
    'GET /api/admin/attendance': (call) => ({ body: { data: call.query.current ? loggedIn : records } }),
    'GET /api/admin/all': { body: { data: staff } },
    ...extra,
  });
}
const queries = () => server.calls.filter((c) => c.path === '/api/admin/attendance').map((c) => c.query);
const lastQuery = () => queries().at(-1)!;

describe('Attendance Management', () => {
  it('tells a plain user access is denied', () => {
    signInAs('user');
    renderAdminPage(<AttendancePage />);
    expect(screen.getByText('Access denied. Admin or subadmin privileges required.')).toBeInTheDocument();
  });

  it('asks for the 1st of the month to today, ranks the top 3 and shows a table per user', async () => {
    signInAs('admin');
    serve([record(1, 1), record(2, 5), record(3, 3), record(4, 2), record(2, 1, 7)]);
    renderAdminPage(<AttendancePage />);
    expect(await screen.findByRole('region', { name: 'Attendance of person1' })).toBeInTheDocument();
    expect(queries()).toContainEqual({ from: firstOfMonthInKolkata(), to: todayInKolkata() });
    expect(screen.getByLabelText('From')).toHaveValue(firstOfMonthInKolkata());
    expect(screen.getByLabelText('To')).toHaveValue(todayInKolkata());
    const top = within(screen.getByRole('region', { name: 'Top 3 Users' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual(['person2 — 6h 00m', 'person3 — 3h 00m', 'person4 — 2h 00m']);
    expect(screen.getAllByRole('region', { name: /^Attendance of / })).toHaveLength(4);
  });

  it("counts a person's overlapping sessions (several tabs or browsers) once: the union of their intervals", async () => {
    signInAs('admin');
    // Three tabs: 4 h, 2 h inside it, and 1 h still open that began before the first ended.
    serve([record(1, 4, 1), record(1, 2, 2), record(1, 1.5, null)]);
    renderAdminPage(<AttendancePage />);
    const table = await screen.findByRole('region', { name: 'Attendance of person1' });
    expect(within(table).getByRole('heading')).toHaveTextContent('total 5h 00m');
    const top = within(screen.getByRole('region', { name: 'Top 3 Users' })).getAllByRole('listitem');
    expect(top.map((item) => item.textContent)).toEqual(['person1 — 5h 00m']);
  });

  it('pages each user at 10 records', async () => {
    signInAs('admin');
    serve(Array.from({ length: 12 }, () => record(1, 1)));
    renderAdminPage(<AttendancePage />);
    const table = await screen.findByRole('region', { name: 'Attendance of person1' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
  });

  it('says when the range has no records, and a quick range asks for other days', async () => {
    signInAs('admin');
    serve([]);
    renderAdminPage(<AttendancePage />);
    expect(await screen.findByText('No attendance records found for the selected date range.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 year' }));
    const today = todayInKolkata();
    expect(lastQuery()).toEqual({ from: shiftDay(today, { years: -1 }), to: today });
    expect(screen.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the newest range's records, not a slower answer for the days chosen before", async () => {
    signInAs('admin');
    let answerFirst!: () => void;
    const first = record(1, 1);
    const second = record(2, 1);
    server = fakeApi({
      'GET /api/admin/attendance': (call) => {
        if (call.query.current) return { body: { data: [] } };
        if (call.query.from !== firstOfMonthInKolkata()) return { body: { data: [second] } };
        return new Promise((resolve) => (answerFirst = () => resolve({ body: { data: [first] } })));
      },
      'GET /api/admin/all': { body: { data: [] } },
    });
    renderAdminPage(<AttendancePage />);
    await waitFor(() => expect(answerFirst).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: '1 year' }));
    expect(await screen.findByRole('region', { name: 'Attendance of person2' })).toBeInTheDocument();
    // The first answer comes now, late.
    await act(async () => {
      answerFirst();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: 'Attendance of person1' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Attendance of person2' })).toBeInTheDocument();
  });

  it("keeps the last days' records on screen when other days cannot be read, and says why", async () => {
    signInAs('admin');
    const shownBefore = record(1, 1);
    server = fakeApi({
      'GET /api/admin/attendance': (call) => {
        if (call.query.current) return { body: { data: [] } };
        if (call.query.from !== firstOfMonthInKolkata()) return { status: 500, body: { message: 'Database down' } };
        return { body: { data: [shownBefore] } };
      },
      'GET /api/admin/all': { body: { data: [] } },
    });
    renderAdminPage(<AttendancePage />);
    expect(await screen.findByRole('region', { name: 'Attendance of person1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 year' }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Database down');
    expect(screen.getByRole('region', { name: 'Attendance of person1' })).toBeInTheDocument();
    expect(screen.queryByText('No attendance records found for the selected date range.')).not.toBeInTheDocument();
  });

  it('ends its days on the day of the visit, a quick range too; days the admin chose stay', async () => {
    // Noon on 31 January in Kolkata; the screen as a session begun that morning made it.
    fakeDateOnly(new Date('2027-01-31T06:30:00.000Z'));
    useAttendance.setState({ range: { from: '2027-01-01', to: '2027-01-31' }, datesMadeOn: '2027-01-31' });
    signInAs('admin');
    serve([record(1, 1)]);
    const visit = async () => {
      const page = renderAdminPage(<AttendancePage />);
      expect(await screen.findByRole('region', { name: 'Attendance of person1' })).toBeInTheDocument();
      return page;
    };
    const days = () =>
      [screen.getByLabelText('From'), screen.getByLabelText('To')].map((input) => (input as HTMLInputElement).value);
    const asked = () =>
      queries()
        .filter((query) => !query.current)
        .at(-1);
    (await visit()).unmount();
    expect(asked()).toEqual({ from: '2027-01-01', to: '2027-01-31' });

    jest.setSystemTime(new Date('2027-02-01T06:30:00.000Z'));
    const before = queries().length;
    const february = await visit();
    expect(days()).toEqual(['2027-02-01', '2027-02-01']);
    // The days of the visit before are not asked for again on the way.
    expect(
      queries()
        .slice(before)
        .filter((query) => !query.current),
    ).toEqual([{ from: '2027-02-01', to: '2027-02-01' }]);
    await userEvent.click(screen.getByRole('button', { name: '1 month' }));
    february.unmount();

    jest.setSystemTime(new Date('2027-02-02T06:30:00.000Z'));
    const quick = await visit();
    expect(days()).toEqual(['2027-01-02', '2027-02-02']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-10' } });
    quick.unmount();

    jest.setSystemTime(new Date('2027-02-03T06:30:00.000Z'));
    await visit();
    expect(days()).toEqual(['2027-01-10', '2027-02-02']);
  });

  it('shows who is logged in, refreshes every 15 s, and force-logs-out after confirmation', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signInAs('admin');
    serve([], [record(5, 2, null)], {
      'POST /api/admin/force-logout/u5': { body: { message: 'person5 has been logged out' } },
    });
    renderAdminPage(<AttendancePage />);
    const card = await screen.findByRole('listitem', { name: 'person5' });
    const before = queries().filter((q) => q.current).length;
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(queries().filter((q) => q.current).length).toBe(before + 1);

    await user.click(within(card).getByRole('button', { name: 'Force Logout' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to force logout person5?');
    await user.click(within(confirm).getByRole('button', { name: 'Force Logout' }));
    expect(await screen.findByText('person5 has been logged out')).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/force-logout/u5')).toBe(true);
  });

  it('offers a subadmin Force Logout and Delete Attendance only for users it may act on', async () => {
    signInAs('subadmin', { section: ['Turbo'], permissions: ['note_listing', 'note_create'] });
    serve(
      [record(1, 1), record(2, 1), record(3, 1)],
      [record(1, 1, null), record(2, 1, null), record(3, 1, null)],
      {},
      // person2 also works in Forex; person3 is another subadmin; person1 the subadmin may manage.
      [staffMember(1), staffMember(2, { section: ['Turbo', 'Forex'] }), staffMember(3, { role: 'subadmin' })],
    );
    renderAdminPage(<AttendancePage />);
    const table = (n: number) => screen.findByRole('region', { name: `Attendance of person${n}` });
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'person1' })).getByRole('button')).toHaveTextContent(
        'Force Logout',
      ),
    );
    expect(within(await table(1)).getByRole('button', { name: 'Delete Attendance' })).toBeInTheDocument();
    for (const n of [2, 3]) {
      expect(
        within(screen.getByRole('listitem', { name: `person${n}` })).queryByRole('button'),
      ).not.toBeInTheDocument();
      expect(within(await table(n)).queryByRole('button', { name: 'Delete Attendance' })).not.toBeInTheDocument();
    }
  });

  it('sends the report after confirmation, and shows a failure with its fallback', async () => {
    signInAs('subadmin', { section: ['Turbo'] });
    serve([], [], {
      'POST /api/admin/attendance/send-report': [
        { status: 500, text: 'oops' },
        { body: { message: 'Attendance report sent' } },
      ],
    });
    renderAdminPage(<AttendancePage />);
    await screen.findByText('No attendance records found for the selected date range.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Attendance Report' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send attendance report')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Attendance Report' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Attendance report sent')).toBeInTheDocument();
  });

  it("deletes a user's attendance after confirmation", async () => {
    signInAs('admin');
    serve([record(1, 1)], [], {
      'DELETE /api/admin/attendance/u1': { body: { message: 'Deleted 1 attendance record(s) of person1' } },
    });
    renderAdminPage(<AttendancePage />);
    const table = await screen.findByRole('region', { name: 'Attendance of person1' });
    await userEvent.click(within(table).getByRole('button', { name: 'Delete Attendance' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete all attendance of person1?',
    );
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 1 attendance record(s) of person1')).toBeInTheDocument();
  });

  it('shows a failed fetch in a banner', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/admin/attendance': {
        status: 403,
        body: { message: 'Access denied. Admin or subadmin privileges required.' },
      },
    });
    renderAdminPage(<AttendancePage />);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(
      'Access denied. Admin or subadmin privileges required.',
    );
  });
});
