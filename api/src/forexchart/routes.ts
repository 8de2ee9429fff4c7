import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ChartEntries, ChartEntryAnswer, ChartEntryBody, IdParams, MessageAnswer } from '@console/contract/wire';
import { requireAdmin } from '../admin/staffAccess';
import type { Database } from '../db';
import { answers } from '../http/answers';
import { badRequest, notFound } from '../http/refusal';
import { isUuid } from '../db/uuidv7';
import { audit, type AuditEntry } from '../audit/audit';
import type { ForexChartRow } from '../db/schema';
import { checkVersion } from '../http/versions';
import {
  AMOUNT_LIMIT,
  createEntry,
  deleteEntry,
  entryDay,
  listEntries,
  lockEntry,
  toEntry,
  updateEntry,
} from './entries';

const NOT_FOUND = 'Entry not found';

/** The admin's ledger: its entries are the admin's alone to read. */
const chartEntry = (action: string, before?: ForexChartRow, after?: ForexChartRow): AuditEntry => ({
  resource: 'forexchart',
  action,
  recordId: (after ?? before)!.id,
  before: before ? toEntry(before) : null,
  after: after ? toEntry(after) : null,
  adminOnly: true,
});

/** Validated day and amount, or a 400. */
function readEntry(body: ChartEntryBody): { day: string; amount: number } {
  const day = entryDay(body.date);
  if (!day) throw badRequest('date must be a date (YYYY-MM-DD)');
  if (!Number.isFinite(body.amount) || Math.abs(body.amount) >= AMOUNT_LIMIT) {
    throw badRequest('amount must be a number below 1,000,000,000,000');
  }
  return { day, amount: body.amount };
}

/**
 * The 4xChart ledger under /api/forexchart. The spec's browser sends no token here; this API requires
 * the bearer token of an admin for every call, since a P&L ledger open to anyone would be a hole.
 */
export default async function forexChartRoutes(base: FastifyInstance, { db }: { db: Database }) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preValidation', requireAdmin);

  /** A write of the entry locked in one transaction; 409 with it when the request names another version. */
  const changing = <T>(
    request: FastifyRequest,
    id: string,
    write: (tx: Database, current: ForexChartRow) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const current = await lockEntry(tx, id);
      if (!current) return undefined;
      checkVersion(request, current, () => toEntry(current));
      return write(tx, current);
    });

  app.get('/', { schema: { response: answers({ 200: ChartEntries }) } }, async () =>
    (await listEntries(db)).map(toEntry),
  );

  const write = { body: ChartEntryBody, response: answers({ 200: ChartEntryAnswer, 201: ChartEntryAnswer }) };
  app.post('/', { schema: write }, async (request, reply) => {
    const entry = readEntry(request.body);
    const row = await db.transaction(async (tx) => {
      const created = await createEntry(tx, entry.day, entry.amount);
      await audit(tx, request, chartEntry('create', undefined, created));
      return created;
    });
    return reply.code(201).send({ message: 'Entry created successfully', data: toEntry(row) });
  });

  app.put('/:id', { schema: { ...write, params: IdParams } }, async (request) => {
    if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
    const entry = readEntry(request.body);
    const row = await changing(request, request.params.id, async (tx, current) => {
      const updated = (await updateEntry(tx, current.id, current.version, entry.day, entry.amount))!;
      await audit(tx, request, chartEntry('update', current, updated));
      return updated;
    });
    if (!row) throw notFound(NOT_FOUND);
    return { message: 'Entry updated successfully', data: toEntry(row) };
  });

  const confirms = answers({ 200: MessageAnswer });
  app.delete('/:id', { schema: { params: IdParams, response: confirms } }, async (request) => {
    const deleted =
      isUuid(request.params.id) &&
      (await changing(request, request.params.id, async (tx, current) => {
        await deleteEntry(tx, current.id, current.version);
        await audit(tx, request, chartEntry('delete', current, undefined));
        return true;
      }));
    if (!deleted) throw notFound(NOT_FOUND);
    return { message: 'Entry deleted successfully!' };
  });
}
