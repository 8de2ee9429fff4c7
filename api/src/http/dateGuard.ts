import type { FastifyInstance } from 'fastify';
import { INVALID_DAY_MESSAGE, isCalendarDay } from '@console/contract/time';

/**
 * The names under which calls take a day in their query string: the reports' first page, page and
 * export (startDate, endDate), the proof lists' page (dateFrom, dateTo), attendance (from, to). The
 * dashboard's start/end are left to its own rule: an unreadable date there counts every record.
 */
export const DATE_QUERY_FIELDS = ['startDate', 'endDate', 'dateFrom', 'dateTo', 'from', 'to'] as const;

/**
 * Every /api call is refused with 400 and the report form's words when one of those names holds a
 * day that does not exist (2026-02-31, 9999-99-99, 0000-00-00), before PostgreSQL is asked to read
 * it (it answered with a 500). A preHandler, so a route's own access check (preValidation) still
 * answers an unknown caller first; a shape a route's schema refuses is refused there already.
 */
export function refuseImpossibleDates(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const name of DATE_QUERY_FIELDS) {
      const values = ([] as unknown[]).concat(query[name] ?? []);
      if (values.some((value) => typeof value !== 'string' || (value !== '' && !isCalendarDay(value.trim())))) {
        return reply.code(400).send({ message: INVALID_DAY_MESSAGE });
      }
    }
  });
}
