import type { FastifyInstance } from 'fastify';
import { backupRegistry } from '../backup/registry';
import backupRoutes from '../backup/routes';
import type { Config } from '../config';
import type { Database } from '../db';
import forexChartRoutes from '../forexchart/routes';
import attendanceRoutes from './attendanceRoutes';
import userRoutes from './userRoutes';

/** The administration calls: user management and attendance (beside the auth calls), backup, 4xChart. */
export default async function administration(app: FastifyInstance, { db, config }: { db: Database; config: Config }) {
  await app.register(userRoutes, { prefix: '/api/admin', db });
  await app.register(attendanceRoutes, { prefix: '/api/admin', db, config });
  await app.register(backupRoutes, { prefix: '/api/backup', db, config, registry: backupRegistry });
  await app.register(forexChartRoutes, { prefix: '/api/forexchart', db });
}
