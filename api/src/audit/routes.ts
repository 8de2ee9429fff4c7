import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { AuditAnswer, AuditQuery } from '@console/contract/wire';
import { requireStaff } from '../admin/staffAccess';
import type { Database } from '../db';
import { auditEntries } from '../db/schema';
import { answers } from '../http/answers';
import { XLSX_TYPE } from '../reports/xlsx/exportReports';
import { auditWorkbook } from './exportXlsx';
import { auditPage, auditWhere, toAuditItem } from './query';

/** The most entries one export holds; narrow the filters for more. */
export const MAX_EXPORT_ROWS = 100_000;

/**
 * GET /api/audit (one page of the entries the caller may read, newest first: `{items, total}`) and
 * GET /api/audit/export (the same filters as XLSX). Admin and subadmin; a subadmin reads what
 * visibility.ts allows, role user is refused.
 */
export default async function auditRoutes(base: FastifyInstance, { db }: { db: Database }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireStaff);

  app.get('/', { schema: { querystring: AuditQuery, response: answers({ 200: AuditAnswer }) } }, async (request) =>
    auditPage(db, request.user!, request.query),
  );

  app.get('/export', { schema: { querystring: AuditQuery } }, async (request, reply) => {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(auditWhere(request.user!, request.query))
      .orderBy(desc(auditEntries.id))
      .limit(MAX_EXPORT_ROWS);
    const file = await auditWorkbook(rows.map(toAuditItem));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="audit-log.xlsx"')
      .send(file);
  });
}
