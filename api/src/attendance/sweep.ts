import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../ops/periodic';
import type { Database } from '../db';
import { closeEndedAttendance } from './attendance';

/**
 * Closes the attendance records of sessions that ended without a logout (expiry, absolute lifetime),
 * so the attendance screen does not show someone as logged in long after their session died.
 */
export default async function attendanceSweep(
  app: FastifyInstance,
  { db, everySeconds }: { db: Database; everySeconds: number },
) {
  runPeriodically(app, 'attendance sweep', everySeconds * 1000, () => closeEndedAttendance(db, new Date()));
}
