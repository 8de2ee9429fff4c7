import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useAuth } from '@console/platform';
import { defaultsDue } from '@console/contract/time';
import { Banner, Button, ConfirmDialog, EmptyState, PageHeader, Spinner } from 'shared-kit/ui';
import { useReadFailure } from '../serverState/useReadFailure';
import { mayActOn } from '../staff/mayActOn';
import { StaffOnly } from '../staff/StaffOnly';
import { useStaffList } from '../staff/useStaffList';
import { LOGGED_IN_REFRESH_MS, useAttendanceRecords, useConfirmAction, useLoggedIn } from './attendanceQueries';
import { byPerson, recordsInView, topByTime, type Person } from './attendanceStats';
import { useAttendance, type PendingAction } from './attendanceStore';
import { DateRangeBar } from './DateRangeBar';
import { LoggedInUsers } from './LoggedInUsers';
import { PersonAttendanceTable } from './PersonAttendanceTable';
import { TopUsers } from './TopUsers';

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 1fr) 3fr;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

function question(action: PendingAction): { message: string; confirmLabel: string } {
  switch (action.kind) {
    case 'send-report':
      return { message: "Send yesterday's attendance report to all users?", confirmLabel: 'Send' };
    case 'force-logout':
      return {
        message: `Are you sure you want to force logout ${action.person.username}?`,
        confirmLabel: 'Force Logout',
      };
    case 'delete':
      return {
        message: `Are you sure you want to delete all attendance of ${action.person.username}?`,
        confirmLabel: 'Delete',
      };
  }
}

function AttendanceManagement() {
  const state = useAttendance();
  const viewer = useAuth((s) => s.user)!;
  // Days made on a day now past (a later visit, or midnight while the page shows): made for today first,
  // so that the day before is never asked for.
  const due = useAttendance((s) => defaultsDue(s.datesMadeOn) !== null);
  const { visit } = state;
  useEffect(() => {
    if (due) visit();
  }, [due, visit]);
  const records = useAttendanceRecords(state.range, !due);
  const loggedIn = useLoggedIn();
  const staff = useStaffList();
  const { confirm, working } = useConfirmAction();
  const [now, setNow] = useState(Date.now);

  // The spec logs fetch failures and shows the error text in a banner.
  const failed = (fallback: string) => (error: Error) => {
    console.error(error);
    state.fail(errorMessage(error, fallback));
  };
  // Failures told at once leave the records' in the banner: they are what the page is about.
  useReadFailure(staff.error, failed('Failed to fetch users'));
  useReadFailure(loggedIn.error, failed('An error occurred'));
  useReadFailure(records.error, failed('An error occurred'));
  // The durations of open records grow with the logged-in list's refresh.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LOGGED_IN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // A failed read of other days leaves the last days' records on screen under the banner.
  const [lastShown, setLastShown] = useState<NonNullable<typeof records.data>>([]);
  if (records.data && records.data !== lastShown) setLastShown(records.data);
  const shown = records.data ?? lastShown;
  const people = byPerson(recordsInView(shown, state.quick, now), now);
  const confirmation = state.pending && question(state.pending);
  // Offered only where the server would allow it, by the same rule (a subadmin's limits).
  const may = (action: 'force logout' | 'delete attendance of', person: Person) =>
    mayActOn(
      viewer,
      action,
      staff.data?.find((user) => user._id === person._id),
    );

  return (
    <section>
      <PageHeader title="Attendance Management">
        <Button onClick={() => state.ask({ kind: 'send-report' })}>Send Attendance Report</Button>
      </PageHeader>
      <Banner notice={state.notice} onClear={state.clearNotice} />
      <DateRangeBar range={state.range} quick={state.quick} onQuick={state.chooseQuick} onRange={state.setRange} />
      <Cards>
        <TopUsers top={topByTime(people)} />
        <LoggedInUsers
          records={loggedIn.data ?? []}
          mayForceLogout={(person) => person._id !== viewer._id && may('force logout', person)}
          onForceLogout={(person) => state.ask({ kind: 'force-logout', person })}
        />
      </Cards>
      {records.isFetching && shown.length === 0 ? (
        <Spinner />
      ) : people.length === 0 ? (
        <EmptyState>No attendance records found for the selected date range.</EmptyState>
      ) : (
        people.map((entry) => (
          <PersonAttendanceTable
            key={entry.person._id}
            entry={entry}
            now={now}
            onDelete={
              may('delete attendance of', entry.person)
                ? () => state.ask({ kind: 'delete', person: entry.person })
                : undefined
            }
          />
        ))
      )}
      {state.pending && confirmation && (
        <ConfirmDialog
          message={confirmation.message}
          confirmLabel={confirmation.confirmLabel}
          busy={working}
          onConfirm={confirm}
          onCancel={state.cancel}
        />
      )}
    </section>
  );
}

/** /attendance: admins and subadmins (others see Access denied...). */
export default function AttendancePage() {
  return (
    <StaffOnly title="Attendance Management">
      <AttendanceManagement />
    </StaffOnly>
  );
}
