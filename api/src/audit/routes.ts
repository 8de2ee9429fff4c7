import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import { AuditAnswer, AuditQuery } from '@console/contract/wire';
import { requireStaff } from '../admin/staffAccess';
import type { Database } from '../db';
import { auditEntries } from '../db/schema';
import { answers, refusals } from '../http/answers';
import { XLSX_TYPE } from '../reports/xlsx/exportReports';
import { auditWorkbook } from './exportXlsx';
import { auditPage, auditWhere, toAuditItem } from './query';
import { previewableHistory } from './visibility';

/** The most entries one export holds; narrow the filters for more. */
export const MAX_EXPORT_ROWS = 100_000;

/**
 * GET /api/audit (one page of the entries the caller may read, newest first: `{items, total}`) and
 * GET /api/audit/export (the same filters as XLSX). Admin and subadmin; a subadmin reads what
 * visibility.ts allows. A role user reads only the history of one record it may preview (its
 * preview's History), and never the export.
 */
export default async function auditRoutes(base: FastifyInstance, { db }: { db: Database }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // Staff read the log; a role user only a record's history it may preview (visibility.ts).
  const staffOrPreviewer = async (request: FastifyRequest<{ Querystring: AuditQuery }>, reply: FastifyReply) => {
    const user = request.user;
    if (user?.role === 'user' && previewableHistory(user, request.query ?? {})) return;
    return requireStaff(request, reply);
  };

  app.get(
    '/',
    {
      preValidation: staffOrPreviewer,
      schema: { querystring: AuditQuery, response: answers({ 200: AuditAnswer }) },
    },
    async (request) => auditPage(db, request.user!, request.query),
  );

  const exported = { preValidation: requireStaff, schema: { querystring: AuditQuery, response: refusals } };
  // A file: the plain instance sends it as it is; only its refusals have a schema.
  base.get<{ Querystring: AuditQuery }>('/export', exported, async (request, reply) => {
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
