import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { shiftDay, todayInKolkata } from '@console/contract/time';
import { refusalToAct } from '@console/contract/userRules';
import { AttendanceAnswer, AttendanceQuery, IdParams, MessageAnswer } from '@console/contract/wire';
import { closeEndedAttendance } from '../attendance/attendance';
import { endAllSessionsOfUser } from '../auth/endSessions';
import { ATTENDANCE_REPORT_MINUTES, createRateLimiter, type RateLimitConfig } from '../auth/rateLimits';
import type { Database } from '../db';
import { audit } from '../audit/audit';
import { answers } from '../http/answers';
import { badRequest, Refusal } from '../http/refusal';
import { userEntry } from './userAudit';
import { fromRow } from '../users/users';
import { deleteAttendanceOf, listAttendance } from './attendanceRecords';
import { dailyAttendance, personalReport, summaryReport } from './attendanceReport';
import { requireStaff } from './staffAccess';
import { foundUser, listUsers } from './userRecords';

const confirms = answers({ 200: MessageAnswer });

/**
 * Attendance (foundation §2, §7), mounted under /api/admin; admin and subadmin only. A subadmin sees
 * users sharing a section and acts on users of role user within its sections.
 */
export default async function attendanceRoutes(
  base: FastifyInstance,
  { db, config }: { db: Database; config: RateLimitConfig },
) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireStaff);
  // Each report mails every visible user: without a limit, a few clicks flood a whole team's mailboxes.
  const limiter = createRateLimiter(db, config);

  // The spec's call takes no parameters and the screen filters; `from`, `to` and `current` are optional
  // narrowing, so the screen need not download years of records every 15 seconds.
  app.get(
    '/attendance',
    { schema: { querystring: AttendanceQuery, response: answers({ 200: AttendanceAnswer }) } },
    async (request) => {
      const { from, to, current } = request.query;
      // Days that do not exist (2026-99-99 fits the pattern) are refused before (http/dateGuard.ts).
      const now = new Date();
      // Sessions that ended by expiry or revocation close their records before anyone reads them.
      await closeEndedAttendance(db, now);
      return { data: await listAttendance(db, request.user!, { from, to, current: current === 'true' }) };
    },
  );

  app.delete('/attendance/:id', { schema: { params: IdParams, response: confirms } }, async (request) => {
    const target = await foundUser(db, request.params.id);
    const refusal = refusalToAct(request.user!, 'delete attendance of', fromRow(target));
    if (refusal) throw new Refusal(403, refusal);
    const deleted = await db.transaction(async (tx) => {
      const count = await deleteAttendanceOf(tx, target.id);
      await audit(tx, request, { ...userEntry('delete-attendance', target, target), detail: { deleted: count } });
      return count;
    });
    return { message: `Deleted ${deleted} attendance record(s) of ${target.username}` };
  });

  app.post('/attendance/send-report', { schema: { response: confirms } }, async (request, reply) => {
    const now = new Date();
    const caller = request.user!;
    const refusal = await limiter.attempt('attendance-report', caller.id, request.ip, now);
    if (refusal) {
      const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
      return reply
        .code(429)
        .header('retry-after', String(refusal.retryAfterSeconds))
        .send({
          message: `An attendance report can be sent once every ${ATTENDANCE_REPORT_MINUTES} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
    }
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
      // Nothing went out: the sender may try again at once.
      await limiter.forgive('attendance-report', caller.id, request.ip);
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

  app.post('/force-logout/:id', { schema: { params: IdParams, response: confirms } }, async (request) => {
    const caller = request.user!;
    const target = await foundUser(db, request.params.id);
    if (target.id === caller.id) throw badRequest('Use Logout to end your own session');
    const refusal = refusalToAct(caller, 'force logout', fromRow(target));
    if (refusal) throw new Refusal(403, refusal);
    const ended = await db.transaction(async (tx) => {
      const sessions = await endAllSessionsOfUser(tx, target.id);
      await audit(tx, request, { ...userEntry('force-logout', target, target), detail: { sessions: sessions.length } });
      return sessions;
    });
    return {
      message: ended.length ? `${target.username} has been logged out` : `${target.username} had no open session`,
    };
  });
}
