import { Type, type Static } from 'typebox';

const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** GET /api/admin/attendance: the spec's call takes none; these narrow it (days inclusive, or the open records). */
export const AttendanceQuery = Type.Object({
  from: Type.Optional(DAY),
  to: Type.Optional(DAY),
  current: Type.Optional(Type.Enum(['true', 'false'], { type: 'string' })),
});
export type AttendanceQuery = Static<typeof AttendanceQuery>;

/** An attendance record as the spec's call answers it. */
export const AttendanceRecord = Type.Object({
  _id: Type.String(),
  userId: Type.Object({ _id: Type.String(), username: Type.String(), email: Type.String() }),
  /** The Kolkata day of the login, YYYY-MM-DD. */
  date: Type.String(),
  loginTime: Type.String(),
  logoutTime: Type.Union([Type.String(), Type.Null()]),
});
export type AttendanceRecord = Static<typeof AttendanceRecord>;

export const AttendanceAnswer = Type.Object({ data: Type.Array(AttendanceRecord) });
export type AttendanceAnswer = Static<typeof AttendanceAnswer>;
