import { api } from '@console/platform';

/** An attendance record as the spec's call answers it. */
export interface AttendanceRecord {
  _id: string;
  userId: { _id: string; username: string; email: string };
  /** The Kolkata day of the login, YYYY-MM-DD. */
  date: string;
  loginTime: string;
  logoutTime: string | null;
}

export interface DayRange {
  from: string;
  to: string;
}

const records = async (searchParams: Record<string, string>) =>
  (await api.get('admin/attendance', { searchParams }).json<{ data: AttendanceRecord[] }>()).data;

/** The spec's attendance calls (foundation §7), with the API's optional narrowing. */
export const attendanceApi = {
  /** The records of a range of days (inclusive). */
  inRange: (range: DayRange) => records({ from: range.from, to: range.to }),
  /** Each logged-in user's open record. */
  loggedIn: () => records({ current: 'true' }),
  deleteFor: (userId: string) => api.delete(`admin/attendance/${userId}`).json<{ message: string }>(),
  sendReport: () => api.post('admin/attendance/send-report').json<{ message: string }>(),
  forceLogout: (userId: string) => api.post(`admin/force-logout/${userId}`).json<{ message: string }>(),
};
