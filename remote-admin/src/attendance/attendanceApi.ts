import type { AttendanceAnswer, MessageAnswer } from '@console/contract/wire';
import { api } from '@console/platform';

import type { DayRange } from '../dates/dayRange';

export type { AttendanceRecord } from '@console/contract/wire';
export type { DayRange };

const records = async (searchParams: Record<string, string>) =>
  (await api.get('admin/attendance', { searchParams }).json<AttendanceAnswer>()).data;

/** The spec's attendance calls (foundation §7), with the API's optional narrowing. */
export const attendanceApi = {
  /** The records of a range of days (inclusive). */
  inRange: (range: DayRange) => records({ from: range.from, to: range.to }),
  /** Each logged-in user's open record. */
  loggedIn: () => records({ current: 'true' }),
  deleteFor: (userId: string) => api.delete(`admin/attendance/${userId}`).json<MessageAnswer>(),
  sendReport: () => api.post('admin/attendance/send-report').json<MessageAnswer>(),
  forceLogout: (userId: string) => api.post(`admin/force-logout/${userId}`).json<MessageAnswer>(),
};
