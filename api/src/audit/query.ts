import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { isCalendarDay, shiftDay, startOfKolkataDay } from '@console/contract/time';
import type { AuditItem, AuditQuery } from '@console/contract/wire';
import type { Principal } from '@console/contract/permissions';
import type { Database } from '../db';
import { auditEntries, type AuditEntryRow } from '../db/schema';
import { isUuid } from '../db/uuidv7';
import { visibleEntries } from './visibility';
import { badRequest } from '../http/refusal';

export const MAX_PAGE_SIZE = 100;

const dayStart = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(startOfKolkataDay(year, month, date));
};
const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The SQL condition of the filters and the viewer's rights together. */
export function auditWhere(viewer: Principal, query: AuditQuery): SQL | undefined {
  for (const [name, day] of Object.entries({ from: query.from, to: query.to })) {
    if (day && !isCalendarDay(day)) throw badRequest(`${name} must be a valid date as YYYY-MM-DD`);
  }
  const actor = query.actor?.trim();
  const q = query.q?.trim();
  return and(
    visibleEntries(viewer, query),
    actor
      ? isUuid(actor)
        ? eq(auditEntries.actorId, actor)
        : ilike(auditEntries.actorUsername, like(actor))
      : undefined,
    query.area ? eq(auditEntries.area, query.area) : undefined,
    query.resource ? eq(auditEntries.resource, query.resource) : undefined,
    query.recordId ? eq(auditEntries.recordId, query.recordId) : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.from ? gte(auditEntries.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditEntries.at, dayStart(shiftDay(query.to, { days: 1 }))) : undefined,
    q
      ? or(
          ilike(sql`${auditEntries.changes}::text`, like(q)),
          ilike(sql`coalesce(${auditEntries.detail}::text, '')`, like(q)),
          ilike(sql`coalesce(${auditEntries.recordId}, '')`, like(q)),
        )
      : undefined,
  );
}

export function toAuditItem(row: AuditEntryRow): AuditItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorUsername },
    address: row.address,
    userAgent: row.userAgent,
    requestId: row.requestId,
    area: row.area,
    resource: row.resource,
    recordId: row.recordId,
    action: row.action,
    changes: row.changes,
    detail: row.detail,
    sealed: row.hash !== null,
  };
}

const positive = (value: string | undefined, fallback: number, name: string, max = Number.MAX_SAFE_INTEGER) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw badRequest(`${name} must be a whole number from 1 to ${max}`);
  return number;
};

/** One page of the entries the viewer may read, newest first, with how many match in all. */
export async function auditPage(db: Database, viewer: Principal, query: AuditQuery) {
  const page = positive(query.page, 1, 'page');
  const pageSize = positive(query.pageSize, 20, 'pageSize', MAX_PAGE_SIZE);
  const where = auditWhere(viewer, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(where),
  ]);
  return { items: rows.map(toAuditItem), total };
}
