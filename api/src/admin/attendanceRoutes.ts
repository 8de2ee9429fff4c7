import type { FastifyInstance } from 'fastify';
import { shiftDay, todayInKolkata } from '@console/contract/time';
import { refusalToAct } from '@console/contract/userRules';
import { closeEndedAttendance } from '../attendance/attendance';
import { endAllSessionsOfUser } from '../auth/endSessions';
import type { Database } from '../db';
import { fromRow } from '../users/users';
import { deleteAttendanceOf, listAttendance } from './attendanceRecords';
import { dailyAttendance, personalReport, summaryReport } from './attendanceReport';
import { requireStaff } from './staffAccess';
import { findUser, listUsers } from './userRecords';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

interface AttendanceQuery {
  from?: string;
  to?: string;
  current?: 'true' | 'false';
}

/**
 * Attendance (foundation §2, §7), mounted under /api/admin; admin and subadmin only. A subadmin sees
 * users sharing a section and acts on users of role user within its sections.
 */
export default async function attendanceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.addHook('preValidation', requireStaff);

  // The spec's call takes no parameters and the screen filters; `from`, `to` and `current` are optional
  // narrowing, so the screen need not download years of records every 15 seconds.
  app.get<{ Querystring: AttendanceQuery }>(
    '/attendance',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { from: DAY, to: DAY, current: { type: 'string', enum: ['true', 'false'] } },
        },
      },
    },
    async (request) => {
      const now = new Date();
      // Sessions that ended by expiry or revocation close their records before anyone reads them.
      await closeEndedAttendance(db, now);
      const { from, to, current } = request.query;
      return { data: await listAttendance(db, request.user!, { from, to, current: current === 'true' }) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/attendance/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const target = await findUser(db, request.params.id);
      if (!target) return reply.code(404).send({ message: 'User not found' });
      const refusal = refusalToAct(request.user!, 'delete attendance of', fromRow(target));
      if (refusal) return reply.code(403).send({ message: refusal });
      const deleted = await deleteAttendanceOf(db, target.id);
      return { message: `Deleted ${deleted} attendance record(s) of ${target.username}` };
    },
  );

  app.post('/attendance/send-report', async (request, reply) => {
    const now = new Date();
    const caller = request.user!;
    await closeEndedAttendance(db, now);
    const day = shiftDay(todayInKolkata(now), { days: -1 });
    const people = (await listUsers(db, caller)).map(({ id, username, email }) => ({ id, username, email }));
    const entries = dailyAttendance(people, await listAttendance(db, caller, { from: day, to: day }), now);

    const failed: string[] = [];
    for (const entry of entries) {
      try {
        await app.mailer.send(personalReport(entry, day));
      } catch (error) {
        request.log.error({ err: error, to: entry.person.email }, 'attendance report not sent');
        failed.push(entry.person.username);
      }
    }
    if (failed.length === entries.length && entries.length > 0) {
      return reply.code(502).send({ message: 'Failed to send attendance report' });
    }
    await app.mailer.send(summaryReport(entries, day, caller.email));
    const sent = entries.length - failed.length;
    return {
      message: failed.length
        ? `Attendance report sent to ${sent} of ${entries.length} users; not sent to: ${failed.join(', ')}`
        : `Attendance report for ${day} sent to ${sent} users`,
    };
  });

  app.post<{ Params: { id: string } }>(
    '/force-logout/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const caller = request.user!;
      const target = await findUser(db, request.params.id);
      if (!target) return reply.code(404).send({ message: 'User not found' });
      if (target.id === caller.id) return reply.code(400).send({ message: 'Use Logout to end your own session' });
      const refusal = refusalToAct(caller, 'force logout', fromRow(target));
      if (refusal) return reply.code(403).send({ message: refusal });
      const ended = await db.transaction((tx) => endAllSessionsOfUser(tx, target.id));
      return {
        message: ended.length ? `${target.username} has been logged out` : `${target.username} had no open session`,
      };
    },
  );
}
