import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@console/platform';
import { attendanceApi, type DayRange } from './attendanceApi';
import { attendanceKeys } from './attendanceKeys';
import { useAttendance, type PendingAction } from './attendanceStore';

/** The spec refreshes the logged-in list every 15 seconds. */
export const LOGGED_IN_REFRESH_MS = 15_000;

/** The records of the chosen days; the last range's stay on screen while the next is read. */
export const useAttendanceRecords = (range: DayRange, enabled = true) =>
  useQuery({
    queryKey: attendanceKeys.inRange(range),
    queryFn: () => attendanceApi.inRange(range),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Each logged-in user's open record, read again every 15 seconds while the page shows, in a background tab too. */
export const useLoggedIn = () =>
  useQuery({
    queryKey: attendanceKeys.loggedIn(),
    queryFn: attendanceApi.loggedIn,
    refetchInterval: LOGGED_IN_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

const FALLBACK = {
  'send-report': 'Failed to send attendance report',
  'force-logout': 'Failed to force logout user',
  delete: 'Failed to delete user attendance',
} as const;

const run = (action: PendingAction) =>
  action.kind === 'send-report'
    ? attendanceApi.sendReport()
    : action.kind === 'force-logout'
      ? attendanceApi.forceLogout(action.person._id)
      : attendanceApi.deleteFor(action.person._id);

/**
 * The confirmed action: the banner says the server's words at once; after a force logout or a delete
 * the records and who is logged in are read again before the question closes.
 */
export function useConfirmAction() {
  const { pending, notify, cancel } = useAttendance();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answer, action) => {
      notify({ kind: 'success', text: answer.message });
      if (action.kind !== 'send-report') return client.invalidateQueries({ queryKey: attendanceKeys.all });
    },
    onError: (error, action) => {
      // The spec logs failures and shows the error text in a banner.
      console.error(error);
      notify({ kind: 'error', text: errorMessage(error, FALLBACK[action.kind]) });
    },
    onSettled: cancel,
  });

  const confirm = () => {
    if (pending) mutation.mutate(pending);
  };
  return { confirm, working: mutation.isPending };
}
