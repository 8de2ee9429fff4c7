import { attendedMs } from '@console/contract/attendance';
import { formatDate, formatDateTime, formatDuration } from '@console/contract/time';
import type { MailMessage } from '../mail/mailer';
import type { AttendanceRecord } from '@console/contract/wire';

export interface Person {
  id: string;
  username: string;
  email: string;
}

interface PersonDay {
  person: Person;
  records: AttendanceRecord[];
  /** Time logged in: overlapping sessions (several tabs) count once. */
  totalMs: number;
}

/** One entry per person, with their records of the day in login order. */
export function dailyAttendance(people: Person[], records: AttendanceRecord[], now: Date): PersonDay[] {
  return people.map((person) => {
    const theirs = records
      .filter((record) => record.userId._id === person.id)
      .sort((a, b) => a.loginTime.localeCompare(b.loginTime));
    return { person, records: theirs, totalMs: attendedMs(theirs, now.getTime()) };
  });
}

const line = (record: AttendanceRecord) =>
  `  ${formatDateTime(record.loginTime)} - ${record.logoutTime ? formatDateTime(record.logoutTime) : 'still logged in'}`;

/** The e-mail a person gets about their own day. */
export function personalReport(entry: PersonDay, day: string): MailMessage {
  const heading = `Attendance report for ${formatDate(day)} (Asia/Kolkata)`;
  const body = entry.records.length
    ? [...entry.records.map(line), '', `Total time: ${formatDuration(entry.totalMs)}`]
    : ['No attendance recorded on this day.'];
  return {
    to: entry.person.email,
    subject: heading,
    text: [`Hello ${entry.person.username},`, '', `${heading}:`, '', ...body, ''].join('\n'),
  };
}

/** The summary of everyone's day, for the person who asked for the report. */
export function summaryReport(entries: PersonDay[], day: string, to: string): MailMessage {
  const rows = [...entries]
    .sort((a, b) => b.totalMs - a.totalMs || a.person.username.localeCompare(b.person.username))
    .map(
      (e) => `${e.person.username} <${e.person.email}>: ${formatDuration(e.totalMs)} in ${e.records.length} session(s)`,
    );
  return {
    to,
    subject: `Attendance summary for ${formatDate(day)} (Asia/Kolkata)`,
    text: [`Attendance of ${formatDate(day)}, by total time:`, '', ...rows, ''].join('\n'),
  };
}
