import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { FirstPageAnswer } from '@console/contract/wire';
import type { Database } from '../db';
import { reports } from '../db/schema';
import { toWire } from './wire';

export interface FirstPageQuery {
  /** YYYY-MM-DD, inclusive; empty: no bound. */
  startDate: string;
  endDate: string;
  pageSize: number;
}

// A jsonb number as float8; anything else (an older record's text) as 0, as the page's reader would do
// for missing values. The browser's own totals replace these once its index of the whole list is built.
const jsonNumber = (value: SQL) =>
  sql`CASE WHEN jsonb_typeof(${value}) = 'number' THEN (${value})::text::float8 ELSE 0 END`;
const originals = sql`jsonb_array_elements(CASE WHEN jsonb_typeof(${reports.originals}) = 'array' THEN ${reports.originals} ELSE '[]'::jsonb END)`;
const bets = sql`jsonb_array_elements(CASE WHEN jsonb_typeof(o.value->'betDetails') = 'array' THEN o.value->'betDetails' ELSE '[]'::jsonb END)`;

/**
 * The list's default view straight from SQL (turbo.md §2: newest day first, the default date range):
 * its first page, count and totals, so the page shows rows at once while the whole list, which the
 * browser filters and pages itself, is still on its way.
 */
export function firstPage(db: Database, area: AreaKey, query: FirstPageQuery): Promise<FirstPageAnswer> {
  const where = and(
    eq(reports.area, area),
    query.startDate ? gte(reports.date, query.startDate) : undefined,
    query.endDate ? lte(reports.date, query.endDate) : undefined,
  );
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select()
        .from(reports)
        .where(where)
        .orderBy(desc(reports.date), desc(reports.id))
        .limit(query.pageSize);
      const [sums] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          pl: sql<number>`coalesce(sum((SELECT sum(${jsonNumber(sql`o.value->'pl'`)}) FROM ${originals} o)), 0)::float8`,
          stack: sql<number>`coalesce(sum((SELECT sum(${jsonNumber(sql`b.value->'stack'`)}) FROM ${originals} o, ${bets} b)), 0)::float8`,
          acBalance: sql<number>`coalesce(sum(${reports.acBalance}), 0)::float8`,
          afterVoidBalance: sql<number>`coalesce(sum(${reports.afterVoidBalance}), 0)::float8`,
        })
        .from(reports)
        .where(where);
      const { total, ...totals } = sums;
      return { data: rows.map(toWire), total, totals };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
